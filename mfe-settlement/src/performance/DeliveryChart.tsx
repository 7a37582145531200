import { useEffect, useMemo, useRef } from 'react';
import { useLingui } from '@lingui/react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { DispatchPerformance } from './api';
import { canDrawCharts } from 'shared-ui';

const HEIGHT = 260;
const MIN_WIDTH = 240;

/** The chart's series per period (MW as numbers for drawing only; the table shows the exact decimals). */
export function chartSeries(d: Pick<DispatchPerformance, 'periods'>): uPlot.AlignedData {
  const x = d.periods.map((p) => Date.parse(p.start) / 1000);
  const of = (key: 'baseline' | 'metered' | 'instructed' | 'delivered') => d.periods.map((p) => Number(p[key]));
  return [x, of('baseline'), of('metered'), of('instructed'), of('delivered')];
}

/** Per period of one dispatch: baseline, metered, instructed and delivered MW (uPlot, steps). */
export function DeliveryChart({ dispatch, zone }: { dispatch: DispatchPerformance; zone: string }) {
  const { i18n } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const names = useMemo(
    () => ({
      time: i18n._({ id: 'settlement.performance.chart.time', message: 'Period start' }),
      mw: i18n._({ id: 'settlement.performance.chart.mw', message: 'MW' }),
      baseline: i18n._({ id: 'settlement.performance.baseline', message: 'Baseline' }),
      metered: i18n._({ id: 'settlement.performance.metered', message: 'Metered' }),
      instructed: i18n._({ id: 'settlement.performance.instructed', message: 'Instructed' }),
      delivered: i18n._({ id: 'settlement.performance.delivered', message: 'Delivered' }),
    }),
    [i18n],
  );
  useEffect(() => {
    const el = box.current;
    if (!el || !canDrawCharts() || dispatch.periods.length === 0) return undefined;
    let plot: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    void import('uplot').then(({ default: UPlot }) => {
      if (cancelled) return;
      const steps = UPlot.paths.stepped?.({ align: 1 });
      const line = (label: string, stroke: string, dash?: number[]) => ({ label, stroke, width: 2, dash, paths: steps, points: { show: false } });
      plot = new UPlot(
        {
          width: Math.max(el.clientWidth, MIN_WIDTH),
          height: HEIGHT,
          tzDate: (ts) => UPlot.tzDate(new Date(ts * 1000), zone),
          axes: [{ label: names.time }, { label: names.mw }],
          series: [{ label: names.time }, line(names.baseline, '#5b6b7c', [6, 4]), line(names.metered, '#1d5fbf'), line(names.instructed, '#b42318', [2, 3]), line(names.delivered, '#1a7f37')],
        },
        chartSeries(dispatch),
        el,
      );
      if (typeof ResizeObserver !== 'undefined') {
        observer = new ResizeObserver(() => plot?.setSize({ width: Math.max(el.clientWidth, MIN_WIDTH), height: HEIGHT }));
        observer.observe(el);
      }
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [dispatch, names, zone]);
  return <div ref={box} className="performance-chart" role="img" aria-label={i18n._({ id: 'settlement.performance.chart.label', message: 'Baseline, metered, instructed and delivered MW per period of dispatch {event}; the figures are in the table below.', values: { event: dispatch.event } })} />;
}

import { useEffect, useMemo, useRef } from 'react';
import { useLingui } from '@lingui/react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { MeritOrder } from './chartData';
import { canDrawCharts } from 'shared-ui';

export interface MeritOrderChartProps {
  chart: MeritOrder;
  /** The interval's name in the caption, e.g. "Interval 1, 17:00–19:00". */
  title: string;
  /** Formats a price per volume unit ("£60.00/MWh") and a capacity ("5 MW"). */
  price: (value: number | null) => string;
  capacity: (value: number) => string;
  currency: string;
  volumeUnit: string;
  powerUnit: string;
}

const HEIGHT = 280;
/** The narrowest the plot is drawn (a phone's modal is about 320 px inside). */
const MIN_WIDTH = 240;

/** The merit-order chart of one interval (uPlot), with its summary as the visible caption. */
export function MeritOrderChart({ chart, title, price, capacity, currency, volumeUnit, powerUnit }: MeritOrderChartProps) {
  const { i18n } = useLingui();
  const box = useRef<HTMLDivElement>(null);

  const labels = useMemo(
    () => ({
    x: i18n._({ id: 'manage.mca.chart.xAxis', message: 'Cumulative capacity ({unit})', values: { unit: powerUnit } }),
    y: i18n._({ id: 'manage.mca.chart.yAxis', message: 'Price ({currency}/{unit})', values: { currency, unit: volumeUnit } }),
    offers: i18n._({ id: 'manage.mca.chart.offers', message: 'Bids in merit order' }),
    accepted: i18n._({ id: 'manage.mca.chart.accepted', message: 'Accepted' }),
    cap: i18n._({ id: 'manage.mca.chart.cap', message: 'Price cap' }),
    }),
    [i18n, currency, volumeUnit, powerUnit],
  );

  useEffect(() => {
    const el = box.current;
    if (!el || !canDrawCharts()) return undefined;
    let plot: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    const names = labels;
    // uPlot is loaded on first use: it touches the window when it loads, and only this chart needs it.
    void import('uplot').then(({ default: UPlot }) => {
      if (cancelled) return;
      const required = chart.required;
      const options: uPlot.Options = {
        width: Math.max(el.clientWidth, MIN_WIDTH),
        height: HEIGHT,
        scales: { x: { time: false, range: [0, chart.xMax] }, y: { range: [0, chart.yMax] } },
        axes: [{ label: names.x }, { label: names.y }],
        series: [
          { label: names.x },
          { label: names.offers, stroke: '#5b6b7c', width: 2, points: { show: false } },
          { label: names.accepted, stroke: '#1a7f37', width: 4, spanGaps: false, points: { show: false } },
          { label: names.cap, stroke: '#b42318', width: 1.5, dash: [6, 4], points: { show: false } },
        ],
        hooks: {
          draw: [
            (u) => {
              // The required capacity: a dashed vertical line.
              const x = Math.round(u.valToPos(required, 'x', true));
              const { ctx } = u;
              const ratio = window.devicePixelRatio || 1;
              ctx.save();
              ctx.strokeStyle = '#1d5fbf';
              ctx.lineWidth = 2 * ratio;
              ctx.setLineDash([4 * ratio, 4 * ratio]);
              ctx.beginPath();
              ctx.moveTo(x, u.bbox.top);
              ctx.lineTo(x, u.bbox.top + u.bbox.height);
              ctx.stroke();
              ctx.restore();
            },
          ],
        },
      };
      plot = new UPlot(options, chart.series, el);
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
  }, [chart, labels]);

  const summary =
    chart.steps.length === 0
      ? i18n._({
          id: 'manage.mca.chart.summaryEmpty',
          message: '{title}: no bids were offered in this interval. Required capacity {required} (dashed vertical line); price cap {cap}.',
          values: { title, required: capacity(chart.required), cap: price(chart.cap) },
        })
      : i18n._({
          id: 'manage.mca.chart.summary',
          message:
            '{title}: {count, plural, one {# bid offers} other {# bids offer}} {offered} at {min} to {max}, stacked cheapest first. Required capacity {required} (dashed vertical line); price cap {cap} (dashed horizontal line). {accepted, plural, =0 {No bid accepted} one {# bid accepted} other {# bids accepted}}: {acceptedCapacity}, clearing price {clearing}.',
          values: {
            title,
            count: chart.steps.length,
            offered: capacity(chart.offered),
            min: price(chart.minPrice),
            max: price(chart.maxPrice),
            required: capacity(chart.required),
            cap: price(chart.cap),
            accepted: chart.acceptedCount,
            acceptedCapacity: capacity(chart.acceptedCapacity),
            clearing: price(chart.clearingPrice),
          },
        });

  return (
    <figure className="mca-chart">
      <div ref={box} className="mca-chart__plot" aria-hidden="true" data-testid="mca-chart-plot" />
      <figcaption className="mca-chart__caption">{summary}</figcaption>
    </figure>
  );
}

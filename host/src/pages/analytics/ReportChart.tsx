import { useEffect, useId, useMemo, useRef } from 'react';
import { useLingui } from '@lingui/react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ReportChart as Chart } from './api';
import { chartSummary } from './chartSummary';
import { numberOf, shownValue, type ValueContext } from './format';
import { columnLabel } from './labels';
import { canDrawCharts } from 'shared-ui';

const HEIGHT = 280;
const MIN_WIDTH = 280;
/** Series colours, told apart by people with the common colour-vision deficiencies (Okabe–Ito). */
const COLOURS = ['#0072b2', '#d55e00', '#009e73', '#cc79a7', '#e69f00', '#56b4e9'];
/** Of each category's width, the share the group of bars takes. */
const GROUP = 0.8;

/** uPlot's data: the x axis is the points' positions (0, 1, …), each series its numbers (null for blanks). */
export function chartData(chart: Chart): uPlot.AlignedData {
  return [chart.points.map((_, i) => i), ...chart.series.map((s) => chart.points.map((p) => numberOf(p[s.key])))];
}

/**
 * The report's chart (uPlot, loaded on first draw): bars grouped per category or lines over time,
 * per `chart.kind`. The drawing is labelled and described by a summary in words.
 */
export function ReportChart({ chart, title, context }: { chart: Chart; title: string; context: ValueContext }) {
  const { i18n } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const summaryId = useId();
  const summary = useMemo(() => chartSummary(chart, context), [chart, context]);

  useEffect(() => {
    const el = box.current;
    if (!el || !canDrawCharts() || chart.points.length === 0 || chart.series.length === 0) return undefined;
    let plot: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    void import('uplot').then(({ default: UPlot }) => {
      if (cancelled) return;
      const xLabels = chart.points.map((p) => shownValue(p[chart.x.key], chart.x.kind, chart.x.unit, context));
      const first = chart.series[0];
      const count = chart.series.length;
      const bar = (index: number): uPlot.Series.PathBuilder | undefined =>
        UPlot.paths.bars?.({
          size: [GROUP / count],
          disp: {
            // Each series' bar sits at its place in the category's group (x scale units).
            x0: { unit: 1, values: () => chart.points.map((_, x) => x - GROUP / 2 + (index * GROUP) / count) },
            size: { unit: 1, values: () => chart.points.map(() => GROUP / count) },
          },
        });
      const series: uPlot.Series[] = chart.series.map((s, index) => {
        const colour = COLOURS[index % COLOURS.length];
        return chart.kind === 'bars'
          ? { label: columnLabel(i18n, s.key), stroke: colour, fill: colour, width: 0, paths: bar(index), points: { show: false } }
          : { label: columnLabel(i18n, s.key), stroke: colour, width: 2, points: { show: true, size: 5 } };
      });
      plot = new UPlot(
        {
          width: Math.max(el.clientWidth, MIN_WIDTH),
          height: HEIGHT,
          scales: {
            x: { time: false, range: () => [-0.5, chart.points.length - 0.5] },
            // Bars stand on zero; lines keep zero in view too, so heights compare honestly.
            y: { range: (_u, min, max) => [Math.min(0, min), max > 0 ? max * 1.1 : 1] },
          },
          // The values are in the summary and the tables: the legend names the series only.
          legend: { live: false },
          axes: [
            {
              label: columnLabel(i18n, chart.x.key),
              splits: () => chart.points.map((_, i) => i),
              values: (_u, splits) => splits.map((v) => xLabels[v] ?? ''),
            },
            { values: (_u, splits) => splits.map((v) => (first ? shownValue(v, first.kind, first.unit, context) : String(v))), size: 80 },
          ],
          series: [{ label: columnLabel(i18n, chart.x.key), value: (_u, v) => (v === null ? '' : (xLabels[v] ?? '')) }, ...series],
        },
        chartData(chart),
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
  }, [chart, context, i18n]);

  return (
    <figure className="analytics-chart">
      <div
        ref={box}
        className="analytics-chart__plot"
        role="img"
        aria-label={i18n._({ id: 'analytics.chart.label', message: 'Chart: {report}', values: { report: title } })}
        aria-describedby={summaryId}
      />
      <figcaption id={summaryId} className="fx-visually-hidden">
        {summary.map((line) => (
          <span key={line}>{line} </span>
        ))}
      </figcaption>
    </figure>
  );
}

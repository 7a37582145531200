/**
 * The chart in words, for screen readers and anyone who cannot see the drawing: what it plots,
 * then per series its highest and lowest point (with where they fall) and, for amounts that add
 * up (MW, MWh, money, counts), the total.
 */
import type { CellKind, ReportChart } from './api';
import { numberOf, shownValue, type ValueContext } from './format';
import { columnLabel } from './labels';

const ADDITIVE: ReadonlySet<CellKind> = new Set(['count', 'mw', 'mwh', 'money']);

export interface SeriesExtremes {
  key: string;
  highest: { value: number; at: number } | null;
  lowest: { value: number; at: number } | null;
  total: number;
}

/** Per series: the highest and lowest numeric point (the first of equals) and the sum of the points. */
export function seriesExtremes(chart: ReportChart): SeriesExtremes[] {
  return chart.series.map(({ key }) => {
    let highest: SeriesExtremes['highest'] = null;
    let lowest: SeriesExtremes['lowest'] = null;
    let total = 0;
    for (const [at, point] of chart.points.entries()) {
      const value = numberOf(point[key]);
      if (value === null) continue;
      total += value;
      if (!highest || value > highest.value) highest = { value, at };
      if (!lowest || value < lowest.value) lowest = { value, at };
    }
    return { key, highest, lowest, total };
  });
}

/** The sentences describing the chart (the first says what it plots). */
export function chartSummary(chart: ReportChart, context: ValueContext): string[] {
  const { i18n } = context;
  const names = new Intl.ListFormat(context.region.locale, { type: 'conjunction' }).format(chart.series.map((s) => columnLabel(i18n, s.key)));
  const x = columnLabel(i18n, chart.x.key);
  const count = chart.points.length;
  const intro =
    chart.kind === 'bars'
      ? i18n._({ id: 'analytics.chart.bars', message: 'Bar chart of {names} per {x}, {count, plural, one {# point} other {# points}}.', values: { names, x, count } })
      : i18n._({ id: 'analytics.chart.lines', message: 'Line chart of {names} over {x}, {count, plural, one {# point} other {# points}}.', values: { names, x, count } });
  const xAt = (at: number) => shownValue(chart.points[at]?.[chart.x.key], chart.x.kind, chart.x.unit, context);
  const lines = seriesExtremes(chart).map((s) => {
    const column = chart.series.find((c) => c.key === s.key);
    const name = columnLabel(i18n, s.key);
    if (!column || !s.highest || !s.lowest) return i18n._({ id: 'analytics.chart.seriesEmpty', message: '{name}: no values.', values: { name } });
    const value = (n: number) => shownValue(n, column.kind, column.unit, context);
    const values = { name, highest: value(s.highest.value), highestAt: xAt(s.highest.at), lowest: value(s.lowest.value), lowestAt: xAt(s.lowest.at) };
    return ADDITIVE.has(column.kind)
      ? i18n._({ id: 'analytics.chart.seriesTotal', message: '{name}: highest {highest} ({highestAt}), lowest {lowest} ({lowestAt}), total {total}.', values: { ...values, total: value(s.total) } })
      : i18n._({ id: 'analytics.chart.series', message: '{name}: highest {highest} ({highestAt}), lowest {lowest} ({lowestAt}).', values });
  });
  return [intro, ...lines];
}

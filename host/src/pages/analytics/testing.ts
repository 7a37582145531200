/* Test data of the analytics pages (not exported): answers shaped by the typed client's schema. */
import type { FilterOptions, Report, ReportListItem } from './api';

export const OPERATOR = { orgType: 'systemoperator' as const, permissions: ['analytics'] };

export const LIST: ReportListItem[] = [
  { report: 'procurement-summary', empty: null },
  { report: 'price-benchmarks', empty: null },
  { report: 'delivery-performance', empty: 'no_dispatches' },
  { report: 'dispatch-operations', empty: 'no_dispatches' },
  { report: 'spend-invoicing', empty: 'no_settlement' },
  { report: 'exchange-liquidity', empty: 'no_exchange' },
  { report: 'baseline-accuracy', empty: 'no_meter_data' },
];

export const FILTER_OPTIONS: FilterOptions = {
  competitions: [
    { id: '41', name: 'Northern Lines winter peak 2026' },
    { id: '42', name: 'Northern Lines summer constraint 2026' },
  ],
  areas: [
    { id: '_A', name: 'Eastern (_A)' },
    { id: '_P', name: 'North Scotland (_P)' },
  ],
  products: [{ id: 'sustain_peak', name: 'Sustain peak' }],
  providers: [{ id: '9', name: 'Kestrel Flex Ltd' }],
};

const filters: Report['filters'] = { from: '2025-11-29', to: '2026-11-28', competition: null, area: null, product: null, provider: null };

/** A procurement summary over two competitions (three windows), in euros. */
export const PROCUREMENT: Report = {
  report: 'procurement-summary',
  filters,
  currency: 'EUR',
  generated: '2026-11-28T09:00:00Z',
  empty: null,
  figures: [
    { key: 'required_mw', kind: 'mw', value: 30 },
    { key: 'offered_mw', kind: 'mw', value: 37.5 },
    { key: 'accepted_mw', kind: 'mw', value: 22.25 },
    { key: 'coverage', kind: 'ratio', value: 1.25 },
    { key: 'acceptance_rate', kind: 'ratio', value: 0.5933 },
    { key: 'unmet_mw', kind: 'mw', value: 7.75 },
  ],
  chart: {
    kind: 'bars',
    x: { key: 'competition', kind: 'text' },
    series: [
      { key: 'required_mw', kind: 'mw' },
      { key: 'offered_mw', kind: 'mw' },
      { key: 'accepted_mw', kind: 'mw' },
    ],
    points: [
      { competition: 'Winter peak', required_mw: 20, offered_mw: 31.5, accepted_mw: 18.25 },
      { competition: 'Summer constraint', required_mw: 10, offered_mw: 6, accepted_mw: 4 },
    ],
  },
  tables: [
    {
      key: 'main',
      columns: [
        { key: 'competition', kind: 'text' },
        { key: 'window', kind: 'text' },
        { key: 'required_mw', kind: 'mw' },
        { key: 'offered_mw', kind: 'mw' },
        { key: 'accepted_mw', kind: 'mw' },
        { key: 'coverage', kind: 'ratio' },
        { key: 'acceptance_rate', kind: 'ratio' },
        { key: 'unmet_mw', kind: 'mw' },
      ],
      rows: [
        { competition: 'Winter peak', window: 'Weekdays 16:00–19:00', required_mw: 12, offered_mw: 20, accepted_mw: 12, coverage: 1.6667, acceptance_rate: 0.6, unmet_mw: 0 },
        { competition: 'Winter peak', window: 'Weekends 17:00–19:00', required_mw: 8, offered_mw: 11.5, accepted_mw: 6.25, coverage: 1.4375, acceptance_rate: 0.5435, unmet_mw: 1.75 },
        { competition: 'Summer constraint', window: 'Daily 12:00–15:00', required_mw: 10, offered_mw: 6, accepted_mw: 4, coverage: 0.6, acceptance_rate: 0.6667, unmet_mw: 6 },
      ],
    },
  ],
};

/** Spend and invoicing: money figures, a month chart, and the ageing and disputes tables after the main one. */
export const SPEND: Report = {
  report: 'spend-invoicing',
  filters,
  currency: 'GBP',
  generated: '2026-11-28T09:00:00Z',
  empty: null,
  figures: [
    { key: 'total', kind: 'money', value: '12840.50' },
    { key: 'unpaid', kind: 'money', value: '3100.00' },
    { key: 'open_disputes', kind: 'count', value: 2 },
  ],
  chart: {
    kind: 'bars',
    x: { key: 'month', kind: 'month' },
    series: [
      { key: 'availability', kind: 'money' },
      { key: 'penalties', kind: 'money' },
    ],
    points: [
      { month: '2026-09', availability: '4000.00', penalties: '-150.00' },
      { month: '2026-10', availability: '5200.50', penalties: '0.00' },
    ],
  },
  tables: [
    { key: 'ageing', columns: [{ key: 'band', kind: 'text' }, { key: 'invoices', kind: 'count' }, { key: 'amount', kind: 'money' }], rows: [{ band: '31–60', invoices: 1, amount: '3100.00' }] },
    {
      key: 'main',
      columns: [{ key: 'month', kind: 'month' }, { key: 'availability', kind: 'money' }, { key: 'penalties', kind: 'money' }, { key: 'total', kind: 'money' }, { key: 'invoices', kind: 'count' }],
      rows: [
        { month: '2026-09', availability: '4000.00', penalties: '-150.00', total: '3850.00', invoices: 2 },
        { month: '2026-10', availability: '5200.50', penalties: '0.00', total: '5200.50', invoices: 3 },
      ],
    },
    { key: 'disputes', columns: [{ key: 'status', kind: 'text' }, { key: 'disputes', kind: 'count' }, { key: 'amount', kind: 'money' }], rows: [{ status: 'open', disputes: 2, amount: '640.00' }] },
  ],
};

/** A report with nothing to show, for `reason`. */
export function emptyReport(report: Report['report'], reason: NonNullable<Report['empty']>): Report {
  return {
    report,
    filters,
    currency: 'GBP',
    generated: '2026-11-28T09:00:00Z',
    empty: reason,
    figures: [],
    chart: { kind: 'bars', x: { key: 'month', kind: 'month' }, series: [], points: [] },
    tables: [{ key: 'main', columns: [{ key: 'month', kind: 'month' }], rows: [] }],
  };
}

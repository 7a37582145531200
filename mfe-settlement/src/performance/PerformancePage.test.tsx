import { configure, screen, within } from '@testing-library/react';
import { json } from 'shared-session/testing';
import { renderSettlement } from '../test/render';
import type { DispatchPerformance, PerformanceSummary } from './api';
import { chartSeries } from './DeliveryChart';

configure({ asyncUtilTimeout: 6000 });

const periods = [
  { start: '2026-03-10T10:00:00.000Z', metered: '-1.5', baseline: '0', instructed: '2', delivered: '1.5', shortfall: '0.5' },
  { start: '2026-03-10T10:30:00.000Z', metered: '-2.5', baseline: '0', instructed: '2', delivered: '2', shortfall: '0' },
];
const dispatch: DispatchPerformance = {
  event: '90-12', report: 7, version: 2, report_status: 'published', competition: 3, competition_name: 'Norwich Winter 2026', instruction: 90, asset: 12, asset_ref: 'BAT-1',
  start: '2026-03-10T10:00:00.000Z', end: '2026-03-10T11:00:00.000Z', direction: 'turn_down', currency: 'GBP', interval_minutes: 30, has_baseline_data: true, has_actual_data: true,
  performance_ratio: '0.875', delivered_mwh: '1.75', instructed_mwh: '2', utilisation_paid: true, utilisation: '175', penalty: '0', periods,
};
const summary: PerformanceSummary = {
  month: '2026-03',
  competitions: [{ competition: 3, competition_name: 'Norwich Winter 2026', report: 7, version: 2, report_status: 'published', currency: 'GBP', dispatches: 1, delivered_mwh: '1.75', instructed_mwh: '2', performance_ratio: '0.875', lines: [], net: '175.00', vat: '35.00', gross: '210.00' }],
};

function renderAt(org: 'flexprovider' | 'systemoperator') {
  return renderSettlement(
    '/settlement/flexprovider/delivery-performance',
    {
      'GET dispatch-performance/v1/summary/': json(summary),
      'GET dispatch-performance/v1/dispatches/': json([dispatch], { headers: { 'Content-Range': 'items 0-0/1' } }),
    },
    org,
  );
}

test('shows the month per competition and, for a chosen dispatch, its figures per period with the chart’s text alternative', async () => {
  const { user } = renderAt('flexprovider');
  expect(await screen.findByRole('heading', { level: 1, name: 'Delivery performance' })).toBeInTheDocument();
  const summaryRow = (await screen.findAllByRole('rowheader', { name: 'Norwich Winter 2026' }))[0]!.closest('tr')!;
  expect(within(summaryRow).getByText('£175.00')).toBeInTheDocument();
  expect(within(summaryRow).getByText('0.875')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Show the chart of dispatch 90-12' }));
  expect(screen.getByRole('heading', { level: 2, name: 'Dispatch 90-12, Norwich Winter 2026' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: /per period of dispatch 90-12/ })).toBeInTheDocument();
  expect(screen.getByText('Performance ratio 0.875; utilisation £175.00; penalty £0.00.')).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'Per period (MW)' });
  const cells = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
  expect(cells).toEqual([
    ['0', '-1.5', '2', '1.5'],
    ['0', '-2.5', '2', '2'],
  ]);
});

test('the chart draws each series from the period figures', () => {
  const [x, baseline, metered, instructed, delivered] = chartSeries(dispatch);
  expect(x).toEqual(periods.map((p) => Date.parse(p.start) / 1000));
  expect([baseline, metered, instructed, delivered]).toEqual([[0, 0], [-1.5, -2.5], [2, 2], [1.5, 2]]);
});

test('is not found for an operator', async () => {
  const { api } = renderAt('systemoperator');
  expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be found' })).toBeInTheDocument();
  expect(api.callsTo('GET dispatch-performance/v1/summary/')).toHaveLength(0);
});

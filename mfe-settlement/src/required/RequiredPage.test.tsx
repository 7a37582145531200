import { configure, screen, waitFor, within } from '@testing-library/react';
import { json } from 'shared-session/testing';
import { page, renderSettlement } from '../test/render';
import { requiredOf, settlementEvent } from './testing';

configure({ asyncUtilTimeout: 4000 });

const complete = settlementEvent({ id: '13-7', start: '2026-10-15T17:00:00.000Z', end: '2026-10-15T18:00:00.000Z', has_actual_data: true, has_baseline_data: true, completeness: 100, missing_metered: [], baseline_missing_days: [], money_at_stake: '0' });

test('lists each event lacking data with its meters, what is missing and the money at stake, and downloads the template for them', async () => {
  const lacking = settlementEvent();
  const other = settlementEvent({ id: '14-8', asset: 8, asset_ref: 'BAT-002', asset_name: 'BAT-002', has_actual_data: true, missing_metered: [], completeness: 50, money_at_stake: '125.5' });
  const { user, api } = renderSettlement('/settlement/flexprovider/required', {
    'GET performance/required/': json(requiredOf([lacking, other])),
    'GET files/templates/meterreadings/': () => new Response('meter_id\n', { headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="flexmarket-meterreadings-required.csv"' } }),
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Settlement data required' })).toBeInTheDocument();
  // 300 + 125.50 at stake, as the two events say.
  expect(await screen.findByText('2 events need data; at stake: £425.50.')).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'Events lacking baseline or metered data' });
  const row = within(table).getAllByRole('row').find((r) => r.textContent?.includes('BAT-001'))!;
  expect(row).toHaveTextContent('IMP100001, EXP100001');
  expect(row).toHaveTextContent('2 metered periods (from 14 Oct 2026, 18:00 BST)');
  expect(row).toHaveTextContent('baseline history on 2026-10-12, 2026-10-13');
  expect(row).toHaveTextContent('£300.00');
  expect(row).toHaveTextContent('0 %');
  const second = within(table).getAllByRole('row').find((r) => r.textContent?.includes('BAT-002'))!;
  expect(second).toHaveTextContent('50 %');

  const original = URL.createObjectURL;
  URL.createObjectURL = jest.fn(() => 'blob:x');
  URL.revokeObjectURL = jest.fn();
  try {
    await user.click(screen.getByRole('button', { name: 'Download the template for these events' }));
    await waitFor(() => expect(api.callsTo('GET files/templates/meterreadings/')).toHaveLength(1));
    expect(api.callsTo('GET files/templates/meterreadings/')[0]!.url.searchParams.get('events')).toBe('required');
  } finally {
    URL.createObjectURL = original;
  }
  expect(screen.getByRole('link', { name: 'Upload meter data' })).toHaveAttribute('href', '/settlement/flexprovider/upload');
});

test('says so when nothing is required', async () => {
  renderSettlement('/settlement/flexprovider/required', { 'GET performance/required/': json(requiredOf([])), 'GET performance/settlementevents/': page([complete]) });
  expect(await screen.findByRole('heading', { name: 'No data required' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Download the template for these events' })).not.toBeInTheDocument();
});

test('is not found for a system operator, who asks nothing', async () => {
  const { api } = renderSettlement('/settlement/flexprovider/required', { 'GET performance/required/': json(requiredOf([])) }, 'systemoperator');
  expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be found' })).toBeInTheDocument();
  expect(api.callsTo('GET performance/required/')).toHaveLength(0);
});

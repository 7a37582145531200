import { configure, screen, within } from '@testing-library/react';
import { json } from 'shared-session/testing';
import { requiredOf, settlementEvent } from '../required/testing';
import { page, renderSettlement } from '../test/render';

configure({ asyncUtilTimeout: 4000 });

test('shows how many events need data and the money at stake, then every event with its completeness', async () => {
  const lacking = settlementEvent({ money_at_stake: '300' });
  const half = settlementEvent({ id: '15-9', asset_ref: 'HEAT-1', asset_name: 'HEAT-1', has_actual_data: true, missing_metered: [], completeness: 50, money_at_stake: '45.25' });
  const complete = settlementEvent({ id: '13-7', start: '2026-10-15T17:00:00.000Z', end: '2026-10-15T18:00:00.000Z', has_actual_data: true, has_baseline_data: true, completeness: 100, missing_metered: [], baseline_missing_days: [], money_at_stake: '0' });
  const { api } = renderSettlement('/settlement/flexprovider', {
    'GET performance/required/': json(requiredOf([lacking, half])),
    'GET performance/settlementevents/': page([complete, lacking, half]),
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Settlement overview' })).toBeInTheDocument();
  const stats = await screen.findByRole('list', { name: 'Settlement data at a glance' });
  expect(within(stats).getByRole('link', { name: 'events need data' })).toHaveAttribute('href', '/settlement/flexprovider/required');
  expect(stats).toHaveTextContent('2events need data');
  // 300 + 45.25
  expect(stats).toHaveTextContent('£345.25at stake');
  const table = await screen.findByRole('table', { name: 'Settlement events and the completeness of their data' });
  const completeRow = within(table).getAllByRole('row').find((r) => r.textContent?.includes('15 Oct 2026'))!;
  expect(completeRow).toHaveTextContent('100 %');
  expect(completeRow).toHaveTextContent('Complete');
  expect(api.callsTo('GET performance/settlementevents/')[0]!.url.searchParams.get('ordering')).toBe('-start');
  expect(api.callsTo('GET performance/settlementevents/')[0]!.url.searchParams.get('limit')).toBe('200');
});

test('the overview path answers the same screen', async () => {
  renderSettlement('/settlement/flexprovider/overview', { 'GET performance/required/': json(requiredOf([])), 'GET performance/settlementevents/': page([]) });
  expect(await screen.findByRole('heading', { name: 'No settlement events yet' })).toBeInTheDocument();
  expect(await screen.findByRole('list', { name: 'Settlement data at a glance' })).toHaveTextContent('0events need data');
});

/* Test fixtures the market's screens share (not part of the package's surface). */
import type { Bid } from 'shared-session';

/**
 * A bid as bids/bids/ answers it: pending, in window 11 ("Evening peak", 16:00–19:30, winter
 * 2026) of competition 7 ("Norwich winter peak"). Each screen's fixtures give the rest.
 */
export const BID: Bid = {
  id: 0,
  ballot: 1,
  competition: 7,
  competition_name: 'Norwich winter peak',
  competition_reference: 'NOR-7',
  competition_status: 'closed',
  flex_provider: 50,
  flex_provider_name: 'Bright Grid',
  service_window: 11,
  window_name: 'Evening peak',
  window_start_time: '16:00',
  window_end_time: '19:30',
  window_service_days: [0, 1, 2, 3, 4, 5, 6],
  period_start: '2026-12-01',
  period_end: '2027-02-28',
  capacity: 1,
  max_runtime: '02:00:00',
  availability_price: 10,
  utilisation_price: 50,
  service_fee: null,
  assets: [1],
  asset_refs: ['BG-1'],
  gsps: ['Walpole'],
  version: 1,
  is_active: true,
  submitted: '2026-12-02T10:00:00Z',
  created: '2026-12-02T10:00:00Z',
  updated: '2026-12-02T10:00:00Z',
  approval: null,
  outcome: 'pending',
  results_confirmed: false,
};

/* Test fixtures and helpers of the market-clearing modal (not part of the package's surface). */
import { COMPETITION } from '../../test/fixtures';
import type { McaCompetition, McaDecisionSet, McaDemandInterval, McaServiceWindow } from './types';

function window(over: Partial<McaServiceWindow> & Pick<McaServiceWindow, 'id' | 'name' | 'start_time' | 'end_time'>): McaServiceWindow {
  return {
    available_hours_override: null,
    capacity_required: 5,
    required_capacity: over.capacity_required ?? 5,
    competition: 7,
    dispatch_duration: null,
    dispatch_estimate: null,
    start: over.start_time,
    end: over.end_time,
    fixed_availability_price: null,
    fixed_prices: { availability: null, service_fee: null, utilisation: null },
    fixed_service_fee: null,
    fixed_utilisation_price: null,
    holiday_handling: 'Ignore',
    minimum_aggregate_asset_size: null,
    minimum_run_time: null,
    required_response_time: null,
    service_days: [0, 1, 2, 3, 4, 5, 6],
    service_period: 1,
    ...over,
  };
}

const periods = [
  {
    id: 1,
    competition: 7,
    name: 'Winter 2026',
    start: '2026-12-01',
    end: '2027-02-28',
    period_dates: ['2026-12-01', '2027-02-28'],
    windows: [
      window({ id: 11, name: 'Evening peak', start_time: '16:00', end_time: '19:30', service_days: [0, 1, 2, 3, 4], holiday_handling: 'Exclude', capacity_required: 5 }),
      window({ id: 12, name: 'Market days', start_time: '07:00', end_time: '09:00', service_days: [0, 2, 4], capacity_required: 1.25 }),
    ],
  },
  { id: 2, competition: 7, name: 'Spring 2027', start: '2027-03-01', end: '2027-03-31', period_dates: ['2027-03-01', '2027-03-31'], windows: [] },
];

/** A standard competition (one interval per service window), not fixed-price. */
export const windowCompetition = { ...COMPETITION, fixed_price: false, service_periods: periods } as unknown as McaCompetition;
/** The same with fixed prices. */
export const fixedPriceCompetition = { ...windowCompetition, fixed_price: true } as McaCompetition;
/** A day-ahead competition (qualification_type piclo_stac): the operator enters demand intervals. */
export const dayAheadCompetition = { ...windowCompetition, id: 8, name: 'Norwich day ahead', qualification_type: 'piclo_stac' } as McaCompetition;

export const GSPS = ['Norwich Main', 'Walpole', 'Bramford'];

/** An evening interval over December, every day. */
export const EVENING: McaDemandInterval = {
  start_time: '17:00',
  end_time: '19:00',
  max_utilisation_rate: 100,
  required_capacity: 5,
  exclude_gsps: ['Bramford'],
  period_dates: ['2026-12-01', '2026-12-31'],
  service_days: [0, 1, 2, 3, 4, 5, 6],
  holiday_handling: 'Ignore',
};

const submitted = (minute: number) => `2026-12-0${minute < 10 ? 2 : 3}T10:${String(minute % 60).padStart(2, '0')}:00Z`;

/** The evening window's bids plus one morning bid, cleared against EVENING (the first interval). */
export function decisionSetFor(intervals: readonly McaDemandInterval[], competition = 8): McaDecisionSet {
  return {
    competition,
    pricing: 'pay_as_bid',
    currency: 'GBP',
    unit: 'MWh',
    bids: [
      { bid_id: 101, flex_provider_name: 'Bright Grid', service_window: 11, window_name: 'Evening peak', capacity: 2, price: 40, gsps: ['Walpole'], submitted: submitted(1) },
      { bid_id: 102, flex_provider_name: 'Fen Power', service_window: 11, window_name: 'Evening peak', capacity: 3, price: 60, gsps: ['Norwich Main'], submitted: submitted(2) },
      { bid_id: 103, flex_provider_name: 'Solar Co', service_window: 11, window_name: 'Evening peak', capacity: 1.5, price: 120, gsps: ['Walpole'], submitted: submitted(3) },
      { bid_id: 104, flex_provider_name: 'Excluded Ltd', service_window: 11, window_name: 'Evening peak', capacity: 2, price: 30, gsps: ['Bramford'], submitted: submitted(4) },
      { bid_id: 105, flex_provider_name: 'Late Ltd', service_window: 11, window_name: 'Evening peak', capacity: 1, price: 70, gsps: ['Walpole'], submitted: submitted(5) },
      { bid_id: 106, flex_provider_name: 'Dawn Energy', service_window: 12, window_name: 'Market days', capacity: 1, price: 20, gsps: ['Walpole'], submitted: submitted(6) },
    ],
    decisions: [
      { bid_id: 101, approved: true, reason: 'accepted', intervals: [0], paid_price: 40 },
      { bid_id: 102, approved: true, reason: 'accepted', intervals: [0], paid_price: 60 },
      { bid_id: 103, approved: false, reason: 'over_price_cap', intervals: [], paid_price: null },
      { bid_id: 104, approved: false, reason: 'excluded_gsp', intervals: [], paid_price: null },
      { bid_id: 105, approved: false, reason: 'capacity_met', intervals: [], paid_price: null },
      { bid_id: 106, approved: false, reason: 'not_in_interval', intervals: [], paid_price: null },
    ],
    intervals: intervals.map((iv, index) => ({
      index,
      // The bids whose windows overlap the interval, in merit order: the evening window's, or the morning one.
      bids: iv.start_time < '12:00' ? [106] : [104, 101, 102, 105, 103],
      required_capacity: iv.required_capacity,
      max_utilisation_rate: iv.max_utilisation_rate,
      accepted_capacity: index === 0 ? 5 : 0,
      clearing_price: index === 0 ? 60 : null,
      met: index === 0,
      instances: 31,
    })),
  };
}

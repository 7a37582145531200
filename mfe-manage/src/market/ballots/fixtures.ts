/* Test fixtures of the ballot screens (not part of the package's surface). */
import type { Ballot, Bid, BiddingRules } from 'shared-session';
import { COMPETITION } from '../../test/fixtures';
import { BID } from '../shared/testing';

export const PROVIDER = { orgType: 'flexprovider' as const, orgId: 3, permissions: ['default', 'view-competitions', 'manage-bids'] };

const window = (id: number, name: string, start_time: string, end_time: string) => ({
  ...COMPETITION.service_periods[0]!.windows[1]!,
  id,
  name,
  start_time,
  end_time,
});

/** An open competition with three windows in one period (as the provider's page asks for it). */
export const OPEN_COMPETITION = {
  ...COMPETITION,
  status: 'open',
  fixed_price: false,
  operator: { id: 31, name: 'Grid North', slug: 'grid-north', brand_colour: '#0B5394' },
  service_periods: [
    {
      ...COMPETITION.service_periods[0]!,
      windows: [window(11, 'Evening peak', '16:00', '19:30'), window(12, 'Market days', '07:00', '09:00'), window(13, 'Night', '23:00', '23:30')],
    },
  ],
};

export const RULES: BiddingRules = {
  competition: 7,
  competition_type: 'availability_utilisation',
  rate_fields: ['availability_price', 'utilisation_price'],
  capacity_decimals: 1,
  price_decimals: 2,
  currency: 'GBP',
  unit: 'MW',
  open: true,
  results_confirmed: false,
};

const summary = (flex_asset: number, ref: string, name: string, eligibility_status: string, planned = false) => ({
  id: flex_asset + 1000,
  competition: 7,
  flex_asset,
  planned,
  ref,
  name,
  asset_type: 'storage',
  eligibility_status,
  reasons: [],
});

/** The provider's assets in the area: two can bid, one does not qualify, one is planned. */
export const ASSETS = [
  summary(500, 'BAT-1', 'Battery Norwich', 'eligible'),
  summary(504, 'BAT-4', 'Battery Wymondham', 'qualified'),
  summary(501, 'GEN-9', 'Diesel Cromer', 'ineligible'),
  summary(77, 'PLAN-1', 'Solar Attleborough', 'eligible', true),
];

export const BALLOT: Ballot = {
  id: 40,
  competition: 7,
  flex_provider: 3,
  is_active: true,
  created: '2026-12-02T10:00:00Z',
  updated: '2026-12-02T10:00:00Z',
  ballot_asset_group: { id: 5, is_active: true, ballot_assets: [{ flex_asset: 500, planned: false }] },
  assets: [500],
  asset_refs: ['BAT-1'],
  max_capacity: 10,
  bids: [],
  bid_count: 0,
  results_confirmed: false,
};

export function bidFixture(overrides: Partial<Bid> = {}): Bid {
  return {
    ...BID,
    id: 900,
    ballot: 40,
    competition_status: 'open',
    flex_provider: 3,
    flex_provider_name: 'Sunny Flex',
    capacity: 2.5,
    max_runtime: '02:30:00',
    availability_price: 12,
    utilisation_price: 150.5,
    assets: [500],
    asset_refs: ['BAT-1'],
    gsps: ['Norwich Main'],
    version: 2,
    submitted: '2026-12-03T09:30:00Z',
    created: '2026-12-02T11:00:00Z',
    updated: '2026-12-03T09:30:00Z',
    ...overrides,
  };
}

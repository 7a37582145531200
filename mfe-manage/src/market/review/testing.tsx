/* Test fixtures and helpers of the bid review screens (not part of the package's surface). */
import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { bus, i18n, loadCatalog, type Bid, type BidDecision, type BidSummary, type OrgType, type Toast } from 'shared-session';
import { loadSharedUiCatalog } from 'shared-ui';
import { messages } from '../../locales/en-GB/messages';
import { signIn } from '../../test/manage';
import { COMPETITION as BASE } from '../../test/fixtures';
import { BID } from '../shared/testing';

export { answerNextConfirmation, json, page, queryOf, serveApi, type Recorded } from '../../test/manage';

export const OPERATOR_ID = 31;
export const ALL_RIGHTS = ['default', 'view-competitions', 'manage-bids', 'manage-competitions'];

/** A closed availability-and-utilisation competition with two windows (Evening peak 5 MW, Market days 1.25 MW). */
export const COMPETITION = { ...BASE, status: 'closed', fixed_price: false };

export const bid = (over: Partial<Bid> & Pick<Bid, 'id'>): Bid => ({ ...BID, ...over });

export const BIDS: Bid[] = [
  bid({ id: 101, capacity: 2, availability_price: 8, utilisation_price: 40, asset_refs: ['BG-1', 'BG-2'], assets: [1, 2] }),
  bid({ id: 102, flex_provider: 51, flex_provider_name: 'Fen Power', capacity: 3, utilisation_price: 60, asset_refs: ['FP-9'], gsps: ['Norwich Main'], submitted: '2026-12-02T11:00:00Z' }),
  bid({ id: 103, flex_provider: 52, flex_provider_name: 'Solar Co', capacity: 1.5, utilisation_price: 300, asset_refs: ['SC-3'], gsps: ['Bramford'] }),
  bid({ id: 104, service_window: 12, window_name: 'Market days', window_start_time: '07:00', window_end_time: '09:00', capacity: 1, utilisation_price: 55 }),
];

export const decision = (bidId: number, approved: boolean, over: Partial<BidDecision> = {}): BidDecision => ({
  bid: bidId,
  competition: 7,
  approved,
  reason: approved ? 'accepted' : 'rejected_by_operator',
  method: 'manual',
  paid_price: approved ? 40 : null,
  decided: '2026-12-11T09:00:00Z',
  decided_by: 1,
  ...over,
});

/** 101 accepted by hand, 102 rejected by hand; 103 and 104 pending. */
export const DECISIONS: BidDecision[] = [decision(101, true), decision(102, false)];

export function summary(over: Partial<BidSummary> = {}): BidSummary {
  return {
    competition: 7,
    competition_name: 'Norwich winter peak',
    reference: 'NOR-7',
    competition_type: 'availability_utilisation',
    power_type: 'active_power',
    qualification_type: 'standard',
    status: 'closed',
    results_confirmed: false,
    providers: 3,
    bids: 4,
    capacity_offered: 7.5,
    accepted: 1,
    rejected: 1,
    pending: 2,
    accepted_capacity: 2,
    windows: [
      { service_window: 11, name: 'Evening peak', start_time: '16:00', end_time: '19:30', capacity_required: 5, bids: 3, capacity_offered: 6.5, accepted_capacity: 2 },
      { service_window: 12, name: 'Market days', start_time: '07:00', end_time: '09:00', capacity_required: 1.25, bids: 1, capacity_offered: 1, accepted_capacity: 0 },
    ],
    ...over,
  };
}

/** Records the toasts put on the bus from now on. */
export function collectToasts(): Toast[] {
  const seen: Toast[] = [];
  bus.toast$.subscribe((t) => seen.push(t));
  return seen;
}

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `page` at `url` for an operator with `permissions` (or another kind of organisation), inside a router. */
export function renderReview(
  url: string,
  page: ReactNode,
  { permissions = ALL_RIGHTS, orgType = 'systemoperator' }: { permissions?: string[]; orgType?: OrgType } = {},
): { user: UserEvent } {
  loadSharedUiCatalog();
  loadCatalog({ 'en-GB': messages });
  signIn({ orgType, orgId: OPERATOR_ID, permissions });
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
  const path = url.split('?')[0] ?? url;
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </I18nProvider>,
  );
  return { user };
}

export const location = () => screen.getByTestId('location').textContent;

/* Test helpers of the provider's bids screens (not part of the package's surface). */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { i18n, loadCatalog, type Bid, type Competition } from 'shared-session';
import { loadSharedUiCatalog } from 'shared-ui';
import { messages } from '../../locales/en-GB/messages';
import { json, page, serveApi, signIn, type Recorded, type Routes as ApiRoutes } from '../../test/manage';
import { COMPETITION } from '../../test/fixtures';
import { BID } from '../shared/testing';
import { ProviderBidsPage } from './ProviderBidsPage';
import { BIDS_PATHS, type BidsScreenName } from './paths';

export const PROVIDER_ID = 41;

/** A bid as bids/bids/ answers it: pending, in an open competition. */
export function bid(patch: Partial<Bid> = {}): Bid {
  return {
    ...BID,
    id: 101,
    ballot: 11,
    competition_status: 'open',
    flex_provider: PROVIDER_ID,
    flex_provider_name: 'Sunny Flex',
    capacity: 2.5,
    availability_price: 5.5,
    utilisation_price: 250,
    assets: [1, 2],
    asset_refs: ['BAT-001', 'BAT-002'],
    gsps: ['NORW_1'],
    version: 2,
    created: '2026-12-01T10:00:00Z',
    ...patch,
  };
}

/** The same bid once the operator confirmed the results. */
export function decided(patch: Partial<Bid>, approved: boolean, reason: NonNullable<Bid['approval']>['reason'], paid: number | null = null): Bid {
  return bid({
    competition_status: 'closed',
    results_confirmed: true,
    outcome: approved ? 'accepted' : 'rejected',
    approval: { approved, reason, method: 'clearing', paid_price: paid, decided: '2026-12-20T12:00:00Z' },
    ...patch,
  });
}

/** Competitions' currency and power type (the facts the bids tables fetch by ids). */
export const FACTS = [
  { id: 7, currency: 'GBP', power_type: 'active_power' },
  { id: 8, currency: 'GBP', power_type: 'reactive_power' },
];

/**
 * bids/bids/ answered from `bids` as the server would filter them (outcome, competition_status,
 * search in the competition's and window's names), paged with Content-Range.
 */
export function bidsRoute(bids: Bid[]) {
  return (req: Recorded) => {
    const q = req.url.searchParams;
    let rows = bids;
    const outcome = q.get('outcome');
    if (outcome) rows = rows.filter((b) => b.outcome === outcome);
    const statuses = q.get('competition_status')?.split(',');
    if (statuses) rows = rows.filter((b) => statuses.includes(b.competition_status));
    const search = q.get('search')?.toLowerCase();
    if (search) rows = rows.filter((b) => `${b.competition_name} ${b.window_name} ${b.asset_refs.join(' ')}`.toLowerCase().includes(search));
    const offset = Number(q.get('offset') ?? 0);
    const limit = Number(q.get('limit') ?? 1000);
    return page(rows.slice(offset, offset + limit), rows.length, offset);
  };
}

/** flex/competitions/: the facts by ids, else `open` (the submit screen's list). */
export function competitionsRoute(open: Competition[] = []) {
  return (req: Recorded) => {
    const ids = req.url.searchParams.get('ids');
    if (ids) return json(FACTS.filter((f) => ids.split(',').includes(String(f.id))));
    return page(open);
  };
}

/** A competition as the provider's list of open competitions answers it (expand=counts). */
export function openCompetition(patch: Partial<Competition> & { qualifying: number; ballots?: number }): Competition {
  const { qualifying, ballots = 0, ...rest } = patch;
  return {
    ...COMPETITION,
    service_periods: [1, 2],
    status: 'open',
    counts: { qualifying_assets: qualifying, entries: 1, bids: ballots },
    ...rest,
  } as unknown as Competition;
}

function BallotStub() {
  const { competitionId, ballotId } = useParams();
  return <p>Ballot page {ballotId ? `${competitionId}/${ballotId}` : competitionId}</p>;
}

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

const SCREENS: Array<[string, BidsScreenName]> = [
  [BIDS_PATHS.root, 'list'],
  [BIDS_PATHS.list, 'list'],
  [BIDS_PATHS.submit, 'submit'],
  [BIDS_PATHS.bulkUpload, 'bulk-upload'],
  [BIDS_PATHS.edit, 'edit'],
  [BIDS_PATHS.history, 'history'],
];

export interface RenderOptions {
  permissions?: string[];
  orgType?: 'flexprovider' | 'systemoperator';
  /** Renders this element at `url` in place of the routed screen (e.g. a page given fake services). */
  page?: ReactNode;
}

/** Serves `routes` and renders the bids screens at `url` for a signed-in flex provider. */
export function renderBids(url: string, routes: ApiRoutes, { permissions = ['default', 'view-competitions', 'manage-bids'], orgType = 'flexprovider', page: override }: RenderOptions = {}) {
  const api = serveApi(routes);
  loadSharedUiCatalog();
  loadCatalog({ 'en-GB': messages });
  signIn({ orgType, orgId: PROVIDER_ID, permissions });
  const user: UserEvent = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          {SCREENS.map(([path, screen]) => (
            <Route key={path} path={path} element={override && path === url.split('?')[0] ? override : <ProviderBidsPage screen={screen} />} />
          ))}
          <Route path="/flexprovider/competitions/:competitionId/ballots" element={<BallotStub />} />
          <Route path="/flexprovider/competitions/:competitionId/ballots/:ballotId" element={<BallotStub />} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </I18nProvider>,
  );
  return { user, api };
}

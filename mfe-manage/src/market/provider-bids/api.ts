/**
 * The provider's bids screens' calls (market API), all through shared-session:
 * bids/bids/ (paged, searched, filtered by the server), a bid's history, deleting a bid, the open
 * competitions to bid in, and the currency and unit of the competitions behind a page of bids.
 */
import { api, type Bid, type Competition, type FileUpload, type Page, type QueryOf } from 'shared-session';
import { DEFAULT_CURRENCY, powerUnitOf, type PowerUnit } from 'shared-ui';
import { COMPETITION_STATUSES } from '../../common/competitions';
import type { Outcome } from '../shared/labels';

/** Bids per page of the tables (spec platform §9: ballots page 100). */
export const BIDS_PAGE_SIZE = 100;
/** Competitions per request when listing the open ones (platform §9). */
export const COMPETITIONS_PAGE_SIZE = 200;

/** Bids of open competitions (active), of the others (inactive), or all. */
export type CompetitionScope = 'all' | 'active' | 'inactive';

/** Server ordering fields of bids/bids/ a table may sort by. */
export const BID_ORDERING_FIELDS = ['submitted', 'capacity', 'created', 'updated'] as const;

export interface BidsQuery {
  search?: string;
  outcome?: Outcome | null;
  scope?: CompetitionScope;
  /** A server ordering, e.g. "-submitted" (the server's default). */
  ordering?: string | null;
  /** From 1. */
  page?: number;
  pageSize?: number;
}

/** A bid with what the table needs from its competition: the currency of its prices and the capacity unit. */
export interface BidRow extends Bid {
  currency: string;
  unit: PowerUnit;
}

const NOT_OPEN = COMPETITION_STATUSES.filter((s) => s !== 'open');

/** The query of bids/bids/ for a table's state (without paging). */
export function bidsParams(query: BidsQuery): QueryOf<'/bids/bids/'> {
  const search = query.search?.trim();
  return {
    is_active: 'true',
    search: search ? search : undefined,
    outcome: query.outcome ?? undefined,
    competition_status: query.scope === 'active' ? 'open' : query.scope === 'inactive' ? NOT_OPEN.join(',') : undefined,
    ordering: query.ordering || undefined,
  };
}

/** Adds each bid's currency and unit (bids/bids/ does not carry them) from its competition. */
async function withCompetitionFacts(bids: readonly Bid[]): Promise<BidRow[]> {
  const ids = [...new Set(bids.map((b) => b.competition))];
  const facts = ids.length
    ? await api.byIds('/flex/competitions/', ids, { fields: ['id', 'currency', 'power_type'], query: { include_archived: true } })
    : [];
  const byId = new Map(facts.map((c) => [c.id, c]));
  return bids.map((b) => {
    const c = byId.get(b.competition);
    return { ...b, currency: c?.currency || DEFAULT_CURRENCY, unit: powerUnitOf(c?.power_type) };
  });
}

/** One page of the provider's active bids; the total from Content-Range. */
export async function bidsPage(query: BidsQuery): Promise<Page<BidRow>> {
  const pageSize = query.pageSize ?? BIDS_PAGE_SIZE;
  const page = Math.max(1, query.page ?? 1);
  const answer = await api.page('/bids/bids/', { query: { ...bidsParams(query), limit: pageSize, offset: (page - 1) * pageSize } });
  return { items: await withCompetitionFacts(answer.items), total: answer.total };
}

/** Every bid matching the query (CSV export). */
export async function allBids(query: BidsQuery): Promise<BidRow[]> {
  const bids = await api.all('/bids/bids/', { query: bidsParams(query), pageSize: query.pageSize ?? BIDS_PAGE_SIZE });
  return withCompetitionFacts(bids);
}

/** The provider's qualifying assets in a listed competition (expand=counts counts its own only). */
export const qualifyingAssetsOf = (c: Competition): number => c.counts?.qualifying_assets ?? 0;

/** Competitions open for bidding in which the provider has at least one qualifying asset, closing soonest first. */
export async function openCompetitionsToBid(): Promise<Competition[]> {
  const open = await api.all('/flex/competitions/', { query: { status: 'open', ordering: 'closed' }, expand: ['counts'], pageSize: COMPETITIONS_PAGE_SIZE });
  return open.filter((c) => qualifyingAssetsOf(c) > 0);
}

/** What a processed bids CSV did (the file's `result`, Ready only). */
export interface BulkBidResult {
  ballots_created: number;
  bids_created: number;
  bids_amended: number;
  bids_unchanged: number;
}

/** The counts of a finished bids upload; missing counts are 0. */
export function bulkBidResultOf(upload: Pick<FileUpload, 'result'>): BulkBidResult {
  const result = upload.result ?? {};
  const n = (key: keyof BulkBidResult): number => {
    const count = result[key];
    return typeof count === 'number' ? count : 0;
  };
  return { ballots_created: n('ballots_created'), bids_created: n('bids_created'), bids_amended: n('bids_amended'), bids_unchanged: n('bids_unchanged') };
}

import {
  ALL_PAGES_PAGE_SIZE, api, dropDuplicates, type ResponseOf,
  type BidSummary, type CompetitionOperator, type CompetitionStatus, type Page, type QualificationSummary,
} from 'shared-session';

/**
 * What the home, explore and marketplace pages read, from the API's existing endpoints (counts
 * through limit=0 and Content-Range), on the typed client. Each loader is one section's data, so a
 * section that fails does not take the page down with it.
 */

/** How many rows a home list shows before "see all". */
export const HOME_LIST_SIZE = 5;

/** Competitions a provider can still take part in: qualification open, closed (awaiting bidding), bidding open. */
export const LIVE_STATUSES: readonly CompetitionStatus[] = ['qualifying', 'qualified', 'open'];

export interface Counted<T> {
  rows: T[];
  total: number;
}

/** Every page of a list, one request at a time, until the Content-Range total (else a short page); repeats by id dropped. */
async function allPages<T>(path: string, pageAt: (offset: number, limit: number) => Promise<Page<T>>, pageSize = ALL_PAGES_PAGE_SIZE): Promise<T[]> {
  const all: T[] = [];
  for (let offset = 0; ; ) {
    const page = await pageAt(offset, pageSize);
    all.push(...page.items);
    // Advance by what came back: a server that caps the page size below ours loses nothing.
    offset += page.items.length;
    if (page.items.length === 0) break;
    if (page.total !== null ? offset >= page.total : page.items.length < pageSize) break;
  }
  return dropDuplicates(all, path);
}

/** A page's rows with its total (the rows' number when the server gives none). */
function counted<T>(page: Page<T>): Counted<T> {
  return { rows: page.items, total: page.total ?? page.items.length };
}

/** Total of a count page (limit=0): Content-Range, else the answer's length. */
const totalOf = (page: Page<unknown>) => page.total ?? page.items.length;

const liveSummaries = () =>
  allPages('flex/qualificationsummary/', (offset, limit) =>
    api.page('/flex/qualificationsummary/', { query: { status: LIVE_STATUSES.join(','), limit, offset } }),
  );

const qualifies = (s: QualificationSummary) => s.eligible + s.qualified > 0;

/** A provider's live competitions where at least one of its assets qualifies (with its entry). */
export async function qualifyingCompetitions(): Promise<QualificationSummary[]> {
  return (await liveSummaries()).filter(qualifies);
}

/** Of those, the ones where the provider has not confirmed (nor withdrawn) an entry yet and entry is open. */
export function entriesToConfirm(rows: readonly QualificationSummary[]): QualificationSummary[] {
  return rows.filter((r) => r.entry_status === null && (r.status === 'qualifying' || r.status === 'open'));
}

/** The provider's active bids in competitions whose bidding is open, latest first. */
export async function openBids() {
  return counted(await api.page('/bids/bids/', { query: { is_active: 'true', competition_status: 'open', ordering: '-submitted', limit: HOME_LIST_SIZE } }));
}

/** Dispatch instructions not yet ended and still live, soonest first. */
export async function upcomingDispatches() {
  return counted(await api.page('/dispatch/v1/instructions/', { query: { when: 'upcoming', ordering: 'start', limit: HOME_LIST_SIZE } }));
}

/** How many of the caller's contract milestones are overdue (not submitted, or rejected, after their due date). */
export async function overdueMilestones(): Promise<number> {
  return totalOf(await api.page('/contracts/milestones/', { query: { overdue: 'true', limit: 0 } }));
}

/** The statuses an operator's home counts its competitions in, in lifecycle order. */
export const OPERATOR_STATUSES: readonly CompetitionStatus[] = ['incomplete', 'pending', 'qualifying', 'qualified', 'open', 'closed'];

/** An operator's own competitions per status (one count each, limit=0). */
export async function competitionsByStatus(operatorId: number): Promise<Record<string, number>> {
  const counts = await Promise.all(
    OPERATOR_STATUSES.map(async (status) => totalOf(await api.page('/flex/competitions/', { query: { operator: String(operatorId), status, limit: 0 } }))),
  );
  return Object.fromEntries(OPERATOR_STATUSES.map((s, i) => [s, counts[i] ?? 0]));
}

/** The operator's competitions with bids still to decide (results not confirmed). */
export async function bidsAwaitingDecision(): Promise<BidSummary[]> {
  const rows = await api.get('/bids/summaries/', { query: { status: 'open,closed' } });
  return rows.filter((r) => !r.results_confirmed && r.pending > 0);
}

/** Competitions open for qualification or bidding (and those between the two), with their operator. */
export async function exploreCompetitions() {
  return allPages(
    'flex/competitions/',
    (offset, limit) =>
      api.page('/flex/competitions/', {
        query: {
          from_status: 'qualifying',
          to_status: 'open',
          fields: 'id,name,reference,status,operator,qualification_closed,open,closed,power_type,need_direction',
          ordering: 'name',
          limit,
          offset,
        },
        expand: ['operator'],
      }),
    200,
  );
}

export type ExploreCompetition = Awaited<ReturnType<typeof exploreCompetitions>>[number];

/** How many competitions have bidding open right now (a plain user's home). */
export async function openCompetitionCount(): Promise<number> {
  return totalOf(await api.page('/flex/competitions/', { query: { status: 'open', limit: 0 } }));
}

export interface OperatorGroup {
  operator: CompetitionOperator;
  qualifying: number;
  open: number;
  total: number;
}

/** Competitions grouped by operator (name order), with how many are in qualification and bidding. */
export function byOperator(rows: readonly ExploreCompetition[]): OperatorGroup[] {
  const groups = new Map<number, OperatorGroup>();
  for (const row of rows) {
    const group = groups.get(row.operator.id) ?? { operator: row.operator, qualifying: 0, open: 0, total: 0 };
    group.total += 1;
    if (row.status === 'qualifying') group.qualifying += 1;
    if (row.status === 'open') group.open += 1;
    groups.set(row.operator.id, group);
  }
  return [...groups.values()].sort((a, b) => a.operator.name.localeCompare(b.operator.name));
}

/** One of the operator's live competitions, as the buyer marketplace shows it. */
export interface MarketRow {
  competition: number;
  name: string;
  reference: string;
  status: CompetitionStatus;
  providers: number;
  qualifyingAssets: number;
  entries: number;
  bids: number;
  capacityOffered: number;
}

/** Qualified flexibility per competition of the operator: who could deliver, who entered, what was offered. */
export async function marketplace(): Promise<MarketRow[]> {
  const [summaries, bidRows] = await Promise.all([
    liveSummaries(),
    api.get('/bids/summaries/', { query: { status: LIVE_STATUSES.join(',') } }),
  ]);
  const offers = new Map(bidRows.map((b) => [b.competition, b]));
  return summaries.map((s) => ({
    competition: s.competition,
    name: s.name,
    reference: s.reference,
    status: s.status,
    providers: s.providers,
    qualifyingAssets: s.qualifying_assets,
    entries: s.entries,
    bids: offers.get(s.competition)?.bids ?? 0,
    capacityOffered: offers.get(s.competition)?.capacity_offered ?? 0,
  }));
}

/** The provider's settlement events lacking baseline or metered data: their count and the money at stake. */
export type RequiredSettlementData = ResponseOf<'/performance/required/'>;
export function requiredSettlementData(): Promise<RequiredSettlementData> {
  return api.get('/performance/required/');
}

/** The max organisation's market valuation: per window of the open competitions its assets qualify for (maxdashboard/valuation/). */
export type MaxValuation = ResponseOf<'/maxdashboard/valuation/'>;
export const maxValuation = (): Promise<MaxValuation> => api.get('/maxdashboard/valuation/');

/** The organisation's exchange activity: listings and bids per status, trades, the latest of each (maxdashboard/activity/). */
export type ExchangeActivity = ResponseOf<'/maxdashboard/activity/'>;
export const exchangeActivity = (): Promise<ExchangeActivity> => api.get('/maxdashboard/activity/');

import {
  count, fetchAllPages, listPage, list,
  type Bid, type BidSummary, type Competition, type CompetitionOperator, type CompetitionStatus, type DispatchInstruction,
  type Expanded, type QualificationSummary,
} from 'shared-session';

/**
 * What the home, explore and marketplace pages read, from the API's existing endpoints (counts
 * through limit=0 and Content-Range). Each loader is one section's data, so a section that fails
 * does not take the page down with it.
 */
export const ENDPOINTS = {
  competitions: 'flex/competitions/',
  qualificationSummary: 'flex/qualificationsummary/',
  bids: 'bids/bids/',
  bidSummaries: 'bids/summaries/',
  instructions: 'dispatch/v1/instructions/',
} as const;

/** How many rows a home list shows before "see all". */
export const HOME_LIST_SIZE = 5;

/** Competitions a provider can still take part in: qualification open, closed (awaiting bidding), bidding open. */
export const LIVE_STATUSES: readonly CompetitionStatus[] = ['qualifying', 'qualified', 'open'];

export interface Counted<T> {
  rows: T[];
  total: number;
}

const qualifies = (s: QualificationSummary) => s.eligible + s.qualified > 0;

/** A provider's live competitions where at least one of its assets qualifies (with its entry). */
export async function qualifyingCompetitions(): Promise<QualificationSummary[]> {
  const rows = await fetchAllPages<QualificationSummary>(ENDPOINTS.qualificationSummary, { status: LIVE_STATUSES.join(',') });
  return rows.filter(qualifies);
}

/** Of those, the ones where the provider has not confirmed (nor withdrawn) an entry yet and entry is open. */
export function entriesToConfirm(rows: readonly QualificationSummary[]): QualificationSummary[] {
  return rows.filter((r) => r.entry_status === null && (r.status === 'qualifying' || r.status === 'open'));
}

/** The provider's active bids in competitions whose bidding is open, latest first. */
export async function openBids(): Promise<Counted<Bid>> {
  const page = await listPage<Bid>(ENDPOINTS.bids, {
    is_active: true,
    competition_status: 'open',
    ordering: '-submitted',
    limit: HOME_LIST_SIZE,
  });
  return { rows: page.items, total: page.total ?? page.items.length };
}

/** Dispatch instructions not yet ended and still live, soonest first. */
export async function upcomingDispatches(): Promise<Counted<DispatchInstruction>> {
  const page = await listPage<DispatchInstruction>(ENDPOINTS.instructions, { when: 'upcoming', ordering: 'start', limit: HOME_LIST_SIZE });
  return { rows: page.items, total: page.total ?? page.items.length };
}

/** The statuses an operator's home counts its competitions in, in lifecycle order. */
export const OPERATOR_STATUSES: readonly CompetitionStatus[] = ['incomplete', 'pending', 'qualifying', 'qualified', 'open', 'closed'];

/** An operator's own competitions per status (one count each, limit=0). */
export async function competitionsByStatus(operatorId: number): Promise<Record<string, number>> {
  const counts = await Promise.all(
    OPERATOR_STATUSES.map((status) => count(ENDPOINTS.competitions, { operator: operatorId, status })),
  );
  return Object.fromEntries(OPERATOR_STATUSES.map((s, i) => [s, counts[i] ?? 0]));
}

/** The operator's competitions with bids still to decide (results not confirmed). */
export async function bidsAwaitingDecision(): Promise<BidSummary[]> {
  const rows = await list<BidSummary>(ENDPOINTS.bidSummaries, { status: 'open,closed' });
  return rows.filter((r) => !r.results_confirmed && r.pending > 0);
}

export type ExploreCompetition = Expanded<Competition, 'operator'>;

/** Competitions open for qualification or bidding (and those between the two), with their operator. */
export async function exploreCompetitions(): Promise<ExploreCompetition[]> {
  return fetchAllPages<ExploreCompetition>(
    ENDPOINTS.competitions,
    {
      from_status: 'qualifying',
      to_status: 'open',
      expand: 'operator',
      fields: 'id,name,reference,status,operator,qualification_closed,open,closed,power_type,need_direction',
      ordering: 'name',
    },
    { pageSize: 200 },
  );
}

/** How many competitions have bidding open right now (a plain user's home). */
export function openCompetitionCount(): Promise<number> {
  return count(ENDPOINTS.competitions, { status: 'open' });
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
    fetchAllPages<QualificationSummary>(ENDPOINTS.qualificationSummary, { status: LIVE_STATUSES.join(',') }),
    list<BidSummary>(ENDPOINTS.bidSummaries, { status: LIVE_STATUSES.join(',') }),
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

/**
 * The bid review's pure logic: the competition's rates, merit price and guide price, the
 * operator's working decisions joined to the bids, per-window results and what may still change.
 */
import type { Bid, BidDecision, DecisionReason } from 'shared-session';
import { periodsOf, type OperatorCompetition, type ServiceWindow } from '../../common/competitions';
import { parseId } from '../../common/routeId';
import type { Outcome, RateField } from '../shared/labels';

/** Where the operator's working decision leaves a bid: accepted, rejected or pending (no decision yet). */
export type DecisionState = Outcome;

/** The rates a bid carries, by competition type (workflows §3). Unknown types: none. */
export function rateFieldsOf(competitionType: string | null | undefined): RateField[] {
  switch (competitionType) {
    case 'availability_utilisation':
      return ['availability_price', 'utilisation_price'];
    case 'utilisation':
      return ['utilisation_price'];
    case 'service_fee':
      return ['service_fee'];
    case 'availability':
      return ['availability_price'];
    default:
      return [];
  }
}

/** The price bids are ordered by: the utilisation price when the competition takes one, else its one rate. */
export function meritFieldOf(competitionType: string | null | undefined): RateField | null {
  const rates = rateFieldsOf(competitionType);
  return rates.includes('utilisation_price') ? 'utilisation_price' : (rates[0] ?? null);
}

/** The guide price auto-decisioning caps the merit price at (null when the competition sets none). */
export function guidePriceOf(competition: Pick<OperatorCompetition, 'competition_type' | 'availability_guide_price' | 'utilisation_guide_price'>): number | null {
  const field = meritFieldOf(competition.competition_type);
  const guide = field === 'availability_price' ? competition.availability_guide_price : field === 'utilisation_price' ? competition.utilisation_guide_price : null;
  return guide === null || guide === undefined ? null : Number(guide);
}

/** Decisions can change while the competition takes bids (open or closed) and results are not confirmed. */
export const canDecide = (status: string, resultsConfirmed: boolean): boolean => !resultsConfirmed && (status === 'open' || status === 'closed');

/** Results can be confirmed once bidding has closed, once. */
export const canConfirm = (status: string, resultsConfirmed: boolean): boolean => !resultsConfirmed && status === 'closed';

/** A bid with the operator's working decision on it (or none yet). */
export interface ReviewRow {
  bid: Bid;
  decision: BidDecision | null;
}

/** Joins the working decisions (bids/approvals/) to the bids by bid id. */
export function joinDecisions(bids: readonly Bid[], decisions: readonly BidDecision[]): ReviewRow[] {
  const byBid = new Map(decisions.map((d) => [d.bid, d]));
  return bids.map((bid) => ({ bid, decision: byBid.get(bid.id) ?? null }));
}

export function stateOf(row: ReviewRow): DecisionState {
  if (!row.decision) return 'pending';
  return row.decision.approved ? 'accepted' : 'rejected';
}

export function reasonOf(row: ReviewRow): DecisionReason | null {
  return row.decision?.reason ?? null;
}

/** A service window of the competition as the review shows it; no required capacity for a window only the bids know of. */
export type ReviewWindow = Pick<ServiceWindow, 'id' | 'name' | 'start_time' | 'end_time'> & { capacity_required: ServiceWindow['capacity_required'] | null };

/** The competition's windows in period order, then any window only the bids know of. */
export function windowsOf(competition: OperatorCompetition | null, bids: readonly Bid[]): ReviewWindow[] {
  const out: ReviewWindow[] = [];
  const seen = new Set<number>();
  for (const period of competition ? periodsOf(competition) : []) {
    for (const w of period.windows) {
      if (seen.has(w.id)) continue;
      seen.add(w.id);
      out.push({ id: w.id, name: w.name ?? '', start_time: w.start_time, end_time: w.end_time, capacity_required: w.capacity_required ?? null });
    }
  }
  for (const b of bids) {
    if (seen.has(b.service_window)) continue;
    seen.add(b.service_window);
    out.push({ id: b.service_window, name: b.window_name, start_time: b.window_start_time, end_time: b.window_end_time, capacity_required: null });
  }
  return out;
}

/** One window's results: bids, capacity offered and accepted, decisions counted. */
export interface WindowResult {
  window: ReviewWindow;
  bids: number;
  capacityOffered: number;
  accepted: number;
  rejected: number;
  pending: number;
  acceptedCapacity: number;
  /** Accepted capacity reaches the required capacity (null when none is required). */
  met: boolean | null;
}

/** Sums capacities without binary fractions showing (capacity has at most 1 decimal; round to 5). */
const add = (a: number, b: number) => Math.round((a + b) * 1e5) / 1e5;

export function windowResults(windows: readonly ReviewWindow[], rows: readonly ReviewRow[]): WindowResult[] {
  return windows.map((window) => {
    const mine = rows.filter((r) => r.bid.service_window === window.id);
    const result = mine.reduce(
      (acc, r) => {
        const state = stateOf(r);
        acc[state] += 1;
        acc.capacityOffered = add(acc.capacityOffered, r.bid.capacity);
        if (state === 'accepted') acc.acceptedCapacity = add(acc.acceptedCapacity, r.bid.capacity);
        return acc;
      },
      { accepted: 0, rejected: 0, pending: 0, capacityOffered: 0, acceptedCapacity: 0 },
    );
    const required = window.capacity_required;
    return { window, bids: mine.length, ...result, met: required === null || required <= 0 ? null : result.acceptedCapacity >= required };
  });
}

/** Decision counts over rows. */
export function countStates(rows: readonly ReviewRow[]): Record<DecisionState, number> & { acceptedCapacity: number } {
  return rows.reduce(
    (acc, r) => {
      const state = stateOf(r);
      acc[state] += 1;
      if (state === 'accepted') acc.acceptedCapacity = add(acc.acceptedCapacity, r.bid.capacity);
      return acc;
    },
    { accepted: 0, rejected: 0, pending: 0, acceptedCapacity: 0 },
  );
}

/** The selection after ticking or unticking one bid. */
export function toggled(selection: ReadonlySet<number>, id: number, on: boolean): Set<number> {
  const next = new Set(selection);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

/** The selection after ticking or unticking every one of `ids` (others stay as they are). */
export function toggledAll(selection: ReadonlySet<number>, ids: readonly number[], on: boolean): Set<number> {
  const next = new Set(selection);
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** Whether none, some or all of `ids` are selected (the select-all box's state). */
export function selectionState(selection: ReadonlySet<number>, ids: readonly number[]): 'none' | 'some' | 'all' {
  const n = ids.filter((id) => selection.has(id)).length;
  if (n === 0) return 'none';
  return n === ids.length ? 'all' : 'some';
}

/** A competition id from the query (`?competition=12`), or null when absent or not an id. */
export const competitionParam = (search: URLSearchParams): number | null => parseId(search.get('competition'));

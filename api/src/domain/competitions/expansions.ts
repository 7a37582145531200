/** The competition expansions: boundary, service_periods(.windows), confirmation, qualifyingAssets. */
import type { Static } from '@sinclair/typebox';
import { queryOf, type ExpandHandler, type ResourceContext } from '../../resources/index.js';
import { queryValue } from '../../platform/http/http.js';
import type { ConfirmationRow, ExpandedServicePeriod, ExpandedServiceWindow } from './expanded.js';
import { WINDOW_SELECT } from './periods.js';

/** A service period as expand=service_periods puts it in place of its id. */
type Period = Static<typeof ExpandedServicePeriod>;
/** A window inside an expanded period (expand=service_periods.windows). */
type Window = Static<typeof ExpandedServiceWindow>;
/** A confirmation as stored: its instant is a Date until the answer is serialised. */
type StoredConfirmation = Omit<Static<typeof ConfirmationRow>, 'created'> & { created: Date };

/** The id of a competition row being expanded (its `id` is an integer). */
function idOf(row: { id?: unknown }): number {
  return Number(row.id);
}

function fidelityOf(ctx: ResourceContext): 'low' | 'high' {
  return queryValue(queryOf(ctx.request), 'boundary_fidelity') === 'high' ? 'high' : 'low';
}

export const expandBoundary: ExpandHandler = async (rows, ctx) => {
  const ids = rows.map(idOf);
  const column = fidelityOf(ctx) === 'high' ? 'b.boundary' : 'b.boundary_low';
  const r = await ctx.db.query<{ id: number; competition: number; boundary: unknown; buffer: number }>(
    `SELECT b.id, b.competition_id AS competition, ${column} AS boundary, c.boundary_buffer AS buffer
       FROM competition_boundaries b JOIN competitions c ON c.id = b.competition_id WHERE b.competition_id = ANY($1::int[])`,
    [ids],
  );
  const by = new Map(r.rows.map((b) => [b.competition, b]));
  const fidelity = fidelityOf(ctx);
  for (const row of rows) {
    const b = by.get(idOf(row));
    row.boundary = b ? { id: b.id, competition: b.competition, fidelity, boundary: b.boundary, buffer: b.buffer } : null;
  }
};

export const expandServicePeriods: ExpandHandler = async (rows, ctx) => {
  const ids = rows.map(idOf);
  const periods = await ctx.db.query<Period>(
    `SELECT id, competition_id AS competition, name, start, "end",
        json_build_array(start, "end") AS period_dates
       FROM service_periods WHERE competition_id = ANY($1::int[]) ORDER BY start, id`,
    [ids],
  );
  const withWindows = ctx.nested.includes('windows') || ctx.nested.includes('service_windows');
  const windowsBy = new Map<number, Window[]>();
  if (withWindows && periods.rows.length) {
    const w = await ctx.db.query<Window>(`${WINDOW_SELECT} WHERE w.service_period_id = ANY($1::int[]) ORDER BY w.start_time, w.id`, [
      periods.rows.map((p) => p.id),
    ]);
    for (const win of w.rows) {
      const list = windowsBy.get(win.service_period) ?? [];
      list.push(win);
      windowsBy.set(win.service_period, list);
    }
  }
  const by = new Map<number, Period[]>();
  for (const p of periods.rows) {
    if (withWindows) {
      p.windows = windowsBy.get(p.id) ?? [];
      p.service_windows = p.windows;
    }
    const list = by.get(p.competition) ?? [];
    list.push(p);
    by.set(p.competition, list);
  }
  for (const row of rows) row.service_periods = by.get(idOf(row)) ?? [];
};
expandServicePeriods.nested = ['windows', 'service_windows'];

/** Operator: its results confirmation; provider: its entry confirmation; others: null. */
export const expandConfirmation: ExpandHandler = async (rows, ctx) => {
  const user = ctx.user;
  for (const row of rows) row.confirmation = null;
  if (!user || user.orgId === null) return;
  const r = await ctx.db.query<StoredConfirmation>(
    `SELECT id, competition_id AS competition, organisation_id AS organisation, kind, confirmed_by, created
       FROM competition_confirmations WHERE competition_id = ANY($1::int[]) AND organisation_id = $2`,
    [rows.map((x) => x.id), user.orgId],
  );
  const by = new Map(r.rows.map((c) => [c.competition, c]));
  for (const row of rows) row.confirmation = by.get(idOf(row)) ?? null;
};

/** qualifyingAssets {total_count}: qualifying assets the caller may see (own for providers). */
export const expandQualifyingAssets: ExpandHandler = async (rows, ctx) => {
  const user = ctx.user;
  const ids = rows.map(idOf);
  let counts = new Map<number, number>();
  if (user && user.orgId !== null) {
    const own =
      user.orgType === 'flexprovider'
        ? `AND (a.flex_provider_id = $2 OR p.flex_provider_id = $2)`
        : `AND EXISTS (SELECT 1 FROM competitions c WHERE c.id = q.competition_id AND c.operator_id = $2)`;
    const r = await ctx.db.query<{ competition: number; n: number }>(
      `SELECT q.competition_id AS competition, count(*)::int AS n FROM qualifications q
         LEFT JOIN flex_assets a ON a.id = q.flex_asset_id LEFT JOIN planned_assets p ON p.id = q.planned_asset_id
        WHERE q.competition_id = ANY($1::int[]) AND q.eligibility_status IN ('eligible', 'qualified') ${own}
        GROUP BY q.competition_id`,
      [ids, user.orgId],
    );
    counts = new Map(r.rows.map((x) => [x.competition, x.n]));
  }
  for (const row of rows) row.qualifyingAssets = { total_count: counts.get(idOf(row)) ?? 0 };
};

/**
 * counts {qualifying_assets, entries, bids}: for an operator, over the whole competition; for a
 * provider, its own assets, entry and ballots only (no view of competitors); others get zeros.
 * bids counts active ballots until the bidding issue adds per-window bids.
 */
export const expandCounts: ExpandHandler = async (rows, ctx) => {
  const user = ctx.user;
  const ids = rows.map(idOf);
  const zero = () => ({ qualifying_assets: 0, entries: 0, bids: 0 });
  const counts = new Map<number, { qualifying_assets: number; entries: number; bids: number }>(ids.map((id) => [id, zero()]));
  if (user && user.orgId !== null && (user.orgType === 'flexprovider' || user.orgType === 'systemoperator') && ids.length) {
    const provider = user.orgType === 'flexprovider';
    const r = await ctx.db.query<{ id: number; qualifying_assets: number; entries: number; bids: number }>(
      `SELECT c.id,
         (SELECT count(*)::int FROM qualifications q
            LEFT JOIN flex_assets a ON a.id = q.flex_asset_id LEFT JOIN planned_assets p ON p.id = q.planned_asset_id
           WHERE q.competition_id = c.id AND q.eligibility_status IN ('eligible', 'qualified')
             AND (NOT $2 OR a.flex_provider_id = $3 OR p.flex_provider_id = $3)) AS qualifying_assets,
         (SELECT count(*)::int FROM competition_entries e WHERE e.competition_id = c.id AND e.status = 'confirmed'
             AND (NOT $2 OR e.flex_provider_id = $3)) AS entries,
         (SELECT count(*)::int FROM ballots b WHERE b.competition_id = c.id AND b.is_active
             AND (NOT $2 OR b.flex_provider_id = $3)) AS bids
       FROM competitions c WHERE c.id = ANY($1::int[]) AND ($2 OR c.operator_id = $3)`,
      [ids, provider, user.orgId],
    );
    for (const x of r.rows) counts.set(x.id, { qualifying_assets: x.qualifying_assets, entries: x.entries, bids: x.bids });
  }
  for (const row of rows) row.counts = counts.get(idOf(row)) ?? zero();
};

/**
 * Demo market data: ballots and bids from both demo providers on open and closed
 * competitions, and one closed competition of Northern Lines cleared by market clearing with
 * its results confirmed — so every bidding, review and results screen has data. Deterministic.
 */
import type { Db } from '../../db/types.js';
import type { HolidayCalendar } from '../../domain/competitions/holidays.js';
import { windowsOf, competitionFacts, type WindowFacts } from '../../domain/market/facts.js';
import { gspNamesOf, gspSitesOf } from '../../domain/market/gsp.js';
import { runClearing, type McaInterval } from '../../domain/market/mca.js';
import { rateFieldsFor } from '../../domain/market/rules.js';
import { recurrencesOverlap } from '../../domain/market/windows.js';
import { createRng } from './generate.js';

interface Candidate {
  competition_id: number;
  status: string;
  operator_id: number;
  competition_type: string;
  holiday_calendar: HolidayCalendar;
  field: string;
  assets: Array<{ id: number; lon: number | null; lat: number | null; capacity: number }>;
}

const PER_STATUS = { open: 6, closed: 4 } as const;

/** Windows of a competition that do not overlap each other (one asset may bid in all of them). */
function separateWindows(windows: Iterable<WindowFacts>): WindowFacts[] {
  const chosen: WindowFacts[] = [];
  for (const w of windows) if (!chosen.some((c) => recurrencesOverlap(c, w))) chosen.push(w);
  return chosen;
}

async function candidates(db: Db, provider: number): Promise<Candidate[]> {
  const r = await db.query<Candidate>(
    `SELECT c.id AS competition_id, c.status, c.operator_id, c.competition_type, c.holiday_calendar,
            CASE WHEN c.power_type = 'reactive_power'
              THEN CASE WHEN c.need_direction IN ('deficit', 'export') THEN 'reactive_export_capacity' ELSE 'reactive_import_capacity' END
              ELSE CASE WHEN c.need_direction IN ('deficit', 'export') THEN 'active_export_capacity' ELSE 'active_import_capacity' END END AS field,
            json_agg(json_build_object('id', a.id, 'lon', a.lon, 'lat', a.lat,
              'capacity', CASE WHEN c.power_type = 'reactive_power'
                THEN CASE WHEN c.need_direction IN ('deficit', 'export') THEN a.reactive_export_capacity ELSE a.reactive_import_capacity END
                ELSE CASE WHEN c.need_direction IN ('deficit', 'export') THEN a.active_export_capacity ELSE a.active_import_capacity END END) ORDER BY a.id) AS assets
       FROM qualifications q JOIN flex_assets a ON a.id = q.flex_asset_id JOIN competitions c ON c.id = q.competition_id
      WHERE a.flex_provider_id = $1 AND a.is_active AND c.is_active AND q.eligibility_status IN ('eligible', 'qualified') AND c.status IN ('open', 'closed')
        AND EXISTS (SELECT 1 FROM service_windows w WHERE w.competition_id = c.id)
      GROUP BY c.id ORDER BY c.id`,
    [provider],
  );
  return r.rows;
}

async function placeBids(db: Db, provider: number, userId: number | null, c: Candidate, rng: () => number): Promise<number> {
  const assets = c.assets.filter((a) => a.capacity > 0).slice(0, 3);
  if (!assets.length) return 0;
  const group = await db.query<{ id: number }>('INSERT INTO ballot_asset_groups (competition_id, flex_provider_id) VALUES ($1, $2) RETURNING id', [c.competition_id, provider]);
  await db.query('INSERT INTO ballot_assets (group_id, flex_asset_id) SELECT $1, unnest($2::int[])', [group.rows[0]!.id, assets.map((a) => a.id)]);
  const ballot = await db.query<{ id: number }>(
    `INSERT INTO ballots (competition_id, flex_provider_id, ballot_asset_group_id, created, updated) VALUES ($1, $2, $3, now() - interval '2 days', now() - interval '1 day') RETURNING id`,
    [c.competition_id, provider, group.rows[0]!.id],
  );
  // Bidding follows entry (market/entry.ts): the provider's confirmed entry includes every asset it bids with.
  const entry = await db.query<{ id: number }>(
    `INSERT INTO competition_entries (competition_id, flex_provider_id, status, confirmed_by) VALUES ($1, $2, 'confirmed', $3)
     ON CONFLICT (competition_id, flex_provider_id) DO UPDATE SET status = 'confirmed' RETURNING id`,
    [c.competition_id, provider, userId],
  );
  await db.query('INSERT INTO competition_entry_assets (entry_id, flex_asset_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING', [entry.rows[0]!.id, assets.map((a) => a.id)]);
  await db.query(`INSERT INTO competition_confirmations (competition_id, organisation_id, kind, confirmed_by) VALUES ($1, $2, 'entry', $3) ON CONFLICT DO NOTHING`, [
    c.competition_id,
    provider,
    userId,
  ]);
  const total = assets.reduce((s, a) => s + a.capacity, 0);
  const gsps = gspNamesOf(assets, await gspSitesOf(db, c.operator_id));
  const rates = rateFieldsFor(c.competition_type);
  const windows = separateWindows((await windowsOf(db, c.competition_id, c.holiday_calendar)).values());
  let placed = 0;
  for (const w of windows) {
    const capacity = Math.max(0.1, Math.round(total * (0.4 + rng() * 0.6) * 10) / 10);
    if (capacity > total) continue;
    const price = (field: string) => (rates.includes(field as never) ? Math.round((field === 'availability_price' ? 3 + rng() * 9 : 120 + rng() * 260) * 100) / 100 : null);
    const values = [capacity, 3600 * (1 + Math.floor(rng() * 4)), price('availability_price'), price('utilisation_price'), price('service_fee')];
    const bid = await db.query<{ id: number }>(
      `INSERT INTO bids (ballot_id, competition_id, flex_provider_id, service_window_id, capacity, max_runtime_seconds, availability_price, utilisation_price, service_fee, gsps, submitted, created, updated)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now() - make_interval(mins => $11), now() - interval '1 day', now() - interval '1 day') RETURNING id`,
      [ballot.rows[0]!.id, c.competition_id, provider, w.id, ...values, gsps, Math.floor(rng() * 2000)],
    );
    await db.query(
      `INSERT INTO bid_versions (bid_id, version, capacity, max_runtime_seconds, availability_price, utilisation_price, service_fee, created_by) VALUES ($1, 1, $2, $3, $4, $5, $6, $7)`,
      [bid.rows[0]!.id, ...values, userId],
    );
    placed++;
  }
  return placed;
}

/** Clears one closed competition over its windows' own times and confirms its results. */
async function clearAndConfirm(db: Db, competitionId: number, operatorUser: number | null): Promise<void> {
  const c = await competitionFacts(db, competitionId);
  if (!c) return;
  const windows = await windowsOf(db, c.id, c.holiday_calendar);
  const intervals: McaInterval[] = [...windows.values()].map((w) => ({
    start_time: w.start_time,
    end_time: w.end_time,
    max_utilisation_rate: 300,
    required_capacity: Math.max(0.1, w.capacity_required * 0.5),
    exclude_gsps: null,
    period_dates: [w.start_date, w.end_date],
    service_days: [...w.service_days],
    holiday_handling: w.holiday_handling,
    window_id: w.id,
  }));
  const result = await runClearing(db, c, intervals);
  const set = await db.query<{ id: number }>('INSERT INTO mca_parameter_sets (competition_id, demand_intervals, created_by) VALUES ($1, $2, $3) RETURNING id', [
    c.id,
    JSON.stringify(intervals),
    operatorUser,
  ]);
  for (const d of result.decisions) {
    const reason = d.reason === 'not_in_interval' ? 'rejected_by_operator' : d.reason;
    await db.query(
      `INSERT INTO bid_approvals (bid_id, approved, reason, method, paid_price, parameter_set_id, decided_by) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [d.bid_id, d.approved, reason, d.reason === 'not_in_interval' ? 'manual' : 'clearing', d.paid_price, set.rows[0]!.id, operatorUser],
    );
  }
  await db.query(`INSERT INTO competition_confirmations (competition_id, organisation_id, kind, confirmed_by) VALUES ($1, $2, 'results', $3) ON CONFLICT DO NOTHING`, [
    c.id,
    c.operator_id,
    operatorUser,
  ]);
}

export async function seedDemoMarket(db: Db, providers: readonly number[]): Promise<void> {
  const rng = createRng(9009);
  const bidOn = new Map<number, Set<number>>();
  for (const provider of providers) {
    const user = await db.query<{ id: number }>('SELECT id FROM users WHERE organisation_id = $1 ORDER BY id LIMIT 1', [provider]);
    const list = await candidates(db, provider);
    for (const status of ['open', 'closed'] as const) {
      for (const c of list.filter((x) => x.status === status).slice(0, PER_STATUS[status])) {
        if (await placeBids(db, provider, user.rows[0]?.id ?? null, c, rng)) bidOn.set(c.competition_id, (bidOn.get(c.competition_id) ?? new Set()).add(provider));
      }
    }
  }
  // The cleared one: a closed competition with bids from both providers if there is one,
  // Northern Lines' first (the demo operator people log in as).
  const closed = await db.query<{ id: number; operator_id: number; user_id: number | null }>(
    `SELECT c.id, c.operator_id, (SELECT u.id FROM users u WHERE u.organisation_id = c.operator_id ORDER BY u.id LIMIT 1) AS user_id
       FROM competitions c JOIN organisations o ON o.id = c.operator_id
      WHERE c.status = 'closed' AND c.is_active AND c.id = ANY($1::int[])
      ORDER BY (o.slug = 'northern-lines-networks') DESC, c.id`,
    [[...bidOn.keys()]],
  );
  const pick = closed.rows.find((c) => (bidOn.get(c.id)?.size ?? 0) >= 2) ?? closed.rows[0];
  if (pick) await clearAndConfirm(db, pick.id, pick.user_id);
}

/**
 * Test data for the analytics reports' tests, made through SQL: a fresh operator organisation (with
 * a user who can log in) so a report holds only what the test put there, its competitions, service
 * windows and bids, providers and their assets.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/types.js';
import { login } from '../helpers.js';

/** A new organisation; for an operator also an admin user (the demo password), logged in. */
export async function makeOrganisation(app: FastifyInstance, slug: string, name: string, orgType: 'systemoperator' | 'flexprovider'): Promise<{ id: number; token: string | null }> {
  const db = app.db;
  const org = await db.query<{ id: number }>(`INSERT INTO organisations (name, org_type, slug) VALUES ($1, $2, $3) RETURNING id`, [name, orgType, slug]);
  const id = org.rows[0]!.id;
  if (orgType === 'flexprovider') return { id, token: null };
  const email = `${slug}@analytics.test`;
  const user = await db.query<{ id: number }>(
    `INSERT INTO users (email, first_name, last_name, password_hash, organisation_id, is_activated)
     SELECT $1, 'Ana', 'Lyst', password_hash, $2, true FROM users WHERE email = 'operator@northernlines.test' RETURNING id`,
    [email, id],
  );
  await db.query(`INSERT INTO team_roles (user_id, role) VALUES ($1, 'admin')`, [user.rows[0]!.id]);
  return { id, token: await login(app, email) };
}

export interface CompetitionValues {
  name: string;
  type?: string;
  gspGroups?: string[];
  guides?: { availability?: string; utilisation?: string; serviceFee?: string };
}

export async function makeCompetition(db: Db, operator: number, v: CompetitionValues): Promise<number> {
  const r = await db.query<{ id: number }>(
    `INSERT INTO competitions (name, reference, operator_id, currency, competition_type, gsp_groups, availability_guide_price, utilisation_guide_price, service_fee)
     VALUES ($1, $2, $3, 'GBP', $4, $5, $6, $7, $8) RETURNING id`,
    [v.name, v.name.toUpperCase().replace(/\W+/g, '-'), operator, v.type ?? 'availability_utilisation', v.gspGroups ?? [], v.guides?.availability ?? null, v.guides?.utilisation ?? null, v.guides?.serviceFee ?? null],
  );
  return r.rows[0]!.id;
}

/** A service period and one window in it; returns the window's id. */
export async function makeWindow(db: Db, competition: number, v: { name: string; start: string; end: string; requiredMw: number; from?: string; to?: string }): Promise<number> {
  const period = await db.query<{ id: number }>(`INSERT INTO service_periods (competition_id, name, start, "end") VALUES ($1, $2, $3, $4) RETURNING id`, [competition, `${v.name} period`, v.start, v.end]);
  const w = await db.query<{ id: number }>(
    `INSERT INTO service_windows (service_period_id, competition_id, name, start_time, end_time, capacity_required) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [period.rows[0]!.id, competition, v.name, v.from ?? '17:00', v.to ?? '19:00', v.requiredMw],
  );
  return w.rows[0]!.id;
}

export interface BidValues {
  competition: number;
  provider: number;
  window: number;
  capacity: string;
  prices?: { availability?: string | null; utilisation?: string | null; serviceFee?: string | null };
  /** true accepted, false rejected, undefined undecided. */
  approved?: boolean;
  active?: boolean;
  decided?: string;
  /** The price the decision pays (pay as clear). */
  paidPrice?: string;
}

/** A bid in a ballot of its own, with the operator's decision when given. */
export async function makeBid(db: Db, v: BidValues): Promise<number> {
  const ballot = await db.query<{ id: number }>(`INSERT INTO ballots (competition_id, flex_provider_id) VALUES ($1, $2) RETURNING id`, [v.competition, v.provider]);
  const bid = await db.query<{ id: number }>(
    `INSERT INTO bids (ballot_id, competition_id, flex_provider_id, service_window_id, capacity, max_runtime_seconds, availability_price, utilisation_price, service_fee, is_active)
     VALUES ($1, $2, $3, $4, $5, 3600, $6, $7, $8, $9) RETURNING id`,
    [ballot.rows[0]!.id, v.competition, v.provider, v.window, v.capacity, v.prices?.availability ?? null, v.prices?.utilisation ?? null, v.prices?.serviceFee ?? null, v.active ?? true],
  );
  const id = bid.rows[0]!.id;
  if (v.approved !== undefined) {
    await db.query(`INSERT INTO bid_approvals (bid_id, approved, reason, method, decided, paid_price) VALUES ($1, $2, $3, 'manual', $4, $5)`, [
      id,
      v.approved,
      v.approved ? 'accepted' : 'rejected_by_operator',
      v.decided ?? new Date().toISOString(),
      v.paidPrice ?? null,
    ]);
  }
  return id;
}

export async function makeAsset(db: Db, provider: number, v: { ref: string; type?: string; importMeter?: string | null; exportMeter?: string | null }): Promise<number> {
  const r = await db.query<{ id: number }>(
    `INSERT INTO flex_assets (ref, name, flex_provider_id, asset_type, asset_category, import_meter_id, export_meter_id, active_import_capacity)
     VALUES ($1, $1, $2, $3, $3, $4, $5, 5) RETURNING id`,
    [v.ref, provider, v.type ?? 'demand_side_response', v.importMeter ?? null, v.exportMeter ?? null],
  );
  return r.rows[0]!.id;
}

/** Numbers compared to the report's: equal to 9 significant places. */
export const close = (a: number | null, b: number | null): boolean => (a === null || b === null ? a === b : Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b)));

/** An accepted instruction of a bid for some of its assets (straight into the table). */
export async function makeInstruction(db: Db, v: { competition: number; window: number; provider: number; bid: number; assets: number[]; start: string; end: string; mw: string }): Promise<number> {
  const r = await db.query<{ id: number }>(
    `INSERT INTO dispatch_instructions (competition_id, service_window_id, flex_provider_id, bid_id, assets, start, "end", quantity, unit, response_deadline, status, response, responded, sent)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'MW', $6::timestamptz - interval '30 minutes', 'accepted', 'accepted', $6::timestamptz - interval '40 minutes', $6::timestamptz - interval '1 hour') RETURNING id`,
    [v.competition, v.window, v.provider, v.bid, v.assets, v.start, v.end, v.mw],
  );
  return r.rows[0]!.id;
}

export interface StoredEventValues {
  instruction: number;
  asset: number;
  provider: number;
  start: string;
  end: string;
  instructedMw: string;
  /** null: the event lacked baseline or metered data (no figures). */
  instructedMwh: string | null;
  deliveredMwh: string | null;
}

/**
 * A settlement report version of a competition's month as a run writes it (its run, the report,
 * its events with their figures); `published` sets the publication (a later published version
 * marks the earlier one superseded, as publishing does).
 */
export async function makeSettlementReport(
  db: Db,
  v: { competition: number; month: string; version: number; status: 'draft' | 'published' | 'superseded'; settingsVersion?: number; events: StoredEventValues[] },
): Promise<number> {
  const run = await db.query<{ id: number }>(`INSERT INTO settlement_runs (competition_id, month, status, trigger, finished) VALUES ($1, $2, 'done', 'operator', now()) RETURNING id`, [v.competition, v.month]);
  const published = v.status !== 'draft';
  const report = await db.query<{ id: number }>(
    `INSERT INTO settlement_reports (competition_id, month, version, run_id, status, settings_version, currency, interval_minutes, events_count, published_at, dispute_window_ends)
     VALUES ($1, $2, $3, $4, $5, $6, 'GBP', 30, $7, $8, $8) RETURNING id`,
    [v.competition, v.month, v.version, run.rows[0]!.id, v.status, v.settingsVersion ?? 0, v.events.length, published ? new Date().toISOString() : null],
  );
  const id = report.rows[0]!.id;
  for (const e of v.events) {
    const hasFigures = e.instructedMwh !== null && e.deliveredMwh !== null;
    await db.query(
      `INSERT INTO settlement_report_events (report_id, event_id, instruction_id, asset_id, provider_id, start, "end", direction, instructed_mw,
         has_baseline_data, has_actual_data, performance_ratio, delivered_mwh, instructed_mwh, shortfall_mwh, inputs)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'turn_down', $8, $9, $9, $10::numeric / nullif($11::numeric, 0), $10, $11, $11::numeric - $10::numeric, '{}')`,
      [id, `${e.instruction}-${e.asset}`, e.instruction, e.asset, e.provider, e.start, e.end, e.instructedMw, hasFigures, e.deliveredMwh, e.instructedMwh],
    );
  }
  return id;
}

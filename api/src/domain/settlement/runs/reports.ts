/**
 * Reading reports: who sees which (an operator: every version of its own competitions; a provider:
 * the versions that were published — never a draft, nor a draft a later run replaced — and within them only its own events and statement),
 * and the rows, events and statements as the API answers them. Numeric columns are read as text
 * so that no figure passes through a binary float.
 */
import type { Principal } from '../../../auth/principal.js';
import type { Db } from '../../../db/types.js';
import { notFound } from '../../../errors.js';
import type { Statement } from '../schemas.js';
import type { DisputeRow, ReportEvent, ReportRow, ReportStatus } from './schemas.js';

export const iso = (d: Date | string): string => (d instanceof Date ? d : new Date(d)).toISOString();
export const isoOrNull = (d: Date | string | null): string | null => (d === null ? null : iso(d));

/** The caller's view of reports: operator or provider, and its organisation. */
export interface Viewer {
  orgId: number;
  provider: boolean;
}

export function viewerOf(user: Principal | null): Viewer {
  if (!user || user.orgId === null) throw notFound('Settlement report not found.');
  return { orgId: user.orgId, provider: user.orgType === 'flexprovider' };
}

/**
 * SQL condition on a report aliased `r` for the viewer ($1 = its organisation): the operator's
 * competitions; for a provider, reports past draft holding a statement or an event of its own.
 */
export function reportScope(viewer: Viewer): string {
  return viewer.provider
    ? `r.published_at IS NOT NULL AND (EXISTS (SELECT 1 FROM settlement_statements s WHERE s.report_id = r.id AND s.provider_id = $1)
        OR EXISTS (SELECT 1 FROM settlement_report_events e WHERE e.report_id = r.id AND e.provider_id = $1))`
    : `EXISTS (SELECT 1 FROM competitions c WHERE c.id = r.competition_id AND c.operator_id = $1)`;
}

/** Totals and counts: a provider's own statement and events, an operator's whole report. */
function figures(viewer: Viewer): string {
  if (!viewer.provider) return `r.net::text AS net, r.vat::text AS vat, r.gross::text AS gross, r.events_count`;
  return `coalesce((SELECT s.net FROM settlement_statements s WHERE s.report_id = r.id AND s.provider_id = $1), 0)::text AS net,
    coalesce((SELECT s.vat FROM settlement_statements s WHERE s.report_id = r.id AND s.provider_id = $1), 0)::text AS vat,
    coalesce((SELECT s.gross FROM settlement_statements s WHERE s.report_id = r.id AND s.provider_id = $1), 0)::text AS gross,
    (SELECT count(*) FROM settlement_report_events e WHERE e.report_id = r.id AND e.provider_id = $1)::int AS events_count`;
}

export function reportSelect(viewer: Viewer): string {
  const disputes = viewer.provider
    ? `(SELECT count(*) FROM settlement_disputes d WHERE d.report_id = r.id AND d.status = 'open' AND d.provider_id = $1)::int`
    : `(SELECT count(*) FROM settlement_disputes d WHERE d.report_id = r.id AND d.status = 'open')::int`;
  // A provider's "latest" is the latest version it may see.
  const later = viewer.provider ? 'r2.published_at IS NOT NULL' : 'true';
  return `SELECT r.id, r.competition_id AS competition, c.name AS competition_name, c.reference AS competition_reference,
      c.operator_id AS operator, o.name AS operator_name, r.month, r.version,
      NOT EXISTS (SELECT 1 FROM settlement_reports r2 WHERE r2.competition_id = r.competition_id AND r2.month = r.month AND r2.version > r.version AND ${later}) AS latest,
      r.status, r.settings_version, r.currency, r.interval_minutes, ${figures(viewer)},
      r.created, r.published_at, r.dispute_window_ends, r.finalised_at, ${disputes} AS open_disputes, r.run_id AS run
    FROM settlement_reports r JOIN competitions c ON c.id = r.competition_id JOIN organisations o ON o.id = c.operator_id`;
}

interface StoredReportRow extends Omit<ReportRow, 'created' | 'published_at' | 'dispute_window_ends' | 'finalised_at'> {
  created: Date;
  published_at: Date | null;
  dispute_window_ends: Date | null;
  finalised_at: Date | null;
}

export function toReportRow(r: StoredReportRow): ReportRow {
  return { ...r, created: iso(r.created), published_at: isoOrNull(r.published_at), dispute_window_ends: isoOrNull(r.dispute_window_ends), finalised_at: isoOrNull(r.finalised_at) };
}

export interface ReportFilter {
  competition?: number;
  month?: string;
  status?: ReportStatus;
  latest?: boolean;
  ids?: number[];
}

export async function listReports(db: Db, viewer: Viewer, filter: ReportFilter, page: { limit: number; offset: number }): Promise<{ rows: ReportRow[]; total: number }> {
  const params: unknown[] = [viewer.orgId];
  const where = [reportScope(viewer)];
  const add = (cond: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(cond(`$${params.length}`));
  };
  if (filter.competition !== undefined) add((p) => `r.competition_id = ${p}`, filter.competition);
  if (filter.month !== undefined) add((p) => `r.month = ${p}`, filter.month);
  if (filter.status !== undefined) add((p) => `r.status = ${p}`, filter.status);
  if (filter.ids !== undefined) add((p) => `r.id = ANY(${p}::int[])`, filter.ids);
  const base = `${reportSelect(viewer)} WHERE ${where.join(' AND ')}`;
  const outer = filter.latest ? 'WHERE q.latest' : '';
  const count = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${base}) q ${outer}`, params);
  const rows = await db.query<StoredReportRow>(
    `SELECT * FROM (${base}) q ${outer} ORDER BY q.month DESC, q.competition_name, q.version DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
    params,
  );
  return { rows: rows.rows.map(toReportRow), total: count.rows[0]!.n };
}

/** One report the viewer may see, or 404. */
export async function reportFor(db: Db, viewer: Viewer, id: number): Promise<ReportRow> {
  const r = await db.query<StoredReportRow>(`${reportSelect(viewer)} WHERE r.id = $2 AND ${reportScope(viewer)}`, [viewer.orgId, id]);
  const row = r.rows[0];
  if (!row) throw notFound('Settlement report not found.');
  return toReportRow(row);
}

export async function statementsOfReport(db: Db, viewer: Viewer, reportId: number): Promise<Array<{ provider: number; provider_name: string; statement: Statement; net: string; vat: string; gross: string }>> {
  const r = await db.query<{ provider: number; provider_name: string; statement: Statement; net: string; vat: string; gross: string }>(
    `SELECT s.provider_id AS provider, o.name AS provider_name, s.statement, s.net::text AS net, s.vat::text AS vat, s.gross::text AS gross
       FROM settlement_statements s JOIN organisations o ON o.id = s.provider_id
      WHERE s.report_id = $2 AND ($3::boolean = false OR s.provider_id = $1)
      ORDER BY o.name, s.provider_id`,
    [viewer.orgId, reportId, viewer.provider],
  );
  return r.rows;
}

const EVENT_SELECT = `SELECT e.event_id AS id, e.instruction_id AS instruction, e.asset_id AS asset, a.ref AS asset_ref,
    e.provider_id AS provider, o.name AS provider_name, e.start, e."end", e.direction, e.instructed_mw::text AS instructed_mw,
    e.has_baseline_data, e.has_actual_data, e.performance_ratio::text AS performance_ratio, e.delivered_mwh::text AS delivered_mwh,
    e.instructed_mwh::text AS instructed_mwh, e.shortfall_mwh::text AS shortfall_mwh, e.utilisation_paid,
    e.utilisation::text AS utilisation, e.penalty::text AS penalty, e.inputs, e.periods
  FROM settlement_report_events e JOIN organisations o ON o.id = e.provider_id LEFT JOIN flex_assets a ON a.id = e.asset_id`;

type StoredEvent = Omit<ReportEvent, 'start' | 'end'> & { start: Date; end: Date };
export const toReportEvent = (e: StoredEvent): ReportEvent => ({ ...e, start: iso(e.start), end: iso(e.end) });

/** A report's events the viewer may see (a provider: its own), in start order. */
export async function eventsOfReport(db: Db, viewer: Viewer, reportId: number, filter: { provider?: number }, page: { limit: number; offset: number }): Promise<{ rows: ReportEvent[]; total: number }> {
  const params = [viewer.orgId, reportId, viewer.provider, filter.provider ?? null];
  const where = `e.report_id = $2 AND ($3::boolean = false OR e.provider_id = $1) AND ($4::int IS NULL OR e.provider_id = $4)`;
  const count = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM settlement_report_events e WHERE ${where}`, params);
  const rows = await db.query<StoredEvent>(`${EVENT_SELECT} WHERE ${where} ORDER BY e.start, e.event_id LIMIT ${page.limit} OFFSET ${page.offset}`, params);
  return { rows: rows.rows.map(toReportEvent), total: count.rows[0]!.n };
}

export const DISPUTE_SELECT = `SELECT d.id, d.report_id AS report, r.version, r.competition_id AS competition, c.name AS competition_name, r.month,
    d.provider_id AS provider, o.name AS provider_name, d.event_id AS event, d.reason, d.note, d.status, d.created, d.decided_at,
    d.decision_note, d.rerun_id AS rerun
  FROM settlement_disputes d JOIN settlement_reports r ON r.id = d.report_id JOIN competitions c ON c.id = r.competition_id
  JOIN organisations o ON o.id = d.provider_id`;

type StoredDispute = Omit<DisputeRow, 'created' | 'decided_at'> & { created: Date; decided_at: Date | null };
export const toDisputeRow = (d: StoredDispute): DisputeRow => ({ ...d, created: iso(d.created), decided_at: isoOrNull(d.decided_at) });

/** Disputes the viewer may see ($1 its organisation): a provider its own, an operator those on its competitions. */
export function disputeScope(viewer: Viewer): string {
  return viewer.provider ? 'd.provider_id = $1' : 'c.operator_id = $1';
}

export async function listDisputes(
  db: Db,
  viewer: Viewer,
  filter: { report?: number; competition?: number; status?: string; ids?: number[] },
  page: { limit: number; offset: number },
): Promise<{ rows: DisputeRow[]; total: number }> {
  const params: unknown[] = [viewer.orgId];
  const where = [disputeScope(viewer)];
  const add = (cond: (p: string) => string, value: unknown) => {
    params.push(value);
    where.push(cond(`$${params.length}`));
  };
  if (filter.report !== undefined) add((p) => `d.report_id = ${p}`, filter.report);
  if (filter.competition !== undefined) add((p) => `r.competition_id = ${p}`, filter.competition);
  if (filter.status !== undefined) add((p) => `d.status = ${p}`, filter.status);
  if (filter.ids !== undefined) add((p) => `d.id = ANY(${p}::int[])`, filter.ids);
  const sqlWhere = where.join(' AND ');
  const count = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM settlement_disputes d JOIN settlement_reports r ON r.id = d.report_id JOIN competitions c ON c.id = r.competition_id WHERE ${sqlWhere}`,
    params,
  );
  const rows = await db.query<StoredDispute>(`${DISPUTE_SELECT} WHERE ${sqlWhere} ORDER BY (d.status = 'open') DESC, d.created DESC, d.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`, params);
  return { rows: rows.rows.map(toDisputeRow), total: count.rows[0]!.n };
}

/**
 * A provider's delivery performance in a month (dispatch-performance/v1): per dispatch event the
 * per-period baseline, metered, instructed and delivered MW, the performance ratio and money, and
 * per competition a summary (energies, ratio, its statement's lines and totals). Figures come from
 * the latest report version of each competition and month the provider was shown (never a draft).
 */
import type { Db } from '../../../db/types.js';
import { Dec, sum, text } from '../decimal.js';
import type { Statement } from '../schemas.js';
import { iso } from './reports.js';
import type { DispatchPerformance, PerformanceSummary, ReportStatus } from './schemas.js';

/** The latest version shown to providers of each competition's month ($1 provider, $2 month, $3 competition or null). */
const LATEST = `latest AS (
  SELECT DISTINCT ON (r.competition_id) r.id, r.competition_id, r.version, r.status, r.currency, r.interval_minutes
    FROM settlement_reports r
   WHERE r.month = $2 AND r.published_at IS NOT NULL AND ($3::int IS NULL OR r.competition_id = $3)
     AND (EXISTS (SELECT 1 FROM settlement_report_events e WHERE e.report_id = r.id AND e.provider_id = $1)
       OR EXISTS (SELECT 1 FROM settlement_statements s WHERE s.report_id = r.id AND s.provider_id = $1))
   ORDER BY r.competition_id, r.version DESC)`;

type StoredPerformance = Omit<DispatchPerformance, 'start' | 'end'> & { start: Date; end: Date };

export async function dispatchPerformance(
  db: Db,
  provider: number,
  month: string,
  competition: number | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: DispatchPerformance[]; total: number }> {
  const params = [provider, month, competition ?? null];
  const count = await db.query<{ n: number }>(
    `WITH ${LATEST} SELECT count(*)::int AS n FROM settlement_report_events e JOIN latest r ON r.id = e.report_id WHERE e.provider_id = $1`,
    params,
  );
  const rows = await db.query<StoredPerformance>(
    `WITH ${LATEST}
     SELECT e.event_id AS event, r.id AS report, r.version, r.status AS report_status, r.competition_id AS competition, c.name AS competition_name,
            e.instruction_id AS instruction, e.asset_id AS asset, a.ref AS asset_ref, e.start, e."end", e.direction, r.currency, r.interval_minutes,
            e.has_baseline_data, e.has_actual_data, e.performance_ratio::text AS performance_ratio, e.delivered_mwh::text AS delivered_mwh,
            e.instructed_mwh::text AS instructed_mwh, e.utilisation_paid, e.utilisation::text AS utilisation, e.penalty::text AS penalty, e.periods
       FROM settlement_report_events e JOIN latest r ON r.id = e.report_id JOIN competitions c ON c.id = r.competition_id
       LEFT JOIN flex_assets a ON a.id = e.asset_id
      WHERE e.provider_id = $1
      ORDER BY e.start DESC, e.event_id LIMIT ${page.limit} OFFSET ${page.offset}`,
    params,
  );
  return { rows: rows.rows.map((r) => ({ ...r, start: iso(r.start), end: iso(r.end) })), total: count.rows[0]!.n };
}

export async function performanceSummary(db: Db, provider: number, month: string, competition: number | undefined): Promise<PerformanceSummary> {
  const r = await db.query<{
    competition: number;
    competition_name: string;
    report: number;
    version: number;
    report_status: ReportStatus;
    currency: string;
    dispatches: number;
    delivered: string[];
    instructed: string[];
    statement: Statement | null;
  }>(
    `WITH ${LATEST}
     SELECT r.competition_id AS competition, c.name AS competition_name, r.id AS report, r.version, r.status AS report_status, r.currency,
            (SELECT count(*)::int FROM settlement_report_events e WHERE e.report_id = r.id AND e.provider_id = $1) AS dispatches,
            ARRAY(SELECT e.delivered_mwh::text FROM settlement_report_events e WHERE e.report_id = r.id AND e.provider_id = $1 AND e.delivered_mwh IS NOT NULL) AS delivered,
            ARRAY(SELECT e.instructed_mwh::text FROM settlement_report_events e WHERE e.report_id = r.id AND e.provider_id = $1 AND e.instructed_mwh IS NOT NULL) AS instructed,
            (SELECT s.statement FROM settlement_statements s WHERE s.report_id = r.id AND s.provider_id = $1) AS statement
       FROM latest r JOIN competitions c ON c.id = r.competition_id
      ORDER BY c.name, r.competition_id`,
    [provider, month, competition ?? null],
  );
  return {
    month,
    competitions: r.rows.map(({ delivered, instructed, statement, ...row }) => {
      // Sums of the stored decimals (exact), the ratio ΣD / ΣI over the events with figures.
      const d = sum(delivered.map((x) => new Dec(x)));
      const i = sum(instructed.map((x) => new Dec(x)));
      return {
        ...row,
        delivered_mwh: text(d),
        instructed_mwh: text(i),
        performance_ratio: i.greaterThan(0) ? text(d.div(i)) : null,
        lines: statement?.lines ?? [],
        net: statement?.net ?? '0',
        vat: statement?.vat ?? '0',
        gross: statement?.gross ?? '0',
      };
    }),
  };
}

/** Competition bid summaries for the operator (GET bids/summaries/): bids, capacity and decisions per competition and window. */
import type { Static } from '@sinclair/typebox';
import type { Db } from '../../db/types.js';
import { statusExpr } from '../competitions/visibility.js';
import { RESULTS_CONFIRMED_SQL } from './ballots.js';
import type { BidSummaryRow } from './schemas.js';

type BidSummary = Static<typeof BidSummaryRow>;
/** A window's summary with the competition it belongs to (dropped from the answer). */
type WindowSummary = BidSummary['windows'][number] & { competition: number };

export async function bidSummaries(db: Db, operatorId: number, statuses: readonly string[] | null, competition: number | null): Promise<BidSummary[]> {
  const comps = await db.query<Omit<BidSummary, 'windows'>>(
    `SELECT c.id AS competition, c.name AS competition_name, c.reference, c.competition_type, c.qualification_type, c.power_type, ${statusExpr('c').text} AS status,
            ${RESULTS_CONFIRMED_SQL('c.id')} AS results_confirmed,
            (SELECT count(DISTINCT b.flex_provider_id)::int FROM bids b WHERE b.competition_id = c.id AND b.is_active) AS providers,
            (SELECT count(*)::int FROM bids b WHERE b.competition_id = c.id AND b.is_active) AS bids,
            (SELECT COALESCE(sum(b.capacity), 0)::float8 FROM bids b WHERE b.competition_id = c.id AND b.is_active) AS capacity_offered,
            (SELECT count(*)::int FROM bids b JOIN bid_approvals ap ON ap.bid_id = b.id WHERE b.competition_id = c.id AND b.is_active AND ap.approved) AS accepted,
            (SELECT count(*)::int FROM bids b JOIN bid_approvals ap ON ap.bid_id = b.id WHERE b.competition_id = c.id AND b.is_active AND NOT ap.approved) AS rejected,
            (SELECT count(*)::int FROM bids b LEFT JOIN bid_approvals ap ON ap.bid_id = b.id WHERE b.competition_id = c.id AND b.is_active AND ap.bid_id IS NULL) AS pending,
            (SELECT COALESCE(sum(b.capacity), 0)::float8 FROM bids b JOIN bid_approvals ap ON ap.bid_id = b.id WHERE b.competition_id = c.id AND b.is_active AND ap.approved) AS accepted_capacity
       FROM competitions c
      WHERE c.operator_id = $1 AND c.is_active AND ($2::text[] IS NULL OR ${statusExpr('c').text} = ANY($2::text[])) AND ($3::int IS NULL OR c.id = $3)
      ORDER BY c.closed DESC NULLS LAST, c.id DESC`,
    [operatorId, statuses, competition],
  );
  if (!comps.rows.length) return [];
  const windows = await db.query<WindowSummary>(
    `SELECT w.competition_id AS competition, w.id AS service_window, w.name, to_char(w.start_time, 'HH24:MI') AS start_time, to_char(w.end_time, 'HH24:MI') AS end_time,
            w.capacity_required::float8 AS capacity_required,
            (SELECT count(*)::int FROM bids b WHERE b.service_window_id = w.id AND b.is_active) AS bids,
            (SELECT COALESCE(sum(b.capacity), 0)::float8 FROM bids b WHERE b.service_window_id = w.id AND b.is_active) AS capacity_offered,
            (SELECT COALESCE(sum(b.capacity), 0)::float8 FROM bids b JOIN bid_approvals ap ON ap.bid_id = b.id WHERE b.service_window_id = w.id AND b.is_active AND ap.approved) AS accepted_capacity
       FROM service_windows w JOIN service_periods p ON p.id = w.service_period_id
      WHERE w.competition_id = ANY($1::int[]) ORDER BY p.start, w.start_time, w.id`,
    [comps.rows.map((c) => c.competition)],
  );
  return comps.rows.map((c) => ({
    ...c,
    windows: windows.rows.filter((w) => w.competition === c.competition).map(({ competition: _c, ...w }) => w),
  }));
}

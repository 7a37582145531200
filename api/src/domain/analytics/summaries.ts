/**
 * The analytics summaries (migration 182): bids summed per service window and provider in
 * `analytics_window_bids`, accepted prices counted per competition, provider, day, kind and price in
 * `analytics_price_points` (and over all providers in `analytics_price_totals`), all re-summed per competition when triggers on bids and bid decisions
 * mark it stale. `refreshStale` re-sums the stale competitions of one operator (before a report
 * reads) or of everyone (the minute job). The stale marks are taken with their rows locked, so two
 * refreshers never sum one competition twice; a write after the take marks it stale again.
 */
import type { Db } from '../../db/types.js';

export const SUMMARY_JOB = 'analytics-summaries';
export const SUMMARY_CRON = '* * * * *';

/** Re-sums the stale competitions (of `operatorId`, or all); resolves to how many were re-summed. */
export async function refreshStale(db: Db, operatorId: number | null = null): Promise<number> {
  return db.transaction(async (tx) => {
    const taken = await tx.query<{ competition_id: number }>(
      operatorId === null
        ? 'DELETE FROM analytics_stale_competitions RETURNING competition_id'
        : `DELETE FROM analytics_stale_competitions s USING competitions c
            WHERE c.id = s.competition_id AND c.operator_id = $1 RETURNING s.competition_id`,
      operatorId === null ? [] : [operatorId],
    );
    if (taken.rows.length === 0) return 0;
    const ids = taken.rows.map((r) => r.competition_id);
    await tx.query('DELETE FROM analytics_window_bids WHERE competition_id = ANY($1::int[])', [ids]);
    await tx.query(
      `INSERT INTO analytics_window_bids (competition_id, service_window_id, provider_id, bids, offered_mw, accepted_bids, accepted_mw)
       SELECT b.competition_id, b.service_window_id, b.flex_provider_id, count(*),
              coalesce(sum(b.capacity) FILTER (WHERE b.is_active), 0),
              count(*) FILTER (WHERE b.is_active AND a.approved),
              coalesce(sum(b.capacity) FILTER (WHERE b.is_active AND a.approved), 0)
         FROM bids b LEFT JOIN bid_approvals a ON a.bid_id = b.id
        WHERE b.competition_id = ANY($1::int[])
        GROUP BY b.competition_id, b.service_window_id, b.flex_provider_id`,
      [ids],
    );
    await tx.query('DELETE FROM analytics_price_points WHERE competition_id = ANY($1::int[])', [ids]);
    // The accepted price of each kind, as the obligation is made (contracts/create.ts): availability the
    // bid's price, else the window's fixed one; utilisation the price the decision pays (pay as clear),
    // else the bid's, else the window's; service fee the bid's, else the window's, else the competition's.
    await tx.query(
      `INSERT INTO analytics_price_points (competition_id, provider_id, day, kind, price, bids, mw)
       SELECT b.competition_id, b.flex_provider_id, (ap.decided AT TIME ZONE 'UTC')::date, k.kind, k.price, count(*), sum(b.capacity)
         FROM bids b
         JOIN bid_approvals ap ON ap.bid_id = b.id AND ap.approved
         JOIN service_windows w ON w.id = b.service_window_id
         JOIN competitions c ON c.id = b.competition_id
        CROSS JOIN LATERAL (VALUES
          ('availability', coalesce(b.availability_price, w.fixed_availability_price)),
          ('utilisation', coalesce(ap.paid_price, b.utilisation_price, w.fixed_utilisation_price)),
          ('service_fee', coalesce(b.service_fee, w.fixed_service_fee, c.service_fee))
        ) AS k(kind, price)
        WHERE b.competition_id = ANY($1::int[]) AND b.is_active AND k.price IS NOT NULL
        GROUP BY 1, 2, 3, 4, 5`,
      [ids],
    );
    await tx.query('DELETE FROM analytics_price_totals WHERE competition_id = ANY($1::int[])', [ids]);
    await tx.query(
      `INSERT INTO analytics_price_totals (competition_id, day, kind, price, bids, mw)
       SELECT competition_id, day, kind, price, sum(bids), sum(mw) FROM analytics_price_points
        WHERE competition_id = ANY($1::int[]) GROUP BY 1, 2, 3, 4`,
      [ids],
    );
    return ids.length;
  });
}

/** Everything stale re-summed (the minute job, and the benchmark before it measures). */
export async function refreshSummaries(db: Db): Promise<number> {
  return refreshStale(db, null);
}

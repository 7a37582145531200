/**
 * The analytics summaries (migration 182): bids summed per service window and provider in
 * `analytics_window_bids`, accepted prices counted per competition, provider, day, kind and price in
 * `analytics_price_points` (and over all providers in `analytics_price_totals`), all re-summed per competition when triggers on bids and bid decisions
 * mark it stale. `refreshStale` re-sums the stale competitions of one operator (before a report
 * reads) or of everyone (the minute job). The stale marks are taken with their rows locked, so two
 * refreshers never sum one competition twice; a write after the take marks it stale again.
 *
 * Meter readings per meter and UTC day (migration 184, `analytics_meter_days`, read by
 * baseline-accuracy) are kept the same way: triggers on meter_readings mark (meter, day) stale,
 * `refreshMeterDays` re-sums the stale days of some meters (before the report reads them) or of all
 * (the minute job), taking the marks with their rows locked.
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
        : // The operator's competitions, and those deleted whose prices it still has in its month sums.
          `DELETE FROM analytics_stale_competitions s
            WHERE s.competition_id IN (SELECT id FROM competitions WHERE operator_id = $1)
               OR (s.competition_id IN (SELECT competition_id FROM analytics_price_sources WHERE operator_id = $1)
                   AND NOT EXISTS (SELECT 1 FROM competitions c WHERE c.id = s.competition_id))
           RETURNING s.competition_id`,
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
    await resumMonths(tx, ids);
    return ids.length;
  });
}

/**
 * The month sums (migration 191) of every operator and month the competitions `ids` had or now
 * have prices in, re-summed whole from analytics_price_totals and the competitions as they are.
 * Two refreshers of one operator's competitions take turns: the second waits on the stale marks
 * the first took until it commits, and, should they ever meet otherwise, on a transaction-level
 * advisory lock per operator here; each re-sum then reads the other's committed price totals
 * (else both would write a month's rows, each without the other's competition).
 */
async function resumMonths(tx: Db, ids: number[]): Promise<void> {
  const old = await tx.query<{ operator_id: number; month: string }>(
    'DELETE FROM analytics_price_sources WHERE competition_id = ANY($1::int[]) RETURNING operator_id, month',
    [ids],
  );
  const now = await tx.query<{ operator_id: number; month: string }>(
    `INSERT INTO analytics_price_sources (competition_id, operator_id, month)
     SELECT DISTINCT t.competition_id, c.operator_id, to_char(t.day, 'YYYY-MM') FROM analytics_price_totals t JOIN competitions c ON c.id = t.competition_id
      WHERE t.competition_id = ANY($1::int[])
     RETURNING operator_id, month`,
    [ids],
  );
  const keys = new Map<string, { operator_id: number; month: string }>();
  for (const k of [...old.rows, ...now.rows]) keys.set(`${k.operator_id}|${k.month}`, k);
  if (keys.size === 0) return;
  const sorted = [...keys.values()].sort((a, b) => a.operator_id - b.operator_id || (a.month < b.month ? -1 : 1));
  const operators = [...new Set(sorted.map((k) => k.operator_id))];
  for (const op of operators) await tx.query(`SELECT pg_advisory_xact_lock(${MONTHS_LOCK}, $1::int)`, [op]);
  const params = [sorted.map((k) => k.operator_id), sorted.map((k) => k.month)];
  const keyRows = 'SELECT * FROM unnest($1::int[], $2::text[]) AS k(operator_id, month)';
  await tx.query(`DELETE FROM analytics_price_months m USING (${keyRows}) k WHERE m.operator_id = k.operator_id AND m.month = k.month`, params);
  await tx.query(`DELETE FROM analytics_price_months_all m USING (${keyRows}) k WHERE m.operator_id = k.operator_id AND m.month = k.month`, params);
  // The points of the keys' months (by the day index), each with its competition's product, GSP
  // groups, guide price and currency; summed per GSP group and over all in one statement.
  await tx.query(
    `WITH k AS (
       SELECT operator_id, month, to_date(month || '-01', 'YYYY-MM-DD') AS first, (to_date(month || '-01', 'YYYY-MM-DD') + interval '1 month')::date AS next
         FROM unnest($1::int[], $2::text[]) AS k(operator_id, month)
     ), p AS MATERIALIZED (
       SELECT c.operator_id, k.month, c.competition_type AS product, c.gsp_groups, c.currency, t.kind, t.price, t.bids, t.mw,
              CASE t.kind WHEN 'availability' THEN c.availability_guide_price WHEN 'utilisation' THEN c.utilisation_guide_price ELSE c.service_fee END AS guide
         FROM k
         JOIN analytics_price_totals t ON t.day >= k.first AND t.day < k.next
         JOIN competitions c ON c.id = t.competition_id AND c.operator_id = k.operator_id
     ), per_area AS (
       INSERT INTO analytics_price_months (operator_id, month, product, area, kind, price, currency, bids, mw, guide_mw, guided_mw)
       SELECT p.operator_id, p.month, p.product, g.area, p.kind, p.price, p.currency, sum(p.bids), sum(p.mw), sum(p.guide * p.mw), sum(p.mw) FILTER (WHERE p.guide IS NOT NULL)
         FROM p CROSS JOIN LATERAL unnest(CASE WHEN cardinality(p.gsp_groups) = 0 THEN ARRAY[''] ELSE p.gsp_groups END) AS g(area)
        GROUP BY 1, 2, 3, 4, 5, 6, 7
     )
     INSERT INTO analytics_price_months_all (operator_id, month, product, kind, price, currency, bids, mw, guide_mw, guided_mw)
     SELECT p.operator_id, p.month, p.product, p.kind, p.price, p.currency, sum(p.bids), sum(p.mw), sum(p.guide * p.mw), sum(p.mw) FILTER (WHERE p.guide IS NOT NULL)
       FROM p GROUP BY 1, 2, 3, 4, 5, 6`,
    params,
  );
}

/** The advisory lock class of the month sums' re-sum (migration 191; its second key is the operator). */
const MONTHS_LOCK = 191;

/**
 * Re-sums the stale days of these meters (or of all); resolves to how many days were re-summed.
 * One statement: the marks taken, each day's readings gathered in period order (a day left without
 * readings loses its row).
 */
export async function refreshMeterDays(db: Db, meters: readonly string[] | null = null): Promise<number> {
  if (meters !== null && meters.length === 0) return 0;
  const r = await db.query<{ days: number }>(
    `WITH taken AS (
       DELETE FROM analytics_stale_meter_days ${meters === null ? '' : 'WHERE meter_id = ANY ($1::text[])'} RETURNING meter_id, day
     ), summed AS (
       SELECT t.meter_id, t.day,
              string_agg(int4send(extract(epoch FROM r.period_start - t.day::timestamp AT TIME ZONE 'UTC')::int), ''::bytea ORDER BY r.period_start) AS seconds,
              string_agg(float8send(r.kw::float8), ''::bytea ORDER BY r.period_start) AS kw
         FROM taken t
         LEFT JOIN meter_readings r ON r.meter_id = t.meter_id
          AND r.period_start >= t.day::timestamp AT TIME ZONE 'UTC' AND r.period_start < (t.day + 1)::timestamp AT TIME ZONE 'UTC'
        GROUP BY t.meter_id, t.day
     ), gone AS (
       DELETE FROM analytics_meter_days s USING summed x WHERE x.kw IS NULL AND s.meter_id = x.meter_id AND s.day = x.day
     ), put AS (
       INSERT INTO analytics_meter_days (meter_id, day, seconds, kw)
       SELECT meter_id, day, seconds, kw FROM summed WHERE kw IS NOT NULL
       ON CONFLICT (meter_id, day) DO UPDATE SET seconds = EXCLUDED.seconds, kw = EXCLUDED.kw
     )
     SELECT count(*)::int AS days FROM taken`,
    meters === null ? [] : [meters],
  );
  return r.rows[0]?.days ?? 0;
}

/** Everything stale re-summed (the minute job, and the benchmark before it measures). */
export async function refreshSummaries(db: Db): Promise<{ competitions: number; meterDays: number }> {
  return { competitions: await refreshStale(db, null), meterDays: await refreshMeterDays(db, null) };
}

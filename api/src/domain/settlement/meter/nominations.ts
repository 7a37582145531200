/**
 * Nominated baselines: a provider's baseline per asset, competition and period (MW of net
 * import, demand positive), by file (kind `nominations`) or machine API. A period can be
 * nominated or changed until its lock — the competition's `lock_time` on the local day
 * `lock_days_before` before the delivery day (12:00 the day before by default, also for a
 * competition that does not use nominated baselines yet). Each row: the competition (one of those
 * the provider bid in), one of the provider's assets by ref, the period (aligned to the
 * competition's settlement interval), the MW. Any problem and nothing is written; a period sent
 * again replaces the stored value.
 */
import type { Db } from '../../../db/types.js';
import type { RowResult } from '../../../platform/files/index.js';
import { nominationLock } from '../baseline.js';
import { Dec } from '../decimal.js';
import { settlementSettingsOfMany } from '../settings.js';
import { periodStart, type RowProblem } from './check.js';

const MINUTE_MS = 60_000;
const MW = /^-?\d{1,6}(\.\d{1,6})?$/;
const ID = /^\d{1,9}$/;

export interface NominationCells {
  competition: string;
  asset_ref: string;
  period_start_utc: string;
  period_start_local: string;
  mw: string;
}

export interface NominationInput {
  competitionId: number;
  assetRef: string;
  start: number;
  mw: string;
}

const iso = (t: number): string => new Date(t).toISOString().replace('.000Z', 'Z');

export function parseNomination(cells: NominationCells, zone: string): RowResult<NominationInput> {
  const problems: Array<{ field: string; message: string }> = [];
  if (!ID.test(cells.competition)) problems.push({ field: 'competition', message: `“${cells.competition}” is not a competition id: write the number shown on the competition's page.` });
  if (!cells.asset_ref) problems.push({ field: 'asset_ref', message: 'This field is required.' });
  const start = periodStart(cells, zone, problems);
  if (!MW.test(cells.mw)) problems.push({ field: 'mw', message: `“${cells.mw}” is not a baseline: write the MW of net import with a point for decimals (at most 6), negative for export, e.g. 1.25.` });
  if (problems.length > 0 || start === null) return { errors: problems };
  return { value: { competitionId: Number(cells.competition), assetRef: cells.asset_ref, start, mw: new Dec(cells.mw).toFixed() } };
}

interface Checked {
  competitionId: number;
  assetId: number;
  start: number;
  minutes: 15 | 30;
  mw: string;
}

/** The checks against the database and the clock; the rows ready to write, or the problems. */
export async function checkNominations(db: Db, orgId: number, rows: ReadonlyArray<{ row: number; value: NominationInput }>, now: number): Promise<{ problems: RowProblem[]; checked: Checked[] }> {
  const problems: RowProblem[] = [];
  const competitions = [...new Set(rows.map((r) => r.value.competitionId))];
  const bid = await db.query<{ competition_id: number }>('SELECT DISTINCT competition_id FROM bids WHERE flex_provider_id = $1 AND competition_id = ANY ($2::int[])', [orgId, competitions]);
  const mine = new Set(bid.rows.map((r) => r.competition_id));
  const settings = await settlementSettingsOfMany(db, [...mine]);
  const refs = [...new Set(rows.map((r) => r.value.assetRef.toLowerCase()))];
  const assets = await db.query<{ id: number; ref: string }>('SELECT id, lower(ref) AS ref FROM flex_assets WHERE flex_provider_id = $1 AND lower(ref) = ANY ($2::text[])', [orgId, refs]);
  const assetOf = new Map(assets.rows.map((a) => [a.ref, a.id]));
  const seen = new Map<string, number>();
  const checked: Checked[] = [];
  for (const { row, value } of rows) {
    const s = settings.get(value.competitionId);
    const assetId = assetOf.get(value.assetRef.toLowerCase());
    if (!s) {
      problems.push({ row, field: 'competition', message: `You have no bid in competition ${value.competitionId}. Nominate baselines for the competitions you bid in.` });
      continue;
    }
    if (assetId === undefined) {
      problems.push({ row, field: 'asset_ref', message: `None of your assets has the ref ${value.assetRef}. Check the ref on your assets page.` });
      continue;
    }
    const minutes = s.config.interval_minutes;
    if (value.start % (minutes * MINUTE_MS) !== 0) {
      problems.push({ row, field: 'period_start_utc', message: `${iso(value.start)} is not the start of a ${minutes}-minute settlement period of this competition. Give the start of the period.` });
      continue;
    }
    const rule = s.config.baseline.method === 'nominated' ? s.config.baseline : { lock_time: '12:00', lock_days_before: 1 };
    const lock = nominationLock(value.start, s.zone, rule.lock_time, rule.lock_days_before);
    if (now >= lock) {
      const message =
        rule.lock_days_before === 1
          ? `The baseline of the period starting ${iso(value.start)} was locked at ${iso(lock)}. Nominate before the lock (${rule.lock_time} the day before delivery, ${s.zone} time).`
          : `The baseline of the period starting ${iso(value.start)} was locked at ${iso(lock)}. Nominate before the lock (${rule.lock_time}, ${rule.lock_days_before} days before delivery, ${s.zone} time).`;
      problems.push({ row, field: 'period_start_utc', message });
      continue;
    }
    const key = `${value.competitionId}|${assetId}|${value.start}`;
    const first = seen.get(key);
    if (first !== undefined) {
      problems.push({ row, field: 'period_start_utc', message: `This asset's period starting ${iso(value.start)} is already nominated on row ${first}. Keep one row per asset and period.` });
      continue;
    }
    seen.set(key, row);
    checked.push({ competitionId: value.competitionId, assetId, start: value.start, minutes, mw: value.mw });
  }
  return { problems, checked };
}

/** Writes checked nominations (a period sent again replaces the stored value). */
export async function writeNominations(db: Db, orgId: number, rows: readonly Checked[], uploadId: number | null): Promise<number> {
  for (let i = 0; i < rows.length; i += 5000) {
    const chunk = rows.slice(i, i + 5000);
    await db.query(
      `INSERT INTO settlement_nominations (competition_id, flex_asset_id, period_start, interval_minutes, mw, organisation_id, upload_id)
       SELECT c, a, p, m, v, $6, $7 FROM unnest($1::int[], $2::int[], $3::timestamptz[], $4::smallint[], $5::numeric[]) AS x(c, a, p, m, v)
       ON CONFLICT (competition_id, flex_asset_id, period_start) DO UPDATE
         SET mw = EXCLUDED.mw, interval_minutes = EXCLUDED.interval_minutes, upload_id = EXCLUDED.upload_id, updated = now()`,
      [chunk.map((r) => r.competitionId), chunk.map((r) => r.assetId), chunk.map((r) => new Date(r.start)), chunk.map((r) => r.minutes), chunk.map((r) => r.mw), orgId, uploadId],
    );
  }
  return rows.length;
}

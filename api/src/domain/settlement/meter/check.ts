/**
 * The checks of meter readings, the same for a file and for the machine API. Each problem names
 * its row and says how to fix it; any problem and nothing is written.
 *
 * One row: the meter id; the period start in UTC and/or on the competition's clock (a local time
 * that the clock skips, or — without its UTC offset — one it repeats, is refused: on clock-change
 * days Europe/London has 46 or 50 half-hours); aligned to its interval (15 or 30 minutes); ended
 * already; the value with its unit (kW average over the period, or kWh in it).
 * The whole: one row per meter and period, one interval per meter, no hole inside a meter's local
 * day, each meter the import or export meter of one of the uploader's assets (unknown meters and
 * other organisations' meters are refused), and no negative value on a meter that measures one
 * direction only (a meter that is both an asset's import and export meter reads net import and
 * may be negative).
 */
import type { Db } from '../../../db/types.js';
import type { RowResult } from '../../../platform/files/index.js';
import { Dec } from '../decimal.js';
import { clockTimeOf, localDateOf, periodStartsOfDay, instantOfLocal } from '../time.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
export const METER_ID_MAX = 64;

/** A checked reading: `kw` is the period's average power whatever unit it came in. */
export interface ReadingInput {
  meterId: string;
  start: number;
  minutes: 15 | 30;
  kw: string;
}

export interface RowProblem {
  row: number;
  field?: string;
  message: string;
}

/** The cells of one reading, as the CSV names them (the JSON API maps its fields onto them). */
export interface ReadingCells {
  meter_id: string;
  period_start_utc: string;
  period_start_local: string;
  value: string;
  unit: string;
  interval_minutes: string;
}

const STAMP = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:?\d{2})?$/;
const VALUE = /^-?\d{1,10}(\.\d{1,6})?$/;

interface Stamp {
  date: string;
  minutes: number;
  seconds: number;
  offsetMinutes: number | null;
}

function stampOf(text: string): Stamp | null {
  const m = STAMP.exec(text);
  if (!m) return null;
  const [, y, mo, d, hh, mm, ss, ms, zone] = m;
  const date = `${y}-${mo}-${d}`;
  const probe = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(probe.getTime()) || probe.toISOString().slice(0, 10) !== date || Number(hh) > 23 || Number(mm) > 59) return null;
  let offsetMinutes: number | null = null;
  if (zone === 'Z') offsetMinutes = 0;
  else if (zone) {
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    offsetMinutes = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2)));
  }
  return { date, minutes: Number(hh) * 60 + Number(mm), seconds: Number(ss ?? 0) + Number(ms ?? 0) / 1000, offsetMinutes };
}

const utcOf = (s: Stamp, offsetMinutes: number): number => Date.parse(`${s.date}T00:00:00Z`) + (s.minutes - offsetMinutes) * MINUTE_MS + s.seconds * 1000;
const hhmm = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const iso = (t: number): string => new Date(t).toISOString().replace('.000Z', 'Z');

/** The instant a local time stands for in the zone, or the problem with it (skipped, or repeated without an offset). */
function localInstant(s: Stamp, zone: string): { at: number } | { problem: string } {
  if (s.offsetMinutes !== null) {
    const at = utcOf(s, s.offsetMinutes);
    if (localDateOf(at, zone) !== s.date || clockTimeOf(at, zone) !== hhmm(s.minutes)) {
      return { problem: `The UTC offset of ${s.date} ${hhmm(s.minutes)} is not ${zone}'s on that day. Write the offset the clocks show then (+01:00 in summer time, +00:00 in winter), or fill period_start_utc instead.` };
    }
    return { at };
  }
  const at = instantOfLocal(s.date, s.minutes, zone) + s.seconds * 1000;
  const periods = periodStartsOfDay(s.date, 30, zone).length;
  if (localDateOf(at, zone) !== s.date || clockTimeOf(at, zone) !== hhmm(s.minutes)) {
    return { problem: `${s.date} ${hhmm(s.minutes)} does not exist in ${zone}: the clocks go forward that night and the day has ${periods} half-hours. Remove the row, or give the period in UTC (period_start_utc).` };
  }
  const later = at + HOUR_MS;
  if (localDateOf(later, zone) === s.date && clockTimeOf(later, zone) === hhmm(s.minutes)) {
    return { problem: `${s.date} ${hhmm(s.minutes)} happens twice in ${zone}: the clocks go back that night and the day has ${periods} half-hours. Add the UTC offset (+01:00 for the first, +00:00 for the second) or give the period in UTC (period_start_utc).` };
  }
  return { at };
}

/** The period start of a row from its UTC and local cells (both, when given, must agree). */
export function periodStart(cells: Pick<ReadingCells, 'period_start_utc' | 'period_start_local'>, zone: string, problems: Array<{ field: string; message: string }>): number | null {
  const utcText = cells.period_start_utc;
  const localText = cells.period_start_local;
  if (!utcText && !localText) {
    problems.push({ field: 'period_start_utc', message: 'Give the start of the period in period_start_utc (e.g. 2026-10-14T17:00:00Z) or period_start_local.' });
    return null;
  }
  let utc: number | null = null;
  if (utcText) {
    const s = stampOf(utcText);
    if (!s) problems.push({ field: 'period_start_utc', message: `“${utcText}” is not a date and time. Write it as 2026-10-14T17:00:00Z (UTC).` });
    else utc = utcOf(s, s.offsetMinutes ?? 0);
  }
  let local: number | null = null;
  if (localText) {
    const s = stampOf(localText);
    if (!s) problems.push({ field: 'period_start_local', message: `“${localText}” is not a date and time. Write it as 2026-10-14 18:00 (${zone} time).` });
    else {
      const found = localInstant(s, zone);
      if ('problem' in found) problems.push({ field: 'period_start_local', message: found.problem });
      else local = found.at;
    }
  }
  if (utc !== null && local !== null && utc !== local) {
    problems.push({ field: 'period_start_local', message: `period_start_local is ${iso(local)} in UTC but period_start_utc says ${iso(utc)}. Correct one of them (on clock-change days check the offset), or leave period_start_local empty.` });
    return null;
  }
  return utc ?? local;
}

/** One row's cells → a reading, or its problems. `now`: a period must have ended. */
export function parseReading(cells: ReadingCells, zone: string, now: number): RowResult<ReadingInput> {
  const problems: Array<{ field: string; message: string }> = [];
  const meterId = cells.meter_id;
  if (!meterId) problems.push({ field: 'meter_id', message: 'This field is required.' });
  else if (meterId.length > METER_ID_MAX) problems.push({ field: 'meter_id', message: `A meter id has at most ${METER_ID_MAX} characters.` });
  const minutes = cells.interval_minutes === '30' ? 30 : cells.interval_minutes === '15' ? 15 : null;
  if (minutes === null) problems.push({ field: 'interval_minutes', message: `“${cells.interval_minutes}” is not an interval: write 30 for half-hourly readings or 15 for quarter-hourly ones.` });
  const start = periodStart(cells, zone, problems);
  if (start !== null && minutes !== null) {
    if (start % (minutes * MINUTE_MS) !== 0) {
      const message =
        minutes === 30
          ? `${iso(start)} is not the start of a 30-minute period. Periods start on the hour or half past; give the start of the period the reading covers.`
          : `${iso(start)} is not the start of a 15-minute period. Periods start on the hour and at :15, :30 and :45; give the start of the period the reading covers.`;
      problems.push({ field: 'period_start_utc', message });
    } else if (start + minutes * MINUTE_MS > now) {
      problems.push({ field: 'period_start_utc', message: `The period starting ${iso(start)} has not ended yet. Send a reading once its period is over.` });
    }
  }
  const unit = cells.unit.toLowerCase();
  if (unit !== 'kw' && unit !== 'kwh') problems.push({ field: 'unit', message: `“${cells.unit}” is not a unit: write kW for the average power over the period or kWh for the energy in it.` });
  if (!VALUE.test(cells.value)) {
    problems.push({ field: 'value', message: `“${cells.value}” is not a reading. Write a number with a point for decimals (at most 6), e.g. 152.25, without thousands separators or units.` });
  }
  if (problems.length > 0 || start === null || minutes === null) return { errors: problems };
  const value = new Dec(cells.value);
  // kWh in the period → average kW over it.
  const kw = unit === 'kwh' ? value.times(60).div(minutes) : value;
  return { value: { meterId, start, minutes, kw: kw.toFixed() } };
}

interface MeterOwner {
  own: boolean;
  /** The sides it has on the uploader's assets. */
  import: boolean;
  export: boolean;
}

/** Who holds each meter: the uploader's assets (import and/or export side), or only other organisations'. */
export async function meterOwners(db: Db, orgId: number, meters: readonly string[]): Promise<Map<string, MeterOwner>> {
  const r = await db.query<{ flex_provider_id: number; import_meter_id: string | null; export_meter_id: string | null }>(
    'SELECT flex_provider_id, import_meter_id, export_meter_id FROM flex_assets WHERE import_meter_id = ANY ($1::text[]) OR export_meter_id = ANY ($1::text[])',
    [meters],
  );
  const out = new Map<string, MeterOwner>();
  const note = (meter: string | null, own: boolean, side: 'import' | 'export') => {
    if (!meter || !meters.includes(meter)) return;
    const o = out.get(meter) ?? { own: false, import: false, export: false };
    if (own) out.set(meter, { ...o, own: true, [side]: true });
    else if (!out.has(meter)) out.set(meter, o);
  };
  for (const a of r.rows) {
    note(a.import_meter_id, a.flex_provider_id === orgId, 'import');
    note(a.export_meter_id, a.flex_provider_id === orgId, 'export');
  }
  return out;
}

/** Duplicates and mixed intervals per meter (rows in file order). */
function duplicates(rows: ReadonlyArray<{ row: number; value: ReadingInput }>, problems: RowProblem[]): void {
  const seen = new Map<string, number>();
  const interval = new Map<string, { minutes: number; row: number }>();
  for (const { row, value } of rows) {
    const key = `${value.meterId}|${value.start}`;
    const first = seen.get(key);
    if (first !== undefined) problems.push({ row, field: 'period_start_utc', message: `Meter ${value.meterId}'s period starting ${iso(value.start)} is already on row ${first}. Keep one row per meter and period.` });
    else seen.set(key, row);
    const i = interval.get(value.meterId);
    if (!i) interval.set(value.meterId, { minutes: value.minutes, row });
    else if (i.minutes !== value.minutes) problems.push({ row, field: 'interval_minutes', message: `Meter ${value.meterId} has ${i.minutes}-minute readings (row ${i.row}). Send one interval per meter in a file.` });
  }
}

interface Hole extends RowProblem {
  meterId: string;
  from: number;
  to: number;
  missing: number;
}

/** Holes inside a meter's local day: periods missing between two of its readings of the same day. */
function holes(rows: ReadonlyArray<{ row: number; value: ReadingInput }>, zone: string): Hole[] {
  const problems: Hole[] = [];
  const byMeter = new Map<string, Array<{ row: number; value: ReadingInput }>>();
  for (const r of rows) byMeter.set(r.value.meterId, [...(byMeter.get(r.value.meterId) ?? []), r]);
  for (const list of byMeter.values()) {
    list.sort((a, b) => a.value.start - b.value.start);
    for (let i = 1; i < list.length; i++) {
      const prev = list[i - 1]!;
      const cur = list[i]!;
      const expected = prev.value.start + prev.value.minutes * MINUTE_MS;
      const day = localDateOf(prev.value.start, zone);
      if (cur.value.start <= expected || localDateOf(cur.value.start, zone) !== day) continue;
      const missing = (cur.value.start - expected) / (prev.value.minutes * MINUTE_MS);
      const count = periodStartsOfDay(day, prev.value.minutes, zone).length;
      const usual = count === (24 * 60) / prev.value.minutes;
      problems.push({
        row: cur.row,
        meterId: cur.value.meterId,
        from: expected,
        to: cur.value.start,
        missing,
        field: 'period_start_utc',
        message: !usual
          ? `Meter ${cur.value.meterId} has no reading for ${missing} period(s) from ${iso(expected)} to ${iso(cur.value.start)} (UTC) on ${day}, a day of ${count} periods in ${zone} (the clocks change that night), between row ${prev.row} and this row. Add the missing rows, zero readings included.`
          : missing === 1
            ? `Meter ${cur.value.meterId} has no reading for 1 period from ${iso(expected)} to ${iso(cur.value.start)} (UTC) on ${day}, between row ${prev.row} and this row. Add the missing rows, zero readings included.`
            : `Meter ${cur.value.meterId} has no reading for ${missing} periods from ${iso(expected)} to ${iso(cur.value.start)} (UTC) on ${day}, between row ${prev.row} and this row. Add the missing rows, zero readings included.`,
      });
    }
  }
  return problems;
}

/** The holes whose periods are not all stored already (a file may fill in around stored readings). */
async function unfilled(db: Db, found: readonly Hole[]): Promise<RowProblem[]> {
  if (found.length === 0) return [];
  const r = await db.query<{ i: number; n: number }>(
    `SELECT w.i, count(r.meter_id)::int AS n
       FROM unnest($1::int[], $2::text[], $3::timestamptz[], $4::timestamptz[]) AS w(i, m, f, t)
       LEFT JOIN meter_readings r ON r.meter_id = w.m AND r.period_start >= w.f AND r.period_start < w.t
      GROUP BY w.i`,
    [found.map((_, i) => i), found.map((h) => h.meterId), found.map((h) => new Date(h.from)), found.map((h) => new Date(h.to))],
  );
  const stored = new Map(r.rows.map((x) => [x.i, x.n]));
  return found.filter((h, i) => (stored.get(i) ?? 0) < h.missing).map(({ row, field, message }) => ({ row, ...(field ? { field } : {}), message }));
}

/** The checks across rows and against the uploader's assets (see the module's comment). */
export async function checkReadings(db: Db, orgId: number, rows: ReadonlyArray<{ row: number; value: ReadingInput }>, zone: string): Promise<RowProblem[]> {
  const problems: RowProblem[] = [];
  duplicates(rows, problems);
  problems.push(...(await unfilled(db, holes(rows, zone))));
  const meters = [...new Set(rows.map((r) => r.value.meterId))];
  const owners = await meterOwners(db, orgId, meters);
  const reported = new Set<string>();
  for (const { row, value } of rows) {
    const owner = owners.get(value.meterId);
    if (!owner || !owner.own) {
      if (reported.has(value.meterId)) continue;
      reported.add(value.meterId);
      problems.push({
        row,
        field: 'meter_id',
        message: owner
          ? `Meter ${value.meterId} belongs to another organisation's asset. Check the meter id: you can send readings for your own assets' meters only.`
          : `Meter ${value.meterId} is not the import or export meter of any of your assets. Check the id, or add it to the asset first (the asset's import or export meter).`,
      });
      continue;
    }
    if (new Dec(value.kw).lt(0) && owner.import !== owner.export) {
      const side = owner.import ? 'import' : 'export';
      problems.push({
        row,
        field: 'value',
        message:
          side === 'import'
            ? `Meter ${value.meterId} is an import meter: its reading is the import in the period, 0 or more. Write the other direction on the asset's export meter, or 0.`
            : `Meter ${value.meterId} is an export meter: its reading is the export in the period, 0 or more. Write the other direction on the asset's import meter, or 0.`,
      });
    }
  }
  return problems.sort((a, b) => a.row - b.row);
}

/** The span [from, to) of checked readings' periods and their meters. */
export function spanOf(readings: readonly ReadingInput[]): { meters: string[]; from: number; to: number } {
  let from = Infinity;
  let to = -Infinity;
  for (const r of readings) {
    from = Math.min(from, r.start);
    to = Math.max(to, r.start + r.minutes * MINUTE_MS);
  }
  return { meters: [...new Set(readings.map((r) => r.meterId))], from, to };
}

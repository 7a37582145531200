/**
 * Declared unavailability against obligations: when a provider records (or changes) a period in
 * which an asset cannot deliver, every obligation holding that asset that binds during the period
 * is checked for the delivery hours the period removes from its windows (competition clock, its
 * service days and holidays). Each obligation that loses hours is reported to the operator and the
 * provider as `obligation.updated` with `data.change = 'unavailability'`, the obligation and
 * `data.unavailability` (the record and `hours_in_windows`). Settlement then pays no availability
 * for those hours (settlement/terms.ts reads the same records).
 */
import type { Db } from '../../db/types.js';
import type { HolidayCalendar, HolidayHandling } from '../competitions/holidays.js';
import { instantOf } from '../dispatch/validate.js';
import { instancesOf } from '../market/windows.js';
import { publishEvent } from '../../platform/events/publish.js';
import { BINDS_UNTIL, localDate } from './active.js';
import { loadObligation } from './obligations.js';

export interface UnavailabilityRecord {
  id: number;
  flex_asset: number;
  asset_ref: string;
  unavailable_from: string;
  unavailable_to: string;
  reason: string;
}

interface Candidate {
  id: number;
  start_time: string;
  end_time: string;
  service_days: number[];
  holiday_handling: HolidayHandling;
  calendar: HolidayCalendar;
  start_date: string;
  end_date: string;
}

const DAY = 86_400_000;
const dayBefore = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - DAY).toISOString().slice(0, 10);

/** Hours of the obligation's delivery times inside [from, to). */
export function hoursLost(o: Candidate, from: number, to: number): number {
  let ms = 0;
  for (const i of instancesOf({ ...o, calendar: o.calendar })) {
    const start = Math.max(instantOf(i.start), from);
    const end = Math.min(instantOf(i.end), to);
    if (end > start) ms += end - start;
  }
  return ms / 3_600_000;
}

/** The obligations holding the asset that bind on some day of [from, to), with their windows clipped to the days they bind. */
async function candidates(db: Db, asset: number, from: number, to: number): Promise<Candidate[]> {
  const r = await db.query<Omit<Candidate, 'end_date'> & { binds_until: string }>(
    `SELECT ob.id, to_char(ob.start_time, 'HH24:MI') AS start_time, to_char(ob.end_time, 'HH24:MI') AS end_time, ob.service_days, ob.holiday_handling,
            c.holiday_calendar AS calendar, to_char(GREATEST(ob.starts_on, $2::date - 1), 'YYYY-MM-DD') AS start_date,
            to_char(LEAST(${BINDS_UNTIL('ob', 'k')}, $3::date + 2), 'YYYY-MM-DD') AS binds_until
       FROM obligations ob JOIN contracts k ON k.id = ob.contract_id JOIN competitions c ON c.id = ob.competition_id
      WHERE $1::int = ANY (ob.asset_ids) AND ${BINDS_UNTIL('ob', 'k')} IS NOT NULL AND ${BINDS_UNTIL('ob', 'k')} > $2::date - 1 AND ob.starts_on <= $3::date + 1
      ORDER BY ob.id`,
    [asset, localDate(new Date(from)), localDate(new Date(to))],
  );
  return r.rows.filter((o) => o.binds_until > o.start_date).map(({ binds_until, ...o }) => ({ ...o, end_date: dayBefore(binds_until) }));
}

/** Reports the record to the operators whose obligations it removes hours from; answers the obligations reported. */
export async function reportUnavailability(db: Db, record: UnavailabilityRecord): Promise<number[]> {
  const from = Date.parse(record.unavailable_from);
  const to = Date.parse(record.unavailable_to);
  const reported: number[] = [];
  for (const o of await candidates(db, record.flex_asset, from, to)) {
    const hours = hoursLost(o, from, to);
    if (hours <= 0) continue;
    const obligation = (await loadObligation(db, o.id))!;
    await publishEvent(db, {
      type: 'obligation.updated',
      org_ids: [obligation.flex_provider, obligation.system_operator],
      data: { change: 'unavailability', obligation, unavailability: { ...record, hours_in_windows: Math.round(hours * 100) / 100 } },
    });
    reported.push(o.id);
  }
  return reported;
}

/**
 * Helpers of the settlement browser test: the provider's required events and the meter readings
 * the test writes for them, so that every figure settlement shows can be worked out by hand.
 *
 * The readings: every meter of an event's asset reads a constant `base` kW on the event's day and
 * on the 40 days before it (the history a 10-of-10 baseline reads), except the asset's other event
 * days, which keep what they have. In each period of the event, one meter moves the asset's net
 * import by `share` of the instructed MW in the instructed direction. So the baseline is the base,
 * each period delivers share × I, and the performance ratio is the share.
 */
import { api, type Json } from './competitions';
import { londonInstant } from './dispatch';
import { USERS } from './session';

export const READINGS_HEADER = 'meter_id,period_start_utc,period_start_local,value,unit,interval_minutes';
const HALF_HOUR = 30 * 60_000;
const HISTORY_DAYS = 40;

export interface RequiredEvent {
  id: string;
  asset: number;
  competition: number;
  competition_name: string;
  start: string;
  end: string;
  direction: 'turn_up' | 'turn_down';
  instructed_mw: string;
  meters: string[];
  missing_metered: string[];
}

export interface Reading {
  meter: string;
  start: number;
  kw: string;
}

export async function requiredOf(email: string): Promise<{ count: number; events: RequiredEvent[] }> {
  const res = await api(email, 'GET', 'performance/required/');
  if (res.status !== 200) throw new Error(`required: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json as { count: number; events: RequiredEvent[] };
}

/** The London calendar date of an instant. */
export const londonDate = (at: number): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(at));

const addDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The half-hour starts of a London day (46 or 50 on clock-change days). */
function halfHoursOf(date: string): number[] {
  const from = londonInstant(date, '00:00').getTime();
  const to = londonInstant(addDays(date, 1), '00:00').getTime();
  const out: number[] = [];
  for (let t = from; t < to; t += HALF_HOUR) out.push(t);
  return out;
}

interface Meters {
  importMeter: string | null;
  exportMeter: string | null;
}

/** Each of the provider's assets' import and export meters. */
export async function metersOf(email: string): Promise<Map<number, Meters>> {
  const assets = (await api(email, 'GET', 'flex/assets/?limit=1000')).json as Json[];
  return new Map(assets.map((a) => [Number(a.id), { importMeter: (a.import_meter_id as string | null) || null, exportMeter: (a.export_meter_id as string | null) || null }]));
}

/** The London dates on which each of the provider's assets has a settlement event. */
export async function eventDaysOf(email: string): Promise<Map<number, Set<string>>> {
  const out = new Map<number, Set<string>>();
  for (let offset = 0; ; offset += 200) {
    const page = (await api(email, 'GET', `performance/settlementevents/?limit=200&offset=${offset}`)).json as RequiredEvent[];
    for (const e of page) out.set(e.asset, (out.get(e.asset) ?? new Set()).add(londonDate(Date.parse(e.start))));
    if (page.length < 200) return out;
  }
}

/**
 * The meter whose reading carries the delivery, and the sign of its change: a turn-up raises net
 * import (import meter up, or export meter down), a turn-down lowers it.
 */
function carrier(meters: Meters, direction: RequiredEvent['direction']): { meter: string; sign: 1 | -1 } {
  const up = direction === 'turn_up' ? 1 : -1;
  const netOrImport = meters.importMeter;
  if (direction === 'turn_down' && meters.exportMeter && meters.exportMeter !== netOrImport) return { meter: meters.exportMeter, sign: 1 };
  if (netOrImport) return { meter: netOrImport, sign: up };
  return { meter: meters.exportMeter!, sign: (-up) as 1 | -1 };
}

export interface Plan {
  readings: Reading[];
  /** Per event: the instructed MW of each of its periods and the share the readings deliver. */
  events: Array<{ event: RequiredEvent; periods: number[]; share: number }>;
}

/** kW as the CSV writes it: at most three decimals. */
const kwText = (kw: number): string => String(Math.round(kw * 1000) / 1000);

/**
 * Readings for the required events (history and event day at the base, the event periods
 * delivering `share`), only for periods that have ended.
 */
export function planReadings(events: readonly RequiredEvent[], meters: Map<number, Meters>, eventDays: Map<number, Set<string>>, share: number, now = Date.now()): Plan {
  const byKey = new Map<string, Reading>();
  const put = (meter: string, start: number, kw: number) => byKey.set(`${meter}|${start}`, { meter, start, kw: kwText(kw) });
  const plan: Plan['events'] = [];
  for (const event of events) {
    const m = meters.get(event.asset);
    if (!m) throw new Error(`asset ${event.asset} of event ${event.id} is not the provider's`);
    const instructedKw = Number(event.instructed_mw) * 1000;
    const base = Math.ceil(instructedKw) + 500;
    const day = londonDate(Date.parse(event.start));
    const others = eventDays.get(event.asset) ?? new Set<string>();
    for (let back = HISTORY_DAYS; back >= 0; back--) {
      const date = addDays(day, -back);
      if (back > 0 && others.has(date)) continue;
      for (const start of halfHoursOf(date)) if (start + HALF_HOUR <= now) for (const meter of new Set(event.meters)) if (!byKey.has(`${meter}|${start}`)) put(meter, start, base);
    }
    const { meter, sign } = carrier(m, event.direction);
    const periods = event.missing_metered.map((p) => Date.parse(p));
    for (const start of periods) put(meter, start, base + sign * share * instructedKw);
    plan.push({ event, periods: periods.map(() => Number(event.instructed_mw)), share });
  }
  return { readings: [...byKey.values()].sort((a, b) => (a.meter < b.meter ? -1 : a.meter > b.meter ? 1 : a.start - b.start)), events: plan };
}

export function readingsCsv(readings: readonly Reading[], unitOf: (r: Reading, index: number) => string = () => 'kW'): string {
  const rows = readings.map((r, i) => [r.meter, new Date(r.start).toISOString().replace('.000Z', 'Z'), '', r.kw, unitOf(r, i), '30'].join(','));
  return [READINGS_HEADER, ...rows].join('\r\n') + '\r\n';
}

/**
 * What settlement must find for an event whose periods deliver `share` of I against a flat
 * baseline: D_t = share × I_t, the ratio ΣD/ΣI, and the delivered MWh Σ D_t × ½ h.
 */
export function byHand(periods: readonly number[], share: number): { ratio: number; deliveredMwh: number } {
  const delivered = periods.map((i) => share * i);
  const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
  return { ratio: sum(delivered) / sum(periods), deliveredMwh: sum(delivered) * 0.5 };
}

/** The utilisation price of the provider's accepted bid for an event (its competition, asset and window). */
export async function utilisationPriceOf(email: string, event: RequiredEvent): Promise<number> {
  const accepted = (await api(email, 'GET', 'bids/bids/?outcome=accepted&limit=200')).json as Json[];
  const local = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(event.start));
  const bid = accepted.find(
    (b) => b.competition === event.competition && (b.assets as number[]).includes(event.asset) && String(b.window_start_time).slice(0, 5) <= local && local < String(b.window_end_time).slice(0, 5),
  );
  if (!bid) throw new Error(`no accepted bid of ${email} covers event ${event.id}`);
  return Number(bid.utilisation_price);
}

export const PROVIDER = USERS.providerB;

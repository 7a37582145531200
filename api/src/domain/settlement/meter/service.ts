/**
 * What the meter-data routes answer: a provider's settlement events with their data state, the
 * events still lacking data with the money at stake, and the prefilled CSV template of the meter
 * periods still to send.
 */
import type { Db } from '../../../db/types.js';
import { COMPETITION_TIME_ZONE } from '../../dispatch/validate.js';
import { Dec, sum, text } from '../decimal.js';
import { settlementSettingsOfMany } from '../settings.js';
import { clockTimeOf, localDateOf } from '../time.js';
import { settlementEventsOf, type SettlementEventRow } from './events.js';
import { assetMetersOf, eventDaysOf } from './inputs.js';
import type { RequiredAnswer, SettlementEventAnswer } from './schemas.js';
import { eventStates, moneyAtStake, neededPeriods } from './state.js';

const DAY_MS = 86_400_000;

/** Events answered with names, data state and money at stake (in the order given). */
export async function answersOf(db: Db, events: readonly SettlementEventRow[]): Promise<SettlementEventAnswer[]> {
  if (events.length === 0) return [];
  const [states, money, names] = await Promise.all([
    eventStates(db, events),
    moneyAtStake(db, events),
    db.query<{ kind: string; id: number; ref: string; name: string }>(
      `SELECT 'asset' AS kind, id, ref, name FROM flex_assets WHERE id = ANY ($1::int[])
       UNION ALL SELECT 'competition', id, '', name FROM competitions WHERE id = ANY ($2::int[])`,
      [[...new Set(events.map((e) => e.assetId))], [...new Set(events.map((e) => e.competitionId))]],
    ),
  ]);
  const asset = new Map(names.rows.filter((n) => n.kind === 'asset').map((n) => [n.id, n]));
  const competition = new Map(names.rows.filter((n) => n.kind === 'competition').map((n) => [n.id, n.name]));
  return events.flatMap((e) => {
    const s = states.get(e.id);
    if (!s) return [];
    const m = money.get(e.id);
    return [
      {
        id: e.id,
        instruction: e.instructionId,
        asset: e.assetId,
        asset_ref: asset.get(e.assetId)?.ref ?? '',
        asset_name: asset.get(e.assetId)?.name ?? '',
        competition: e.competitionId,
        competition_name: competition.get(e.competitionId) ?? '',
        start: e.start.toISOString(),
        end: e.end.toISOString(),
        direction: e.direction,
        instructed_mw: e.instructedMw,
        meters: e.meterIds,
        ...s,
        money_at_stake: m?.amount ?? '0',
        currency: m?.currency ?? '',
      },
    ];
  });
}

/** The provider's events that have ended and lack baseline or metered data, latest first. */
export async function requiredOf(db: Db, providerId: number, competitionId: number | undefined, now: number): Promise<RequiredAnswer> {
  const ended = (await settlementEventsOf(db, { providerId, ...(competitionId ? { competitionId } : {}) })).filter((e) => e.end.getTime() <= now);
  const answers = (await answersOf(db, ended)).filter((a) => !a.has_baseline_data || !a.has_actual_data).reverse();
  const byCurrency = new Map<string, Dec[]>();
  for (const a of answers) byCurrency.set(a.currency, [...(byCurrency.get(a.currency) ?? []), new Dec(a.money_at_stake)]);
  return {
    count: answers.length,
    money_at_stake: [...byCurrency].map(([currency, amounts]) => ({ currency, amount: text(sum(amounts)) })).sort((a, b) => a.currency.localeCompare(b.currency)),
    events: answers,
  };
}

/** "2026-10-14 18:00+01:00": a period start on the zone's clock with its offset (never ambiguous). */
export function localStamp(instant: number, zone: string): string {
  const date = localDateOf(instant, zone);
  const clock = clockTimeOf(instant, zone);
  const offset = Math.round((Date.parse(`${date}T${clock}:00Z`) - instant) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${date} ${clock}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * The meter periods still to send for the provider's required events (all of them, or those
 * named, or one competition's): one row per meter and period without a stored reading, with the
 * period start in UTC and on the competition's clock, the value to fill in, the unit (kW) and the
 * interval. Sorted by meter and time.
 */
export async function templateRows(db: Db, providerId: number, filter: { ids?: string[]; competitionId?: number }, now: number): Promise<string[][]> {
  const events = (await settlementEventsOf(db, { providerId, ...(filter.ids ? { ids: filter.ids } : {}), ...(filter.competitionId ? { competitionId: filter.competitionId } : {}) })).filter(
    (e) => e.end.getTime() <= now,
  );
  const states = await eventStates(db, events);
  const required = events.filter((e) => {
    const s = states.get(e.id);
    return s && (!s.has_actual_data || (!s.has_baseline_data && s.baseline_method === 'historical'));
  });
  if (required.length === 0) return [];
  const settings = await settlementSettingsOfMany(db, [...new Set(required.map((e) => e.competitionId))]);
  const assets = [...new Set(required.map((e) => e.assetId))];
  const first = Math.min(...required.map((e) => e.start.getTime()));
  const last = Math.max(...required.map((e) => e.end.getTime()));
  const [meters, eventDays] = await Promise.all([assetMetersOf(db, assets), eventDaysOf(db, assets, new Date(first - 92 * DAY_MS), new Date(last + DAY_MS), COMPETITION_TIME_ZONE)]);
  const wanted = new Map<string, { meter: string; start: number; minutes: number; zone: string }>();
  for (const e of required) {
    const s = settings.get(e.competitionId);
    const m = meters.get(e.assetId);
    if (!s || !m) continue;
    const ids = [...new Set([m.importMeter, m.exportMeter].filter((x): x is string => !!x))];
    for (const start of neededPeriods(e, s, eventDays.get(e.assetId) ?? new Set())) {
      if (start + s.config.interval_minutes * 60_000 > now) continue;
      for (const meter of ids) wanted.set(`${meter}|${start}`, { meter, start, minutes: s.config.interval_minutes, zone: s.zone });
    }
  }
  const list = [...wanted.values()];
  const stored = await db.query<{ meter_id: string; period_start: Date }>(
    `SELECT r.meter_id, r.period_start FROM unnest($1::text[], $2::timestamptz[]) AS w(m, p) JOIN meter_readings r ON r.meter_id = w.m AND r.period_start = w.p`,
    [list.map((w) => w.meter), list.map((w) => new Date(w.start))],
  );
  const have = new Set(stored.rows.map((r) => `${r.meter_id}|${r.period_start.getTime()}`));
  return list
    .filter((w) => !have.has(`${w.meter}|${w.start}`))
    .sort((a, b) => a.meter.localeCompare(b.meter) || a.start - b.start)
    .map((w) => [w.meter, new Date(w.start).toISOString().replace('.000Z', 'Z'), localStamp(w.start, w.zone), '', 'kW', String(w.minutes)]);
}

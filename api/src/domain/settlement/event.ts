/**
 * One settlement event (an accepted dispatch instruction for one asset) from its meter readings:
 * the periods it covers, its baseline by the competition's method, whether baseline and metered
 * data are all there (`has_baseline_data`, `has_actual_data`), and, when both are, its delivery.
 * An instruction that starts or ends inside a period covers that period in part: its instructed
 * MW there is scaled by the part covered (the instructed energy stays MW × instructed hours).
 */
import { fixedBaseline, historicalBaseline, nominatedBaseline, type BaselineRequest } from './baseline.js';
import { Dec } from './decimal.js';
import { eventDelivery, type PeriodInput } from './delivery.js';
import type { BaselineResult, Direction, EventSettlement, SettlementConfig } from './schemas.js';
import { localDateOf, toIso } from './time.js';

const MINUTE_MS = 60_000;

export interface SettlementEventInput {
  id: string;
  /** Instruction start and end instants (epoch ms). */
  start: number;
  end: number;
  direction: Direction;
  instructedMw: Dec;
  isStorage: boolean;
  /** The asset's capacity in the instructed direction (MW), for a fixed capacity baseline. */
  capacityMw: Dec;
}

export interface EventContext {
  config: SettlementConfig;
  zone: string;
  holidayCalendar: string;
  /** The asset's metered net import (MW) by period start: history and the event day. */
  readings: ReadonlyMap<number, Dec>;
  /** Local dates on which the asset had other events (the event's own date is added). */
  eventDays: ReadonlySet<string>;
  /** The provider's nominated baseline by period start (nominated method only). */
  nominations?: ReadonlyMap<number, Dec>;
}

/** The periods an instruction touches, each with the share of it the instruction covers (0 < share ≤ 1). */
export function coveredPeriods(start: number, end: number, intervalMinutes: number): Array<{ start: number; share: Dec }> {
  const length = intervalMinutes * MINUTE_MS;
  const out: Array<{ start: number; share: Dec }> = [];
  for (let t = Math.floor(start / length) * length; t < end; t += length) {
    const covered = Math.min(end, t + length) - Math.max(start, t);
    if (covered > 0) out.push({ start: t, share: new Dec(covered).div(length) });
  }
  return out;
}

function baselineOf(event: SettlementEventInput, ctx: EventContext, periods: number[]): BaselineResult {
  const request: BaselineRequest = { periods, direction: event.direction, zone: ctx.zone, intervalMinutes: ctx.config.interval_minutes };
  const { baseline } = ctx.config;
  if (baseline.method === 'nominated') return nominatedBaseline(request, ctx.nominations ?? new Map());
  if (baseline.method === 'fixed') return fixedBaseline({ ...request, config: baseline, capacityMw: event.capacityMw });
  const first = periods[0];
  const eventDays = new Set(ctx.eventDays);
  if (first !== undefined) eventDays.add(localDateOf(first, ctx.zone));
  return historicalBaseline({ ...request, config: baseline, readings: ctx.readings, holidayCalendar: ctx.holidayCalendar, eventDays, isStorage: event.isStorage });
}

export function settleEvent(event: SettlementEventInput, ctx: EventContext): EventSettlement {
  const covered = coveredPeriods(event.start, event.end, ctx.config.interval_minutes);
  const periods = covered.map((c) => c.start);
  const baseline = baselineOf(event, ctx, periods);
  const missing = periods.filter((p) => !ctx.readings.has(p));
  const hasActual = periods.length > 0 && missing.length === 0;
  const rows: PeriodInput[] = [];
  if (baseline.complete && hasActual) {
    covered.forEach((c, i) => {
      const b = baseline.periods[i]?.mw;
      const m = ctx.readings.get(c.start);
      if (b != null && m !== undefined) rows.push({ start: c.start, metered: m, baseline: new Dec(b), instructed: event.instructedMw.times(c.share) });
    });
  }
  const complete = rows.length === periods.length && periods.length > 0;
  return {
    id: event.id,
    has_baseline_data: baseline.complete,
    has_actual_data: hasActual,
    missing_metered: missing.map(toIso),
    baseline,
    delivery: complete ? eventDelivery(event.direction, ctx.config.interval_minutes, rows, ctx.config.performance_method) : null,
  };
}

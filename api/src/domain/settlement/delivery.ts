/**
 * Delivered flexibility per settlement period (USEF's rule): with d = +1 for a turn-up and −1 for
 * a turn-down, M metered and B baseline net import and I the instructed MW,
 * D_t = clamp(d·(M_t − B_t), 0, I_t). Over-delivery is never counted; movement the wrong way counts
 * as zero. The shortfall is I_t − D_t. Energies are MW × Δt, Δt the period in hours.
 */
import { Dec, ZERO, clamp, sum, text } from './decimal.js';
import { directionSign } from './baseline.js';
import type { Direction, EventDelivery, SettlementConfig } from './schemas.js';
import { toIso } from './time.js';

export interface PeriodInput {
  /** Start instant (epoch ms). */
  start: number;
  metered: Dec;
  baseline: Dec;
  instructed: Dec;
}

export function deliveredIn(direction: Direction, metered: Dec, baseline: Dec, instructed: Dec): Dec {
  return clamp(metered.minus(baseline).times(directionSign(direction)), ZERO, Dec.max(ZERO, instructed));
}

/** Hours in one period of the interval (Δt). */
export const periodHours = (intervalMinutes: number): Dec => new Dec(intervalMinutes).div(60);

/**
 * The performance ratio of a run of periods: energy_ratio = ΣD_t / ΣI_t; period_average = the mean
 * of D_t / I_t over the periods with an instruction. Null when nothing was instructed.
 */
export function performanceRatio(periods: ReadonlyArray<{ delivered: Dec; instructed: Dec }>, method: SettlementConfig['performance_method']): Dec | null {
  const instructed = periods.filter((p) => p.instructed.greaterThan(0));
  if (instructed.length === 0) return null;
  if (method === 'period_average') return sum(instructed.map((p) => p.delivered.div(p.instructed))).div(instructed.length);
  return sum(instructed.map((p) => p.delivered)).div(sum(instructed.map((p) => p.instructed)));
}

/** One event's per-period figures, energies and performance ratio. */
export function eventDelivery(direction: Direction, intervalMinutes: 30 | 15, periods: readonly PeriodInput[], method: SettlementConfig['performance_method']): EventDelivery {
  const hours = periodHours(intervalMinutes);
  const figures = periods.map((p) => {
    const delivered = deliveredIn(direction, p.metered, p.baseline, p.instructed);
    return { ...p, delivered, shortfall: Dec.max(ZERO, p.instructed).minus(delivered) };
  });
  const ratio = performanceRatio(figures, method);
  return {
    direction,
    interval_minutes: intervalMinutes,
    periods: figures.map((f) => ({
      start: toIso(f.start),
      metered: text(f.metered),
      baseline: text(f.baseline),
      instructed: text(f.instructed),
      delivered: text(f.delivered),
      shortfall: text(f.shortfall),
    })),
    delivered_mwh: text(sum(figures.map((f) => f.delivered)).times(hours)),
    instructed_mwh: text(sum(figures.map((f) => Dec.max(ZERO, f.instructed))).times(hours)),
    shortfall_mwh: text(sum(figures.map((f) => f.shortfall)).times(hours)),
    performance_ratio: ratio === null ? null : text(ratio),
  };
}

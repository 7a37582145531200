/**
 * A provider's money for one competition and month, as invoice lines:
 *   availability  A = p_avail · Σ_w MW_w · available hours_w · AF, AF = clamp(PR of the previous month, 0, 1) (1 without dispatches);
 *   utilisation   U = p_util · Σ_e D_e (MWh delivered), events whose PR is below the minimum counted as 0;
 *   service fee   SF = p_sf · Σ_w MW_w over the windows not wholly declared unavailable;
 *   penalty       P = p_pen · Σ_e Σ_t max(0, I_t − D_t)·Δt, only when the competition sets a penalty rate;
 *   net = A + U + SF − P, the sum of the rounded lines; VAT = net · rate, rounded once.
 * Every figure is a decimal; each line is rounded once, to the currency's minor unit (ISO 4217
 * digits as Intl reports them: 2 for GBP, EUR, USD, AUD), ties away from zero.
 */
import { Dec, ZERO, clamp, sum, text } from './decimal.js';
import type { EventDelivery, InvoiceLine, LineKind, SettlementConfig, Statement } from './schemas.js';

const HOUR_MS = 3_600_000;

export interface Interval {
  /** Epoch ms, inclusive. */
  start: number;
  /** Epoch ms, exclusive. */
  end: number;
}

export interface ServiceWindow extends Interval {
  /** Contracted MW in this window. */
  mw: Dec;
}

export interface StatementInput {
  currency: string;
  config: Pick<SettlementConfig, 'min_performance_ratio' | 'penalty_rate' | 'vat_rate_percent'>;
  /** Rates from the accepted bids (or contracts): per MW per hour, per MWh, per MW per window; null when the competition pays none. */
  rates: { availability: Dec | null; utilisation: Dec | null; service_fee: Dec | null };
  /** The month's service windows the provider was contracted for. */
  windows: readonly ServiceWindow[];
  /** Declared unavailability (may overlap each other and the windows). */
  unavailability: readonly Interval[];
  events: ReadonlyArray<{ id: string; delivery: EventDelivery }>;
  /** The previous month's performance ratio, or null when it had no dispatches. */
  previousMonthRatio: Dec | null;
}

/** Digits of the currency's minor unit (2 for pounds and pence). */
export function minorUnitDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** A money figure rounded to the currency's minor unit, ties away from zero, written with all its digits (`12.50`). */
export function roundMoney(value: Dec, currency: string): string {
  const digits = minorUnitDigits(currency);
  const rounded = value.toDecimalPlaces(digits, Dec.ROUND_HALF_UP);
  return (rounded.isZero() ? ZERO : rounded).toFixed(digits);
}

/** Merged, sorted, non-overlapping intervals. */
function merged(intervals: readonly Interval[]): Interval[] {
  const out: Interval[] = [];
  for (const i of [...intervals].filter((x) => x.end > x.start).sort((a, b) => a.start - b.start)) {
    const last = out[out.length - 1];
    if (last && i.start <= last.end) last.end = Math.max(last.end, i.end);
    else out.push({ ...i });
  }
  return out;
}

/** Hours of a window left after declared unavailability. */
export function availableHours(window: Interval, unavailability: readonly Interval[]): Dec {
  const removed = merged(unavailability).reduce((ms, u) => ms + Math.max(0, Math.min(window.end, u.end) - Math.max(window.start, u.start)), 0);
  return new Dec(Math.max(0, window.end - window.start - removed)).div(HOUR_MS);
}

/** AF: the previous month's performance ratio, clamped to [0, 1]; 1 when it had no dispatches. */
export function availabilityFactor(previousMonthRatio: Dec | null): Dec {
  return previousMonthRatio === null ? new Dec(1) : clamp(previousMonthRatio, ZERO, new Dec(1));
}

function line(kind: LineKind, unit: InvoiceLine['unit'], quantity: Dec, rate: Dec, factor: Dec, sign: 1 | -1, currency: string): InvoiceLine {
  const unrounded = quantity.times(rate).times(factor).times(sign);
  return { kind, unit, quantity: text(quantity), rate: text(rate), factor: text(factor), unrounded: text(unrounded), amount: roundMoney(unrounded, currency) };
}

/** Whether an event earns utilisation: a performance ratio at or above the minimum. */
const earnsUtilisation = (ratio: string | null, minimum: number): boolean => ratio !== null && new Dec(ratio).greaterThanOrEqualTo(new Dec(minimum));

/** The month's statement: per-event money and the invoice lines, net, VAT and gross. */
export function monthStatement(input: StatementInput): Statement {
  const { currency, config, rates } = input;
  const factor = availabilityFactor(input.previousMonthRatio);
  const hoursByWindow = input.windows.map((w) => ({ mw: w.mw, hours: availableHours(w, input.unavailability) }));
  const penaltyRate = config.penalty_rate === null ? null : new Dec(config.penalty_rate);
  const events = input.events.map(({ id, delivery }) => {
    const paid = earnsUtilisation(delivery.performance_ratio, config.min_performance_ratio);
    const utilisation = paid && rates.utilisation ? rates.utilisation.times(delivery.delivered_mwh) : ZERO;
    const penalty = penaltyRate ? penaltyRate.times(delivery.shortfall_mwh) : ZERO;
    return { id, performance_ratio: delivery.performance_ratio, utilisation_paid: paid, utilisation: text(utilisation), penalty: text(penalty), paidMwh: paid ? new Dec(delivery.delivered_mwh) : ZERO };
  });
  const one = new Dec(1);
  const lines: InvoiceLine[] = [];
  if (rates.availability) lines.push(line('availability', 'MW·h', sum(hoursByWindow.map((w) => w.mw.times(w.hours))), rates.availability, factor, 1, currency));
  if (rates.utilisation) lines.push(line('utilisation', 'MWh', sum(events.map((e) => e.paidMwh)), rates.utilisation, one, 1, currency));
  if (rates.service_fee) lines.push(line('service_fee', 'MW·window', sum(hoursByWindow.filter((w) => w.hours.greaterThan(0)).map((w) => w.mw)), rates.service_fee, one, 1, currency));
  if (penaltyRate) lines.push(line('penalty', 'MWh', sum(input.events.map((e) => new Dec(e.delivery.shortfall_mwh))), penaltyRate, one, -1, currency));
  const net = sum(lines.map((l) => new Dec(l.amount)));
  const vatRate = new Dec(config.vat_rate_percent);
  const vat = new Dec(roundMoney(net.times(vatRate).div(100), currency));
  return {
    currency,
    availability_factor: text(factor),
    events: events.map(({ paidMwh: _paid, ...e }) => e),
    lines,
    net: roundMoney(net, currency),
    vat_rate_percent: text(vatRate),
    vat: roundMoney(vat, currency),
    gross: roundMoney(net.plus(vat), currency),
  };
}

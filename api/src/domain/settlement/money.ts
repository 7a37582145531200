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
  /** This window's own rates (its accepted bid's prices); the statement's `rates` otherwise. */
  rates?: { availability: Dec | null; service_fee: Dec | null };
  /** Unavailability declared for this window's assets only (on top of the statement's). */
  unavailability?: readonly Interval[];
}

/** A settled event and, when it has its own (its bid's price), its utilisation rate. */
export interface StatementEvent {
  id: string;
  delivery: EventDelivery;
  utilisationRate?: Dec | null;
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
  events: readonly StatementEvent[];
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

/** The rates a window pays at: its own, or the statement's. */
function windowRates(w: ServiceWindow, rates: StatementInput['rates']): { availability: Dec | null; service_fee: Dec | null } {
  return w.rates ?? { availability: rates.availability, service_fee: rates.service_fee };
}

/** Quantities summed per distinct rate (a line per rate, in order of first appearance). */
function byRate(items: ReadonlyArray<{ rate: Dec | null; quantity: Dec }>): Array<{ rate: Dec; quantity: Dec }> {
  const out: Array<{ rate: Dec; quantity: Dec }> = [];
  for (const item of items) {
    if (item.rate === null) continue;
    const rate = item.rate;
    const same = out.find((o) => o.rate.equals(rate));
    if (same) same.quantity = same.quantity.plus(item.quantity);
    else out.push({ rate, quantity: item.quantity });
  }
  return out;
}

/**
 * The month's statement: per-event money and the invoice lines, net, VAT and gross. Windows and
 * events paid at different rates (bids at different prices) give one line per kind and rate.
 */
export function monthStatement(input: StatementInput): Statement {
  const { currency, config, rates } = input;
  const factor = availabilityFactor(input.previousMonthRatio);
  const windows = input.windows.map((w) => ({
    mw: w.mw,
    rates: windowRates(w, rates),
    hours: availableHours(w, [...input.unavailability, ...(w.unavailability ?? [])]),
  }));
  const penaltyRate = config.penalty_rate === null ? null : new Dec(config.penalty_rate);
  const events = input.events.map(({ id, delivery, utilisationRate }) => {
    const rate = utilisationRate === undefined ? rates.utilisation : utilisationRate;
    const paid = earnsUtilisation(delivery.performance_ratio, config.min_performance_ratio);
    const utilisation = paid && rate ? rate.times(delivery.delivered_mwh) : ZERO;
    const penalty = penaltyRate ? penaltyRate.times(delivery.shortfall_mwh) : ZERO;
    return { id, performance_ratio: delivery.performance_ratio, utilisation_paid: paid, utilisation: text(utilisation), penalty: text(penalty), rate, paidMwh: paid ? new Dec(delivery.delivered_mwh) : ZERO };
  });
  const one = new Dec(1);
  const lines: InvoiceLine[] = [];
  for (const a of byRate(windows.map((w) => ({ rate: w.rates.availability, quantity: w.mw.times(w.hours) })))) {
    lines.push(line('availability', 'MW·h', a.quantity, a.rate, factor, 1, currency));
  }
  for (const u of byRate(events.map((e) => ({ rate: e.rate, quantity: e.paidMwh })))) lines.push(line('utilisation', 'MWh', u.quantity, u.rate, one, 1, currency));
  const served = windows.filter((w) => w.hours.greaterThan(0));
  for (const f of byRate(served.map((w) => ({ rate: w.rates.service_fee, quantity: w.mw })))) lines.push(line('service_fee', 'MW·window', f.quantity, f.rate, one, 1, currency));
  if (penaltyRate) lines.push(line('penalty', 'MWh', sum(input.events.map((e) => new Dec(e.delivery.shortfall_mwh))), penaltyRate, one, -1, currency));
  const net = sum(lines.map((l) => new Dec(l.amount)));
  const vatRate = new Dec(config.vat_rate_percent);
  const vat = new Dec(roundMoney(net.times(vatRate).div(100), currency));
  return {
    currency,
    availability_factor: text(factor),
    events: events.map(({ paidMwh: _paid, rate: _rate, ...e }) => e),
    lines,
    net: roundMoney(net, currency),
    vat_rate_percent: text(vatRate),
    vat: roundMoney(vat, currency),
    gross: roundMoney(net.plus(vat), currency),
  };
}

/**
 * A trade's amount and each side's position before and after it, in decimal arithmetic (never a
 * float), rounded to the currency's minor unit half-up at the end only. Formulas in README.md:
 *
 * - capacity market: premium = (clear − bid) × kW × transfer days ÷ days in the delivery year;
 * - obligations: premium = (availability rate − bid rate) × MW × the window's availability hours in
 *   the transfer period (its service days and holidays, on the competition clock, as contracts
 *   count a window's delivery hours);
 * - load modifications: price = price × kW × months.
 */
import { Dec, ZERO } from '../settlement/decimal.js';
import { roundMoney } from '../settlement/money.js';
import { instantOf } from '../dispatch/validate.js';
import { instancesOf, type Recurrence } from '../market/windows.js';

const DAY = 86_400_000;
type D = InstanceType<typeof Dec>;

/** Whole days from `from` to `to` (YYYY-MM-DD, `to` exclusive). */
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);

/** Days in the delivery year starting 1 October of `year` (366 when the next February has a 29th). */
export const deliveryYearDays = (year: number): number => daysBetween(`${year}-10-01`, `${year + 1}-10-01`);

/** Whole calendar months from the first day of one month to the first day of another. */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  return ty * 12 + tm - (fy * 12 + fm);
}

/** Hours of a window's delivery times (real hours: a night the clocks change counts as it runs). */
export function windowHours(r: Recurrence): D {
  let ms = 0;
  for (const i of instancesOf(r)) ms += instantOf(i.end) - instantOf(i.start);
  return new Dec(ms).div(3_600_000);
}

export interface CapacityTerms {
  clear: string;
  price: string;
  mw: string;
  startsOn: string;
  endsOn: string;
  deliveryYear: number;
  currency: string;
}

export function capacityPremium(t: CapacityTerms): string {
  const kw = new Dec(t.mw).times(1000);
  const unrounded = new Dec(t.clear).minus(t.price).times(kw).times(daysBetween(t.startsOn, t.endsOn)).div(deliveryYearDays(t.deliveryYear));
  return roundMoney(unrounded, t.currency);
}

export interface ObligationTerms {
  rate: string;
  price: string;
  mw: string;
  hours: D;
  currency: string;
}

export function obligationPremium(t: ObligationTerms): string {
  return roundMoney(new Dec(t.rate).minus(t.price).times(t.mw).times(t.hours), t.currency);
}

export function loadModificationPrice(t: { price: string; mw: string; startsOn: string; endsOn: string; currency: string }): string {
  return roundMoney(new Dec(t.price).times(new Dec(t.mw).times(1000)).times(monthsBetween(t.startsOn, t.endsOn)), t.currency);
}

/** One side's MW and monthly payment before and after a trade (schemas.ts PositionSide). */
export interface Side {
  mw_before: string;
  mw_after: string;
  monthly_payment_before: string;
  monthly_payment_after: string;
}

const mwText = (v: D) => v.toFixed();

/**
 * Capacity market: each side's MW of the agreement and its monthly capacity payment, clear price ×
 * kW ÷ 12. `sellerHeld` is what the seller held of the agreement before the trade, `buyerHeld`
 * what the buyer held of it (earlier trades).
 */
export function capacityPositions(clear: string, mw: string, sellerHeld: string, buyerHeld: string, currency: string): { seller: Side; buyer: Side } {
  const monthly = (held: D) => roundMoney(new Dec(clear).times(held).times(1000).div(12), currency);
  const side = (before: D, after: D): Side => ({ mw_before: mwText(before), mw_after: mwText(after), monthly_payment_before: monthly(before), monthly_payment_after: monthly(after) });
  const s = new Dec(sellerHeld);
  const b = new Dec(buyerHeld);
  return { seller: side(s, s.minus(mw)), buyer: side(b, b.plus(mw)) };
}

/**
 * Obligations and load modifications: the side that gives the commitment up goes from the MW and
 * its monthly payment to nothing; the side that takes it goes from nothing to them. The monthly
 * payment is the period's payment ÷ its length in months (days × 12 ÷ 365).
 */
export function wholePositions(mw: string, periodPayment: D, days: number, currency: string, sellerGivesUp: boolean): { seller: Side; buyer: Side } {
  const monthly = roundMoney(days > 0 ? periodPayment.times(365).div(new Dec(days).times(12)) : ZERO, currency);
  const none = roundMoney(ZERO, currency);
  const held: Side = { mw_before: mwText(new Dec(mw)), mw_after: '0', monthly_payment_before: monthly, monthly_payment_after: none };
  const taken: Side = { mw_before: '0', mw_after: mwText(new Dec(mw)), monthly_payment_before: none, monthly_payment_after: monthly };
  return sellerGivesUp ? { seller: held, buyer: taken } : { seller: taken, buyer: { ...taken } };
}

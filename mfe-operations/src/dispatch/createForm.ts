/**
 * The create-dispatch form (platform §2.4 "create dispatch instructions"): its values, defaults,
 * checks and the instructions it sends. Times are entered as wall-clock times of the region's zone.
 */
import type { MessageDescriptor } from '@lingui/core';
import type { Bid } from 'shared-session';
import { utcToZonedText, zonedEntry } from 'shared-ui';
import { zonedToIso } from './zonedTime';
import type { DispatchInstructionCreate, DispatchUnit } from './types';

export interface CreateValues {
  start: string;
  end: string;
  quantity: string;
  deadline: string;
  send: 'now' | 'later';
  sendAt: string;
}

export type CreateField = 'start' | 'end' | 'quantity' | 'deadline' | 'sendAt';
export type CreateErrors = Partial<Record<CreateField, MessageDescriptor>>;

/** An accepted bid with the unit of its competition (MW for active power, MVAr for reactive). */
export type DispatchBid = Bid & { unit: DispatchUnit };

type BidCapacity = Pick<DispatchBid, 'id' | 'capacity' | 'unit'>;
type BidWindow = Pick<Bid, 'window_start_time' | 'window_end_time' | 'period_start' | 'period_end'> & Partial<Pick<Bid, 'window_service_days'>>;

/** Windows' times are read on the competition's clock (the server's rule). */
export const COMPETITION_TIME_ZONE = 'Europe/London';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Day of the week of a calendar date, Monday = 0 (the API's day codes). */
function weekdayOf(day: string): number {
  return (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;
}

/**
 * The next delivery of a bid's window that starts at least an hour from now (so the provider has
 * time to answer), on a day the window serves: its start and an end an hour later or at the
 * window's end. Holidays are the server's to check. Null when the window has no such day left.
 */
export function nextDelivery(bid: BidWindow, timezone: string, now = Date.now()): { start: number; end: number } | null {
  const today = utcToZonedText(new Date(now).toISOString(), timezone, 'T').slice(0, 10);
  for (let n = 0; n < 400; n++) {
    const day = utcToZonedText(new Date(Date.parse(`${today}T12:00:00Z`) + n * DAY).toISOString(), 'UTC', 'T').slice(0, 10);
    if (day < bid.period_start) continue;
    if (day > bid.period_end) return null;
    if (bid.window_service_days && !bid.window_service_days.includes(weekdayOf(day))) continue;
    const start = zonedToIso(`${day}T${bid.window_start_time}`, timezone);
    const windowEnd = zonedToIso(`${day}T${bid.window_end_time}`, timezone);
    // A window start or end the zone's clocks skip that day: try the next day.
    if (!start || !windowEnd) continue;
    const s = Date.parse(start);
    if (s < now + HOUR) continue;
    // A window ending at or before its start time runs past midnight.
    const e = Date.parse(windowEnd) <= s ? Date.parse(windowEnd) + DAY : Date.parse(windowEnd);
    return { start: s, end: Math.min(s + HOUR, e) };
  }
  return null;
}

/**
 * Defaults: the next delivery of the first bid's window (else the next full hour plus one) for an
 * hour, answered 30 minutes before it starts; the smallest capacity selected; sent now. The values
 * are wall-clock times of `timezone` (the region's), the zone the form is filled in.
 */
export function defaultValues(bids: readonly (BidCapacity & Partial<BidWindow>)[], timezone: string, now = Date.now()): CreateValues {
  const first = bids[0];
  const delivery =
    first && first.window_start_time && first.window_end_time && first.period_start && first.period_end ? nextDelivery(first as BidWindow, COMPETITION_TIME_ZONE, now) : null;
  const start = delivery?.start ?? Math.ceil(now / HOUR) * HOUR + HOUR;
  const end = delivery?.end ?? start + HOUR;
  const zoned = (t: number) => utcToZonedText(new Date(t).toISOString(), timezone, 'T');
  const smallest = bids.length ? Math.min(...bids.map((b) => b.capacity)) : 0;
  return {
    start: zoned(start),
    end: zoned(end),
    quantity: smallest ? String(smallest) : '',
    deadline: zoned(start - HOUR / 2),
    send: 'now',
    sendAt: zoned(Math.ceil(now / HOUR) * HOUR),
  };
}

/** The one unit of the selected bids; null when they mix MW and MVAr. */
export function unitOfBids(bids: readonly Pick<DispatchBid, 'unit'>[]): DispatchUnit | null {
  const units = new Set(bids.map((b) => b.unit));
  return units.size === 1 ? [...units][0]! : null;
}

const NUMBER = /^\d+(\.\d{1,5})?$/;

/** Checks of the form; the key of each failing field with its message. */
export function validate(v: CreateValues, bids: readonly BidCapacity[], timezone: string, now = Date.now()): CreateErrors {
  const errors: CreateErrors = {};
  const start = zonedToIso(v.start, timezone);
  const end = zonedToIso(v.end, timezone);
  const deadline = zonedToIso(v.deadline, timezone);
  // A real date and time the zone's clocks skip (they go forward): the message names the gap.
  const gapOf = (local: string): MessageDescriptor | null => {
    const entry = zonedEntry(local, timezone);
    return entry.state === 'gap' ? entry.error : null;
  };
  if (!start) errors.start = gapOf(v.start) ?? /*i18n*/ { id: 'operations.create.error.startRequired', message: 'Enter the start date and time.' };
  else if (Date.parse(start) <= now) errors.start = /*i18n*/ { id: 'operations.create.error.startPast', message: 'The start must be in the future.' };
  if (!end) errors.end = gapOf(v.end) ?? /*i18n*/ { id: 'operations.create.error.endRequired', message: 'Enter the end date and time.' };
  else if (start && Date.parse(end) <= Date.parse(start)) errors.end = /*i18n*/ { id: 'operations.create.error.endBeforeStart', message: 'The end must be after the start.' };

  const q = v.quantity.trim();
  if (unitOfBids(bids) === null && bids.length > 0)
    errors.quantity = /*i18n*/ { id: 'operations.create.error.mixedUnits', message: 'These bids are measured in different units. Select bids measured in MW only, or in MVAr only.' };
  else if (!q) errors.quantity = /*i18n*/ { id: 'operations.create.error.quantityRequired', message: 'Enter the quantity to dispatch.' };
  else if (!NUMBER.test(q) || Number(q) <= 0) errors.quantity = /*i18n*/ { id: 'operations.create.error.quantityNumber', message: 'Enter a quantity above 0 with up to 5 decimals.' };
  else {
    const over = bids.find((b) => Number(q) > b.capacity);
    if (over)
      errors.quantity = /*i18n*/ {
        id: 'operations.create.error.quantityOverCapacity',
        message: 'More than bid {bid} offers ({capacity}). Dispatch at most the accepted capacity.',
        values: { bid: over.id, capacity: over.capacity },
      };
  }

  if (!deadline) errors.deadline = gapOf(v.deadline) ?? /*i18n*/ { id: 'operations.create.error.deadlineRequired', message: 'Enter the response deadline.' };
  else if (Date.parse(deadline) <= now) errors.deadline = /*i18n*/ { id: 'operations.create.error.deadlinePast', message: 'The response deadline must be in the future.' };
  else if (start && Date.parse(deadline) > Date.parse(start))
    errors.deadline = /*i18n*/ { id: 'operations.create.error.deadlineAfterStart', message: 'The provider must answer before the dispatch starts.' };

  if (v.send === 'later') {
    const at = zonedToIso(v.sendAt, timezone);
    if (!at) errors.sendAt = gapOf(v.sendAt) ?? /*i18n*/ { id: 'operations.create.error.sendAtRequired', message: 'Enter when to send the instruction.' };
    else if (Date.parse(at) <= now) errors.sendAt = /*i18n*/ { id: 'operations.create.error.sendAtPast', message: 'The sending time must be in the future.' };
    else if (deadline && Date.parse(at) >= Date.parse(deadline))
      errors.sendAt = /*i18n*/ { id: 'operations.create.error.sendAtAfterDeadline', message: 'Send the instruction before its response deadline.' };
  }
  return errors;
}

/** One instruction per selected bid (its competition, window, provider and assets), from valid values. */
export function toInstructions(
  v: CreateValues,
  bids: readonly Pick<DispatchBid, 'id' | 'competition' | 'service_window' | 'flex_provider' | 'assets' | 'unit'>[],
  timezone: string,
): DispatchInstructionCreate[] {
  const iso = (local: string) => zonedToIso(local, timezone) ?? '';
  return bids.map((b) => ({
    competition: b.competition,
    service_window: b.service_window,
    flex_provider: b.flex_provider,
    bid: b.id,
    assets: b.assets,
    start: iso(v.start),
    end: iso(v.end),
    quantity: Number(v.quantity),
    unit: b.unit,
    response_deadline: iso(v.deadline),
    send_at: v.send === 'later' ? iso(v.sendAt) : null,
  }));
}

/**
 * The create-dispatch form (platform §2.4 "create dispatch instructions"): its values, defaults,
 * checks and the instructions it sends. Times are entered as wall-clock times of the region's zone.
 */
import type { MessageDescriptor } from '@lingui/core';
import type { Bid } from 'shared-session';
import { isoToZoned, zonedToIso } from './format';
import type { DispatchInstructionCreate, DispatchUnit } from './types';

export interface CreateValues {
  start: string;
  end: string;
  quantity: string;
  unit: DispatchUnit;
  deadline: string;
  send: 'now' | 'later';
  sendAt: string;
}

export type CreateField = 'start' | 'end' | 'quantity' | 'deadline' | 'sendAt';
export type CreateErrors = Partial<Record<CreateField, MessageDescriptor>>;

type BidCapacity = Pick<Bid, 'id' | 'capacity'>;

const HOUR = 3_600_000;

/** Defaults: from the next full hour plus one, for an hour, answered 30 minutes before; the smallest capacity selected. */
export function defaultValues(bids: readonly BidCapacity[], timezone: string, now = Date.now()): CreateValues {
  const start = Math.ceil(now / HOUR) * HOUR + HOUR;
  const zoned = (t: number) => isoToZoned(new Date(t).toISOString(), timezone);
  const smallest = bids.length ? Math.min(...bids.map((b) => b.capacity)) : 0;
  return {
    start: zoned(start),
    end: zoned(start + HOUR),
    quantity: smallest ? String(smallest) : '',
    unit: 'MW',
    deadline: zoned(start - HOUR / 2),
    send: 'now',
    sendAt: zoned(Math.ceil(now / HOUR) * HOUR),
  };
}

const NUMBER = /^\d+(\.\d{1,5})?$/;

/** Checks of the form; the key of each failing field with its message. */
export function validate(v: CreateValues, bids: readonly BidCapacity[], timezone: string, now = Date.now()): CreateErrors {
  const errors: CreateErrors = {};
  const start = zonedToIso(v.start, timezone);
  const end = zonedToIso(v.end, timezone);
  const deadline = zonedToIso(v.deadline, timezone);
  if (!start) errors.start = { id: 'operations.create.error.startRequired', message: 'Enter the start date and time.' };
  else if (Date.parse(start) <= now) errors.start = { id: 'operations.create.error.startPast', message: 'The start must be in the future.' };
  if (!end) errors.end = { id: 'operations.create.error.endRequired', message: 'Enter the end date and time.' };
  else if (start && Date.parse(end) <= Date.parse(start)) errors.end = { id: 'operations.create.error.endBeforeStart', message: 'The end must be after the start.' };

  const q = v.quantity.trim();
  if (!q) errors.quantity = { id: 'operations.create.error.quantityRequired', message: 'Enter the quantity to dispatch.' };
  else if (!NUMBER.test(q) || Number(q) <= 0) errors.quantity = { id: 'operations.create.error.quantityNumber', message: 'Enter a quantity above 0 with up to 5 decimals.' };
  else {
    const over = bids.find((b) => Number(q) > b.capacity);
    if (over)
      errors.quantity = {
        id: 'operations.create.error.quantityOverCapacity',
        message: 'More than bid {bid} offers ({capacity}). Dispatch at most the accepted capacity.',
        values: { bid: over.id, capacity: over.capacity },
      };
  }

  if (!deadline) errors.deadline = { id: 'operations.create.error.deadlineRequired', message: 'Enter the response deadline.' };
  else if (Date.parse(deadline) <= now) errors.deadline = { id: 'operations.create.error.deadlinePast', message: 'The response deadline must be in the future.' };
  else if (start && Date.parse(deadline) > Date.parse(start))
    errors.deadline = { id: 'operations.create.error.deadlineAfterStart', message: 'The provider must answer before the dispatch starts.' };

  if (v.send === 'later') {
    const at = zonedToIso(v.sendAt, timezone);
    if (!at) errors.sendAt = { id: 'operations.create.error.sendAtRequired', message: 'Enter when to send the instruction.' };
    else if (Date.parse(at) <= now) errors.sendAt = { id: 'operations.create.error.sendAtPast', message: 'The sending time must be in the future.' };
    else if (deadline && Date.parse(at) >= Date.parse(deadline))
      errors.sendAt = { id: 'operations.create.error.sendAtAfterDeadline', message: 'Send the instruction before its response deadline.' };
  }
  return errors;
}

/** One instruction per selected bid, from valid values. */
export function toInstructions(v: CreateValues, bids: readonly Pick<Bid, 'id'>[], timezone: string): DispatchInstructionCreate[] {
  const iso = (local: string) => zonedToIso(local, timezone) ?? '';
  return bids.map((b) => ({
    bid: b.id,
    start: iso(v.start),
    end: iso(v.end),
    quantity: Number(v.quantity),
    unit: v.unit,
    response_deadline: iso(v.deadline),
    send_at: v.send === 'later' ? iso(v.sendAt) : null,
  }));
}

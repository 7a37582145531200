/**
 * What makes a dispatch instruction valid (checked on create, single or bulk): the competition
 * is the caller's; an ACCEPTED bid (decision approved, results confirmed) on the window holds every
 * asset; the bid's obligation on the start's day (contracts/active.ts: by bid and date, since an
 * exchange transfer splits it) is held by the provider instructed — the bid's own provider, or the
 * buyer from the transfer start on —, holds at least the quantity and binds on that day (its contract
 * accepted, not ended nor terminated before then), and the instruction records which obligation it falls inside; start and end fall inside one delivery
 * instance of the window (read on the competition's clock, Europe/London); the response deadline
 * is after now and no later than the start; a send time, when given, is not in the past and
 * before the deadline. Field errors are 400 {field: ["…"]}.
 */
import type { Static } from '@sinclair/typebox';
import type { Db } from '../../db/types.js';
import { badRequest } from '../../errors.js';
import { competitionFacts, unitOf, windowsOf } from '../market/facts.js';
import { instancesOf, localLabel } from '../market/windows.js';
import { localDate, obligationOfBid, type BidObligation } from '../contracts/active.js';
import { fill } from '../../platform/i18n/translate.js';
import * as M from './messages.js';
import type { DispatchInstructionCreate } from './schemas.js';

/** The clock competitions' windows are read on. */
export const COMPETITION_TIME_ZONE = 'Europe/London';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: COMPETITION_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** An instant → "local epoch" ms (the local date and time read as if UTC), the axis of windows.ts. */
export function localEpoch(instant: number): number {
  const p = Object.fromEntries(parts.formatToParts(new Date(instant)).map((x) => [x.type, x.value]));
  return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
}

/** Local epoch ms → the instant (the earlier one when the clock goes back). */
export function instantOf(local: number): number {
  let guess = local;
  for (let i = 0; i < 3; i++) guess = local - (localEpoch(guess) - guess);
  return guess;
}

/** A new instruction as its body schema validated it. */
export type InstructionInput = Static<typeof DispatchInstructionCreate>;

export interface ValidInstruction {
  competition_id: number;
  service_window_id: number;
  flex_provider_id: number;
  bid_id: number;
  /** The obligation (of an accepted contract) the instruction falls inside. */
  obligation_id: number;
  assets: number[];
  start: string;
  end: string;
  quantity: number;
  unit: 'MW' | 'MVAr';
  response_deadline: string;
  send_at: string | null;
  operator_id: number;
}

/** Who may create for this competition: its operator (403 for another operator's, checked before validation). */
export async function competitionOperator(db: Db, competition: number): Promise<number | null> {
  const r = await db.query<{ operator_id: number }>('SELECT operator_id FROM competitions WHERE id = $1', [competition]);
  return r.rows[0]?.operator_id ?? null;
}

/** Why an accepted bid's obligation does not bind on the instruction's day (local date `day`). */
function whyNotBinding(bound: BidObligation, day: string): string {
  const named = { obligation: bound.obligation.id, contract: bound.contract_reference };
  if (bound.contract_status === 'awaiting_acceptance') return fill(M.AWAITING_ACCEPTANCE, named);
  if (bound.contract_status === 'terminated') return bound.terminated_last_day !== null ? fill(M.TERMINATED, { ...named, last: bound.terminated_last_day }) : fill(M.WITHDRAWN, named);
  return fill(M.NOT_RUNNING, { ...named, day });
}

export async function validateInstruction(db: Db, operatorId: number, body: InstructionInput, now = Date.now()): Promise<ValidInstruction> {
  const c = await competitionFacts(db, body.competition);
  if (!c || c.operator_id !== operatorId) throw badRequest({ competition: ['Unknown competition.'] });
  if (!c.results_confirmed) throw badRequest({ competition: [`The results of ${c.name} are not confirmed yet; only accepted bids of confirmed results can be dispatched.`] });
  const windows = await windowsOf(db, c.id, c.holiday_calendar);
  const window = windows.get(body.service_window);
  if (!window) throw badRequest({ service_window: [`This window is not part of ${c.name}.`] });
  const unit = unitOf(c);
  if (body.unit && body.unit !== unit) throw badRequest({ unit: [`${c.name} is measured in ${unit}.`] });

  const start = Date.parse(body.start);
  const at = new Date(Number.isNaN(start) ? now : start);
  // The provider's accepted bids on the window, and the bids whose obligation it holds (or held) by
  // an exchange transfer; those whose obligation it holds on the start's day come first.
  const bids = await db.query<{ id: number; capacity: number; assets: number[] }>(
    `SELECT b.id, b.capacity::float8 AS capacity,
            (SELECT COALESCE(array_agg(ba.flex_asset_id ORDER BY ba.flex_asset_id), '{}') FROM ballots bl JOIN ballot_assets ba ON ba.group_id = bl.ballot_asset_group_id WHERE bl.id = b.ballot_id) AS assets
       FROM bids b JOIN bid_approvals ap ON ap.bid_id = b.id AND ap.approved
      WHERE b.competition_id = $1 AND b.service_window_id = $2 AND b.is_active
        AND (b.flex_provider_id = $3 OR EXISTS (SELECT 1 FROM obligations ob WHERE ob.bid_id = b.id AND ob.provider_id = $3))
      ORDER BY EXISTS (SELECT 1 FROM obligations ob WHERE ob.bid_id = b.id AND ob.provider_id = $3 AND ob.starts_on <= $4::date AND ob.ends_on > $4::date) DESC, b.id`,
    [c.id, window.id, body.flex_provider, localDate(at)],
  );
  const candidates = body.bid === undefined ? bids.rows : bids.rows.filter((b) => b.id === body.bid);
  if (!candidates.length) {
    throw badRequest(
      body.bid === undefined
        ? { flex_provider: [`This provider has no accepted bid for ${window.name} in ${c.name}.`] }
        : { bid: [`Bid ${body.bid} is not an accepted bid of this provider for ${window.name} in ${c.name}.`] },
    );
  }
  const withAssets = candidates.filter((b) => body.assets.every((a) => b.assets.map(Number).includes(a)));
  const bid = withAssets[0];
  if (!bid) throw badRequest({ assets: [`Every asset must be one of the accepted bid’s assets (asset ids ${candidates[0]!.assets.join(', ')}).`] });

  const bound = await obligationOfBid(db, bid.id, at);
  if (!bound) throw badRequest({ bid: [fill(M.NO_OBLIGATION, { bid: bid.id })] });
  const named = { obligation: bound.obligation.id, contract: bound.contract_reference };
  // The provider instructed is the one holding the obligation on the day (a buyer from its transfer start on).
  if (bound.obligation.provider !== body.flex_provider) {
    throw badRequest({ flex_provider: [fill(M.HELD_BY_OTHER, { ...named, holder: bound.provider_name, day: localDate(at) })] });
  }
  if (body.quantity > Number(bound.obligation.capacity) + 1e-9) {
    throw badRequest({ quantity: [fill(M.ABOVE_OBLIGATION, { ...named, capacity: Number(bound.obligation.capacity), unit })] });
  }
  const end = Date.parse(body.end);
  const deadline = Date.parse(body.response_deadline);
  const sendAt = body.send_at ? Date.parse(body.send_at) : null;
  const errors: Record<string, string[]> = {};
  if (!(start < end)) errors.end = ['The end must be after the start.'];
  else {
    const from = localEpoch(start);
    const to = localEpoch(end);
    const inside = instancesOf(window).some((i) => i.start <= from && to <= i.end);
    if (!inside) errors.start = [`Start and end must fall inside one delivery time of ${window.name} (${window.start_time}–${window.end_time} local time on its service days, ${window.start_date} to ${window.end_date}); ${localLabel(from)}–${localLabel(to).slice(11)} is not.`];
  }
  if (!(deadline > now)) errors.response_deadline = ['The response deadline must be in the future.'];
  else if (deadline > start) errors.response_deadline = ['The response deadline must be no later than the start.'];
  if (sendAt !== null) {
    if (sendAt < now - 60_000) errors.send_at = ['The send time is in the past; leave it empty to send now.'];
    else if (sendAt >= deadline) errors.send_at = ['The send time must be before the response deadline.'];
  }
  if (Object.keys(errors).length) throw badRequest(errors);
  if (!bound.binds) throw badRequest({ bid: [whyNotBinding(bound, localLabel(localEpoch(start)).slice(0, 10))] });

  return {
    competition_id: c.id,
    service_window_id: window.id,
    flex_provider_id: body.flex_provider,
    bid_id: bid.id,
    obligation_id: bound.obligation.id,
    assets: [...body.assets].sort((a, b) => a - b),
    start: new Date(start).toISOString(),
    end: new Date(end).toISOString(),
    quantity: body.quantity,
    unit,
    response_deadline: new Date(deadline).toISOString(),
    send_at: sendAt !== null && sendAt > now ? new Date(sendAt).toISOString() : null,
    operator_id: c.operator_id,
  };
}

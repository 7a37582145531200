/**
 * Moving a flexibility obligation from its holder (the seller) to a buyer on the exchange, in the
 * caller's transaction (the exchange's award). Rules in README.md, "Transfers":
 *
 * - The obligation must bind on the day the buyer takes over: the transfer start, or the
 *   obligation's own first day when the transfer starts before it (409 otherwise, naming why).
 * - The buyer holds it under its contract for the competition (one per competition and provider):
 *   an active one is reused, its dates widened to cover the obligation; one awaiting acceptance or
 *   terminated refuses the transfer (409); without one, an active contract is made, accepted by
 *   the user who accepted the trade.
 * - Split: the seller's row ends at the transfer start and a new row of the same bid, for the buyer,
 *   runs from there to the day the seller's stopped binding (`transferred_from_id` names the seller's
 *   row). Move: when the transfer starts on or before the obligation's first day, the row itself
 *   passes to the buyer.
 * - The seller's instructions under the obligation that start on or after the transfer start and
 *   are still scheduled or awaiting response go to the buyer with it; answered and finished ones
 *   stay the seller's (its answer is final).
 */
import type { Db } from '../../db/types.js';
import { ApiError } from '../../errors.js';
import { publishEvent } from '../../platform/events/publish.js';
import { fill } from '../../platform/i18n/translate.js';
import { BINDS_ON, BINDS_UNTIL } from '../contracts/active.js';
import { loadContract } from '../contracts/columns.js';
import { contractReference } from '../contracts/create.js';
import { lastDay } from '../contracts/dates.js';
import { currentFrameworkAgreement } from '../contracts/framework.js';
import { loadObligation } from '../contracts/obligations.js';
import { loadInstruction } from '../dispatch/columns.js';
import { qualifyingAssetIds } from '../entries/entry.js';
import * as M from './transfer/messages.js';

export interface TransferArgs {
  obligationId: number;
  buyerId: number;
  buyerName: string;
  /** The first day the buyer holds the obligation (YYYY-MM-DD, competition clock). */
  transferStartsOn: string;
  /** The user who accepted the trade for the buyer: the buyer's contract, when made, is accepted in their name. */
  acceptedBy: number;
  tradeId: number | null;
}

/** The statuses of an instruction nobody has answered or ended yet: these follow the obligation to the buyer. */
export const OPEN_INSTRUCTION_STATUSES = ['created', 'scheduled', 'awaiting response'] as const;

const conflict = (detail: string) => new ApiError(409, { detail });

interface Locked {
  id: number;
  bid_id: number;
  competition_id: number;
  provider_id: number;
  contract_id: number;
  contract_reference: string;
  contract_status: string;
  operator_id: number;
  starts_on: string;
  ends_on: string;
  /** The buyer's first day: the transfer start, or the obligation's first day when later. */
  takes_over_on: string;
  binds: boolean;
  /** The first day the obligation no longer binds (its end, or its contract's termination date). */
  binds_until: string | null;
}

/** Locks the obligation and its contract, and reads whether it binds on the buyer's first day. */
async function lockObligation(tx: Db, id: number, start: string): Promise<Locked | null> {
  const r = await tx.query<Locked>(
    `SELECT ob.id, ob.bid_id, ob.competition_id, ob.provider_id, ob.contract_id, k.reference AS contract_reference, k.status AS contract_status,
            k.operator_id, to_char(ob.starts_on, 'YYYY-MM-DD') AS starts_on, to_char(ob.ends_on, 'YYYY-MM-DD') AS ends_on,
            to_char(GREATEST(ob.starts_on, $2::date), 'YYYY-MM-DD') AS takes_over_on, ${BINDS_ON('GREATEST(ob.starts_on, $2::date)')} AS binds,
            to_char(${BINDS_UNTIL()}, 'YYYY-MM-DD') AS binds_until
       FROM obligations ob JOIN contracts k ON k.id = ob.contract_id WHERE ob.id = $1 FOR UPDATE OF ob, k`,
    [id, start],
  );
  return r.rows[0] ?? null;
}

/** Why an obligation that does not bind on the day cannot be transferred. */
function whyNotTransferable(ob: Locked): string {
  const named = { obligation: ob.id, contract: ob.contract_reference, day: ob.takes_over_on };
  if (ob.contract_status === 'awaiting_acceptance') return fill(M.AWAITING, named);
  if (ob.contract_status === 'terminated' && ob.takes_over_on < ob.ends_on && ob.takes_over_on >= ob.starts_on) return fill(M.TERMINATED, named);
  return fill(M.OUTSIDE_DATES, { ...named, first: ob.starts_on, last: lastDay(ob.ends_on) });
}

/**
 * The buyer's contract for the competition, made or widened to run over [from, until): an active
 * one is reused; one awaiting acceptance or terminated refuses (409). Answers its id and whether it was made now.
 */
async function buyerContract(tx: Db, ob: Locked, args: TransferArgs, from: string, until: string): Promise<{ id: number; made: boolean }> {
  const existing = async () =>
    (
      await tx.query<{ id: number; status: string; reference: string }>(
        'SELECT id, status, reference FROM contracts WHERE competition_id = $1 AND provider_id = $2 FOR UPDATE',
        [ob.competition_id, args.buyerId],
      )
    ).rows[0];
  let k = await existing();
  if (!k) {
    const framework = await currentFrameworkAgreement(tx, args.buyerId, ob.operator_id);
    const made = await tx.query<{ id: number }>(
      `INSERT INTO contracts (reference, competition_id, provider_id, operator_id, framework_agreement_id, confirmation_id, status, currency, starts_on, ends_on,
                              accepted_at, accepted_by, accepted_name, terms_read)
       SELECT $1, c.id, $3, $4, $5, (SELECT s.confirmation_id FROM contracts s WHERE s.id = $6), 'active', c.currency, $7, $8, now(), u.id,
              COALESCE(NULLIF(trim(COALESCE(u.first_name, '') || ' ' || COALESCE(u.last_name, '')), ''), u.email, $9), true
         FROM competitions c LEFT JOIN users u ON u.id = $10 WHERE c.id = $2
       ON CONFLICT (competition_id, provider_id) DO NOTHING RETURNING id`,
      [contractReference(ob.competition_id, args.buyerId), ob.competition_id, args.buyerId, ob.operator_id, framework, ob.contract_id, from, until, args.buyerName, args.acceptedBy],
    );
    if (made.rows[0]) return { id: made.rows[0].id, made: true };
    // Made meanwhile by another transaction: reuse it as any existing one.
    k = (await existing())!;
  }
  const named = { buyer: args.buyerName, contract: k.reference };
  if (k.status === 'awaiting_acceptance') throw conflict(fill(M.BUYER_AWAITING, named));
  if (k.status === 'terminated') throw conflict(fill(M.BUYER_TERMINATED, named));
  await tx.query('UPDATE contracts SET starts_on = LEAST(starts_on, $2::date), ends_on = GREATEST(ends_on, $3::date), updated = now() WHERE id = $1', [k.id, from, until]);
  return { id: k.id, made: false };
}

/**
 * Transfers the obligation to the buyer from `transferStartsOn` (in the caller's transaction);
 * answers the id of the obligation the buyer now holds.
 */
export async function transferObligation(tx: Db, args: TransferArgs): Promise<number> {
  const ob = await lockObligation(tx, args.obligationId, args.transferStartsOn);
  if (!ob) throw conflict(fill(M.OBLIGATION_NOT_FOUND, { obligation: args.obligationId }));
  if (ob.provider_id === args.buyerId) throw conflict(fill(M.ALREADY_HELD, { obligation: ob.id, buyer: args.buyerName }));
  if (!ob.binds || ob.binds_until === null) throw conflict(whyNotTransferable(ob));
  const from = ob.takes_over_on;
  const until = ob.binds_until;
  const contract = await buyerContract(tx, ob, args, from, until);
  const seller = ob.provider_id;

  let buyerObligation: number;
  if (from > ob.starts_on) {
    // Split: the seller keeps the days before the transfer start; the buyer's row takes the rest.
    const made = await tx.query<{ id: number }>(
      `INSERT INTO obligations (contract_id, bid_id, competition_id, provider_id, service_window_id, window_name, start_time, end_time, service_days,
                                holiday_handling, asset_ids, power_type, unit, capacity, max_runtime_seconds, availability_rate, utilisation_rate,
                                service_fee, currency, starts_on, ends_on, transferred_from_id)
       SELECT $2, bid_id, competition_id, $3, service_window_id, window_name, start_time, end_time, service_days, holiday_handling, asset_ids, power_type,
              unit, capacity, max_runtime_seconds, availability_rate, utilisation_rate, service_fee, currency, $4, $5, id
         FROM obligations WHERE id = $1 RETURNING id`,
      [ob.id, contract.id, args.buyerId, from, until],
    );
    buyerObligation = made.rows[0]!.id;
    await tx.query('UPDATE obligations SET ends_on = $2 WHERE id = $1', [ob.id, from]);
  } else {
    // Move: the transfer starts on or before the obligation's first day, so the whole row passes to the buyer.
    await tx.query('UPDATE obligations SET provider_id = $2, contract_id = $3, ends_on = $4 WHERE id = $1', [ob.id, args.buyerId, contract.id, until]);
    buyerObligation = ob.id;
  }

  // The seller's unanswered instructions under the obligation from the transfer start on go to the buyer.
  const moved = await tx.query<{ id: number; status: string }>(
    `UPDATE dispatch_instructions t SET flex_provider_id = $2, obligation_id = $3
      WHERE t.bid_id = $4 AND t.flex_provider_id = $5 AND (t.obligation_id = $1 OR t.obligation_id IS NULL)
        AND (t.start AT TIME ZONE 'Europe/London')::date >= $6::date AND t.status = ANY ($7::text[])
      RETURNING t.id, t.status`,
    [ob.id, args.buyerId, buyerObligation, ob.bid_id, seller, from, [...OPEN_INSTRUCTION_STATUSES]],
  );
  const instructions = moved.rows.map((i) => i.id).sort((a, b) => a - b);
  for (const i of moved.rows.sort((a, b) => a.id - b.id)) {
    if (i.status !== 'awaiting response') continue; // a scheduled one reaches the buyer when the send job sends it
    // Already sent to the seller: it now reaches the buyer, who answers it.
    await tx.query(`INSERT INTO dispatch_instruction_events (instruction_id, kind, status, actor_id) VALUES ($1, 'sent', 'awaiting response', NULL)`, [i.id]);
    const instruction = (await loadInstruction(tx, i.id))!;
    // `transferred` has dispatch/mail/send.ts e-mail the buyer as for any instruction sent to it.
    await publishEvent(tx, { type: 'dispatch.instruction.created', org_ids: [ob.operator_id, args.buyerId], data: { instruction, transferred: true } });
  }

  if (contract.made) {
    const row = (await loadContract(tx, contract.id))!;
    await publishEvent(tx, { type: 'contract.updated', org_ids: [args.buyerId, ob.operator_id], data: { change: 'created', contract: row } });
  }
  const transfer = {
    seller,
    buyer: args.buyerId,
    buyer_name: args.buyerName,
    starts_on: from,
    from_obligation: ob.id,
    to_obligation: buyerObligation,
    trade: args.tradeId,
    instructions,
  };
  const changed = buyerObligation === ob.id ? [ob.id] : [ob.id, buyerObligation];
  for (const id of changed) {
    const obligation = (await loadObligation(tx, id))!;
    await publishEvent(tx, { type: 'obligation.updated', org_ids: [seller, args.buyerId, ob.operator_id], data: { change: 'transferred', obligation, transfer } });
  }
  return buyerObligation;
}

/** Whether the provider has at least one active asset that qualifies (eligible, or qualified by the operator) for the competition. */
export async function bidderQualifies(db: Db, orgId: number, competitionId: number): Promise<boolean> {
  return (await qualifyingAssetIds(db, orgId, competitionId)).length > 0;
}

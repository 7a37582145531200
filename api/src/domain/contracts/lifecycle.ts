/**
 * A contract's life after it is made: the provider accepts it (typed name, time, the tick that the
 * terms were read — all recorded), the operator of the competition terminates it with a reason
 * and a last day. Each change publishes `contract.updated` to both organisations (live push,
 * webhooks) in its transaction; accepting and terminating e-mail the other side (mail/send.ts).
 */
import type { Principal } from '../../auth/principal.js';
import type { Db } from '../../db/types.js';
import { ApiError, badRequest, forbidden } from '../../errors.js';
import { publishEvent } from '../../platform/events/publish.js';
import { loadContract } from './columns.js';
import { publishObligations } from './obligations.js';
import { lastDay, storedEnd } from './dates.js';
import * as M from './messages.js';
import type { AcceptBody, ContractChange, ContractRow, TerminateBody } from './schemas.js';


const conflict = (detail: string) => new ApiError(409, { detail });

/** Publishes `contract.updated` with the contract as the API answers it, and `obligation.updated` for each of its obligations. */
export async function publishContract(db: Db, contractId: number, change: ContractChange): Promise<ContractRow> {
  const contract = (await loadContract(db, contractId))!;
  await publishEvent(db, { type: 'contract.updated', org_ids: [contract.flex_provider, contract.system_operator], data: { change, contract } });
  await publishObligations(db, contractId, change);
  return contract;
}

/** The provider accepts a contract awaiting acceptance. */
export async function acceptContract(db: Db, user: Principal, contract: ContractRow, body: AcceptBody): Promise<ContractRow> {
  if (contract.flex_provider !== user.orgId) throw forbidden(M.ONLY_PROVIDER);
  const name = body.name.trim();
  const errors: Record<string, string[]> = {};
  if (!name) errors.name = [M.NAME_REQUIRED];
  if (body.terms_read !== true) errors.terms_read = [M.TERMS_REQUIRED];
  if (Object.keys(errors).length) throw badRequest(errors);
  const r = await db.query(
    `UPDATE contracts SET status = 'active', accepted_at = now(), accepted_by = $2, accepted_name = $3, terms_read = true, updated = now()
      WHERE id = $1 AND status = 'awaiting_acceptance' RETURNING id`,
    [contract.id, user.userId, name],
  );
  if (!r.rows.length) throw conflict(M.NOT_AWAITING);
  return publishContract(db, contract.id, 'accepted');
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (value: string) => DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/**
 * The operator of the competition terminates a contract awaiting acceptance or active. The body's
 * date is the last day the contract runs (today at the earliest, the contract's own last day at
 * the latest); it is stored as the day after, like every end date.
 */
export async function terminateContract(db: Db, user: Principal, contract: ContractRow, body: TerminateBody, today: string): Promise<ContractRow> {
  if (contract.system_operator !== user.orgId) throw forbidden(M.ONLY_OPERATOR);
  const reason = body.reason.trim();
  const last = body.termination_date.trim();
  const errors: Record<string, string[]> = {};
  if (!reason) errors.reason = [M.REASON_REQUIRED];
  if (!isRealDate(last)) errors.termination_date = [M.DATE_INVALID];
  else if (last < today) errors.termination_date = [M.DATE_PAST];
  else if (last > lastDay(contract.ends_on)) errors.termination_date = [M.DATE_AFTER_END.replace('{last}', lastDay(contract.ends_on))];
  if (contract.status !== 'awaiting_acceptance' && contract.status !== 'active') throw conflict(M.NOT_TERMINABLE);
  if (Object.keys(errors).length) throw badRequest(errors);
  const r = await db.query(
    `UPDATE contracts SET status = 'terminated', terminated_at = now(), terminated_by = $2, termination_reason = $3, termination_date = $4, updated = now()
      WHERE id = $1 AND status IN ('awaiting_acceptance', 'active') AND ends_on > current_date RETURNING id`,
    [contract.id, user.userId, reason, storedEnd(last)],
  );
  if (!r.rows.length) throw conflict(M.NOT_TERMINABLE);
  return publishContract(db, contract.id, 'terminated');
}

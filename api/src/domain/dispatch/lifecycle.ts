/**
 * The instruction lifecycle (README.md): every transition happens here, in the caller's
 * transaction, records a history row, publishes its domain event and queues the jobs it needs.
 *
 *   created ─┬─ send now ──────────────▶ awaiting response ─┬─ provider ▶ accepted | rejected (final)
 *            └─ send_at ▶ scheduled ─ job at send_at ─┘      └─ job at the deadline ▶ expired
 *   operator stop (final) from scheduled, awaiting response or accepted, until the end time.
 */
import type { FastifyInstance } from 'fastify';
import type { Principal } from '../../auth/principal.js';
import type { Db } from '../../db/types.js';
import { ApiError, notFound } from '../../errors.js';
import { publishEvent, type DomainEventType } from '../../platform/events/publish.js';
import { loadInstruction, type Instruction } from './columns.js';
import { DISPATCH_MAIL_JOB } from './mail/send.js';
import type { DispatchResponseValue, DispatchStatus } from './schemas.js';

export const DISPATCH_SEND_JOB = 'dispatch-send';
export const DISPATCH_EXPIRE_JOB = 'dispatch-expire';

type HistoryKind = 'created' | 'scheduled' | 'sent' | 'accepted' | 'rejected' | 'expired' | 'stopped';

interface Stored {
  id: number;
  status: DispatchStatus;
  flex_provider_id: number;
  operator_id: number;
  sent: Date | null;
  stopped: Date | null;
  responded: Date | null;
  response: DispatchResponseValue | null;
  response_deadline: Date;
  end: Date;
}

const conflict = (detail: string) => new ApiError(409, { detail });
const when = (d: Date | string) => new Date(d).toISOString().slice(0, 16).replace('T', ' ') + ' UTC';

async function lockInstruction(db: Db, id: number): Promise<Stored | null> {
  const r = await db.query<Stored>(
    `SELECT t.id, t.status, t.flex_provider_id, c.operator_id, t.sent, t.stopped, t.responded, t.response, t.response_deadline, t."end"
       FROM dispatch_instructions t JOIN competitions c ON c.id = t.competition_id WHERE t.id = $1 FOR UPDATE OF t`,
    [id],
  );
  return r.rows[0] ?? null;
}

async function history(db: Db, id: number, kind: HistoryKind, status: DispatchStatus, actor: number | null): Promise<void> {
  await db.query('INSERT INTO dispatch_instruction_events (instruction_id, kind, status, actor_id) VALUES ($1, $2, $3, $4)', [id, kind, status, actor]);
}

/** Publishes to the operator, and to the provider once the instruction has reached it. */
async function emit(db: Db, type: DomainEventType, id: number, s: Pick<Stored, 'operator_id' | 'flex_provider_id'>, toProvider: boolean, response?: DispatchResponseValue): Promise<Instruction> {
  const instruction = (await loadInstruction(db, id))!;
  await publishEvent(db, {
    type,
    org_ids: toProvider ? [s.operator_id, s.flex_provider_id] : [s.operator_id],
    data: response ? { instruction, response } : { instruction },
  });
  return instruction;
}

/** Right after the INSERT (status already scheduled or awaiting response): history, event, mail and the timed jobs. */
export async function afterInsert(db: Db, app: FastifyInstance, id: number, actor: number | null): Promise<void> {
  const s = (await lockInstruction(db, id))!;
  await history(db, id, 'created', 'created', actor);
  const deadline = new Date(s.response_deadline);
  if (s.status === 'scheduled') {
    const r = await db.query<{ send_at: Date }>('SELECT send_at FROM dispatch_instructions WHERE id = $1', [id]);
    await history(db, id, 'scheduled', 'scheduled', actor);
    await emit(db, 'dispatch.instruction.created', id, s, false);
    await app.jobs.send(DISPATCH_SEND_JOB, { instruction: id }, { db, startAfter: new Date(r.rows[0]!.send_at) });
  } else {
    await history(db, id, 'sent', 'awaiting response', actor);
    await emit(db, 'dispatch.instruction.created', id, s, true);
    await app.jobs.send(DISPATCH_MAIL_JOB, { instruction: id, kind: 'new' }, { db });
  }
  await app.jobs.send(DISPATCH_EXPIRE_JOB, { instruction: id }, { db, startAfter: deadline });
}

/** The send job: a scheduled instruction reaches the provider (no-op when it was stopped meanwhile). */
export async function sendScheduled(db: Db, app: FastifyInstance, id: number): Promise<'sent' | 'skipped'> {
  const s = await lockInstruction(db, id);
  if (!s || s.status !== 'scheduled') return 'skipped';
  await db.query(`UPDATE dispatch_instructions SET status = 'awaiting response', sent = now() WHERE id = $1`, [id]);
  await history(db, id, 'sent', 'awaiting response', null);
  await emit(db, 'dispatch.instruction.created', id, s, true);
  await app.jobs.send(DISPATCH_MAIL_JOB, { instruction: id, kind: 'new' }, { db });
  return 'sent';
}

/** The expiry job: unanswered at the deadline → expired. Early (clock skew) → comes back at the deadline. */
export async function expireIfUnanswered(db: Db, app: FastifyInstance, id: number): Promise<'expired' | 'skipped' | 'later'> {
  const s = await lockInstruction(db, id);
  if (!s || (s.status !== 'awaiting response' && s.status !== 'scheduled')) return 'skipped';
  const now = await db.query<{ due: boolean }>('SELECT $1::timestamptz <= now() AS due', [s.response_deadline]);
  if (!now.rows[0]!.due) {
    await app.jobs.send(DISPATCH_EXPIRE_JOB, { instruction: id }, { db, startAfter: new Date(s.response_deadline) });
    return 'later';
  }
  await db.query(`UPDATE dispatch_instructions SET status = 'expired' WHERE id = $1`, [id]);
  await history(db, id, 'expired', 'expired', null);
  await emit(db, 'dispatch.instruction.expired', id, s, s.sent !== null);
  return 'expired';
}

/** The addressed provider answers once, before the deadline. */
export async function respond(db: Db, user: Principal, id: number, response: DispatchResponseValue): Promise<Instruction> {
  const s = await lockInstruction(db, id);
  if (!s || s.flex_provider_id !== user.orgId || s.sent === null) throw notFound('Dispatch instruction not found.');
  if (s.status === 'accepted' || s.status === 'rejected') {
    const on = when(s.responded!);
    throw conflict(
      s.status === 'accepted'
        ? `You already accepted this instruction on ${on}; responses are final and cannot be changed.`
        : `You already rejected this instruction on ${on}; responses are final and cannot be changed.`,
    );
  }
  if (s.status === 'stop') throw conflict(`The operator stopped this instruction on ${when(s.stopped!)}; it can no longer be answered.`);
  if (s.status === 'expired') throw conflict(`This instruction expired unanswered at its response deadline, ${when(s.response_deadline)}; it can no longer be answered.`);
  if (s.status !== 'awaiting response') throw conflict(`This instruction is ${s.status}; only an instruction awaiting response can be answered.`);
  const late = await db.query<{ late: boolean }>('SELECT $1::timestamptz <= now() AS late', [s.response_deadline]);
  if (late.rows[0]!.late) throw conflict(`The response deadline passed at ${when(s.response_deadline)}; the instruction can no longer be answered.`);
  await db.query(`UPDATE dispatch_instructions SET status = $2, response = $2, responded = now(), responded_by = $3 WHERE id = $1`, [id, response, user.userId]);
  await history(db, id, response, response, user.userId);
  return emit(db, 'dispatch.instruction.responded', id, s, true, response);
}

/** The competition's operator stops an instruction: final; the provider is told at once (event and e-mail) if it had received it. */
export async function stop(db: Db, app: FastifyInstance, user: Principal, id: number): Promise<Instruction> {
  const s = await lockInstruction(db, id);
  if (!s || s.operator_id !== user.orgId) throw notFound('Dispatch instruction not found.');
  if (s.status === 'stop') throw conflict(`This instruction was already stopped on ${when(s.stopped!)}; stop instructions are final.`);
  if (s.status === 'rejected') throw conflict('The provider rejected this instruction; there is nothing to stop.');
  if (s.status === 'expired') throw conflict('This instruction expired without a response; there is nothing to stop.');
  if (s.status !== 'scheduled' && s.status !== 'awaiting response' && s.status !== 'accepted') {
    throw conflict(`This instruction is ${s.status}; only scheduled, awaiting response or accepted instructions can be stopped.`);
  }
  const ended = await db.query<{ ended: boolean }>('SELECT $1::timestamptz <= now() AS ended', [s.end]);
  if (ended.rows[0]!.ended) throw conflict(`This instruction ended at ${when(s.end)}; it can no longer be stopped.`);
  await db.query(`UPDATE dispatch_instructions SET status = 'stop', stopped = now(), stopped_by = $2 WHERE id = $1`, [id, user.userId]);
  await history(db, id, 'stopped', 'stop', user.userId);
  const reached = s.sent !== null;
  const row = await emit(db, 'dispatch.instruction.stopped', id, s, reached);
  if (reached) await app.jobs.send(DISPATCH_MAIL_JOB, { instruction: id, kind: 'stopped' }, { db });
  return row;
}

export const DISPATCH_SWEEP_JOB = 'dispatch-sweep';

/**
 * Belt and braces every minute: sends scheduled instructions whose time has come and expires
 * unanswered ones past their deadline, in case a timed job was lost (or rows were seeded).
 */
export async function sweep(app: FastifyInstance): Promise<{ sent: number; expired: number }> {
  const due = await app.db.query<{ id: number; send: boolean }>(
    `SELECT id, (status = 'scheduled' AND send_at <= now() AND response_deadline > now()) AS send FROM dispatch_instructions
      WHERE (status = 'scheduled' AND send_at <= now()) OR (status IN ('scheduled', 'awaiting response') AND response_deadline <= now()) ORDER BY id`,
  );
  let sent = 0;
  let expired = 0;
  for (const { id, send } of due.rows) {
    if (send) sent += (await app.db.transaction((tx) => sendScheduled(tx, app, id))) === 'sent' ? 1 : 0;
    else expired += (await app.db.transaction((tx) => expireIfUnanswered(tx, app, id))) === 'expired' ? 1 : 0;
  }
  return { sent, expired };
}

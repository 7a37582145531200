/**
 * Dispatch (workflows §3 "Dispatch", §7 dispatch/*): the competition's operator sends
 * (or schedules) instructions for accepted bids; the addressed provider accepts or rejects once,
 * before the deadline; the operator may stop. Rules and shapes in README.md.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Principal } from '../../auth/principal.js';
import { raw, sql, type SqlFragment } from '../../db/sql.js';
import { registerResource, type ResourceContext } from '../../resources/index.js';
import { ASSET_DETAILS_COLUMN, INSTRUCTION_COLUMNS } from './columns.js';
import { DISPATCH_EXPIRE_JOB, DISPATCH_SEND_JOB, DISPATCH_SWEEP_JOB, afterInsert, expireIfUnanswered, respond, sendScheduled, stop, sweep } from './lifecycle.js';
import { registerDispatchMail } from './mail/send.js';
import { DispatchEventRow, DispatchInstruction2gRow, DispatchInstructionCreate, DispatchInstructionRow, DispatchResponseBody, DispatchStopBody } from './schemas.js';
import { competitionOperator, validateInstruction } from './validate.js';
import { typedRequests } from '../../platform/http/typed-app.js';

const readers = { orgTypes: ['flexprovider' as const, 'systemoperator' as const] };
const operators = { orgTypes: ['systemoperator' as const], permissions: ['manage-dispatches'] };
const providers = { orgTypes: ['flexprovider' as const], permissions: ['manage-dispatches'] };

/** Operators see the instructions of their competitions; providers those addressed to them once sent. */
function instructionVisible(user: Principal | null, alias: string): SqlFragment | false {
  if (!user || user.orgId === null) return false;
  if (user.orgType === 'systemoperator') return sql`EXISTS (SELECT 1 FROM competitions c WHERE c.id = ${raw(`${alias}.competition_id`)} AND c.operator_id = ${user.orgId})`;
  if (user.orgType === 'flexprovider') return sql`(${raw(`${alias}.flex_provider_id`)} = ${user.orgId} AND ${raw(`${alias}.sent`)} IS NOT NULL)`;
  return false;
}

const STATUS_FILTER = { type: 'string' as const, lookups: ['exact' as const, 'in' as const] };
const TIME_FILTER = { type: 'datetime' as const, lookups: ['exact' as const, 'gt' as const, 'gte' as const, 'lt' as const, 'lte' as const] };
const OPEN = `('created', 'scheduled', 'awaiting response', 'accepted')`;

function instructionFilters() {
  return {
    competition: { type: 'integer' as const, column: 't.competition_id' },
    service_window: { type: 'integer' as const, column: 't.service_window_id' },
    flex_provider: { type: 'integer' as const, column: 't.flex_provider_id' },
    bid: { type: 'integer' as const, column: 't.bid_id' },
    obligation: { type: 'integer' as const, column: 't.obligation_id' },
    status: STATUS_FILTER,
    response: STATUS_FILTER,
    start: TIME_FILTER,
    end: TIME_FILTER,
    response_deadline: TIME_FILTER,
    when: {
      schema: Type.Union([Type.Literal('upcoming'), Type.Literal('past')]),
      description: `upcoming: not yet ended and still live (created, scheduled, awaiting response, accepted); past: everything else`,
      apply: (v: unknown) =>
        v === 'upcoming'
          ? raw(`(t."end" > now() AND t.status IN ${OPEN})`)
          : raw(`NOT (t."end" > now() AND t.status IN ${OPEN})`),
    },
    search: {
      schema: Type.String({ maxLength: 100, description: 'Competition name or reference, provider, window or asset ref' }),
      apply: (v: unknown) => {
        const like = `%${String(v).replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
        return sql`(EXISTS (SELECT 1 FROM competitions c WHERE c.id = t.competition_id AND (c.name ILIKE ${like} OR c.reference ILIKE ${like}))
          OR EXISTS (SELECT 1 FROM organisations o WHERE o.id = t.flex_provider_id AND o.name ILIKE ${like})
          OR EXISTS (SELECT 1 FROM service_windows w WHERE w.id = t.service_window_id AND w.name ILIKE ${like})
          OR EXISTS (SELECT 1 FROM flex_assets a WHERE a.id = ANY (t.assets) AND a.ref ILIKE ${like}))`;
      },
    },
  };
}
const ORDERING = ['start', 'end', 'created', 'response_deadline', 'status', 'sent', 'quantity', 'competition', 'flex_provider'];

export function registerDispatch(app: FastifyInstance): void {
  const api = typedRequests(app);
  registerDispatchMail(app);
  app.jobs.work<{ instruction: number }>(DISPATCH_SEND_JOB, { retryLimit: 5, retryDelay: 5, pollingIntervalSeconds: 1 }, async ({ instruction }) => ({
    result: await app.db.transaction((tx) => sendScheduled(tx, app, instruction)),
  }));
  app.jobs.work<{ instruction: number }>(DISPATCH_EXPIRE_JOB, { retryLimit: 5, retryDelay: 5, pollingIntervalSeconds: 1 }, async ({ instruction }) => ({
    result: await app.db.transaction((tx) => expireIfUnanswered(tx, app, instruction)),
  }));
  app.jobs.work(DISPATCH_SWEEP_JOB, { retryLimit: 1, expireInSeconds: 120 }, async () => sweep(app));
  app.jobs.schedule(DISPATCH_SWEEP_JOB, '* * * * *');

  const instructions = registerResource(app, {
    path: 'dispatch/v1/instructions',
    table: 'dispatch_instructions',
    row: DispatchInstructionRow,
    columns: INSTRUCTION_COLUMNS,
    create: DispatchInstructionCreate,
    filters: instructionFilters(),
    ordering: ORDERING,
    defaultOrdering: ['start'],
    access: { list: readers, read: readers, create: operators },
    scope: ({ user }) => instructionVisible(user, 't'),
    canCreate: async ({ db, user }, body) => {
      const operator = await competitionOperator(db, body.competition);
      return operator === null || operator === user?.orgId;
    },
    hooks: {
      beforeCreate: async ({ db, user }, body) => {
        const { operator_id: _operator, ...v } = await validateInstruction(db, user!.orgId!, body);
        return { ...v, status: v.send_at ? 'scheduled' : 'awaiting response', sent: v.send_at ? null : new Date().toISOString(), created_by: user!.userId };
      },
      afterCreate: async ({ db, user }, row) => afterInsert(db, app, row.id, user?.userId ?? null),
    },
  });

  registerResource(app, {
    name: 'dispatch/v1/instructions-2g',
    path: 'dispatch/v1/instructions-2g',
    table: 'dispatch_instructions',
    row: DispatchInstruction2gRow,
    columns: { ...INSTRUCTION_COLUMNS, asset_details: ASSET_DETAILS_COLUMN },
    filters: instructionFilters(),
    ordering: ORDERING,
    defaultOrdering: ['start'],
    access: { list: readers, read: readers },
    scope: ({ user }) => instructionVisible(user, 't'),
  });

  registerResource(app, {
    path: 'dispatch/v1/events',
    table: 'dispatch_instruction_events',
    row: DispatchEventRow,
    columns: {
      instruction: 't.instruction_id',
      actor_name: `(SELECT NULLIF(trim(concat_ws(' ', u.first_name, u.last_name)), '') FROM users u WHERE u.id = t.actor_id)`,
    },
    filters: { instruction: { type: 'integer', column: 't.instruction_id' }, kind: STATUS_FILTER, created: TIME_FILTER },
    ordering: ['created'],
    defaultOrdering: ['created'],
    access: { list: readers, read: readers },
    scope: ({ user }) => {
      const visible = instructionVisible(user, 'i');
      return visible === false ? false : sql`EXISTS (SELECT 1 FROM dispatch_instructions i WHERE i.id = t.instruction_id AND ${visible})`;
    },
  });

  const answer = async (ctx: ResourceContext, id: number) => (await instructions.fetchByIds(ctx, [id]))[0];

  api.route({
    method: 'POST',
    url: '/dispatch/v2/responses/',
    config: { access: providers },
    schema: {
      tags: ['dispatch'],
      summary: 'Accept or reject an instruction addressed to you, once, before its response deadline (final; 409 otherwise)',
      body: DispatchResponseBody,
      response: { 201: DispatchInstructionRow },
    },
    handler: async (request, reply) => {
      const body = request.body;
      const user = request.user!;
      await app.db.transaction((tx) => respond(tx, user, body.instruction, body.response));
      return reply.code(201).send(await answer({ user, db: app.db, request }, body.instruction));
    },
  });

  api.route({
    method: 'POST',
    url: '/dispatch/v1/stop/',
    config: { access: operators },
    schema: {
      tags: ['dispatch'],
      summary: 'Stop an instruction of your competition (final; allowed while scheduled, awaiting response or accepted and not yet ended). The provider is notified at once.',
      body: DispatchStopBody,
      response: { 200: DispatchInstructionRow },
    },
    handler: async (request) => {
      const body = request.body;
      const user = request.user!;
      await app.db.transaction((tx) => stop(tx, app, user, body.instruction));
      return answer({ user, db: app.db, request }, body.instruction);
    },
  });
}

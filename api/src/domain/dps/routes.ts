/**
 * Company qualification (workflows §3 "Qualification application (DPS)", §7
 * "Application calls"): dps/records, dps/applications (start, save a section, submit),
 * dps/attachments, dps/outcomes. See README.md beside this file.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { raw, sql, type SqlFragment } from '../../db/sql.js';
import { registerResource, type RegisteredResource, type ResourceContext, type Row } from '../../resources/index.js';
import { loadSectionViews, saveSection, startApplication, submitApplication } from './applications.js';
import { registerAttachmentRoutes } from './attachments.js';
import { decideApplication, registerOutcomeMail } from './outcomes.js';
import { APPLICATION_STATUSES, ApplicationCreate, ApplicationRow, ApplicationWithAnswers, AttachmentRow, DpsRecordRow, FullApplicationRow, OutcomeCreate, OutcomeRow, SectionBody } from './schemas.js';
import { typedRequests } from '../../platform/http/typed-app.js';

const both = { orgTypes: ['flexprovider' as const, 'systemoperator' as const] };
const providerWrite = { orgTypes: ['flexprovider' as const], permissions: ['view-manage-ui'] };
const operatorDecide = { orgTypes: ['systemoperator' as const], permissions: ['manage-competitions'] };

/** The applications a caller sees, as SQL over `alias` (of dps_applications): a provider its own, an operator the submitted ones to its DPS. */
function applicationScope(ctx: ResourceContext, alias: 't' | 'a'): SqlFragment | boolean {
  const user = ctx.user;
  if (!user || user.orgId === null) return false;
  const a = raw(alias);
  if (user.orgType === 'flexprovider') return sql`${a}.flex_provider_id = ${user.orgId}`;
  if (user.orgType === 'systemoperator') {
    return sql`(${a}.is_submitted AND EXISTS (SELECT 1 FROM dps_records r WHERE r.id = ${a}.dps_record_id AND r.system_operator_id = ${user.orgId}))`;
  }
  return false;
}

/** dps/records/: each operator's DPS (its questions); providers see every one, an operator its own. */
function registerRecords(app: FastifyInstance): void {
  registerResource(app, {
    path: 'dps/records',
    table: 'dps_records',
    row: DpsRecordRow,
    columns: { system_operator: 't.system_operator_id', system_operator_name: '(SELECT o.name FROM organisations o WHERE o.id = t.system_operator_id)' },
    filters: { system_operator: { type: 'integer', column: 't.system_operator_id' } },
    ordering: ['name', 'created', 'system_operator_name'],
    defaultOrdering: ['system_operator_name'],
    access: { list: both, read: both },
    // Providers see every operator's DPS (to choose where to apply); an operator sees its own.
    scope: ({ user }) => {
      if (user?.orgType === 'flexprovider') return true;
      if (user?.orgType === 'systemoperator' && user.orgId !== null) return sql`t.system_operator_id = ${user.orgId}`;
      return false;
    },
  });
}

/** dps/outcomes/: the decisions on applications, seen with their application. */
function registerOutcomes(app: FastifyInstance): RegisteredResource<OutcomeRow> {
  return registerResource(app, {
    path: 'dps/outcomes',
    table: 'dps_outcomes',
    row: OutcomeRow,
    columns: {
      application: 't.application_id',
      dps_record: '(SELECT a.dps_record_id FROM dps_applications a WHERE a.id = t.application_id)',
      flex_provider: '(SELECT a.flex_provider_id FROM dps_applications a WHERE a.id = t.application_id)',
      system_operator: '(SELECT r.system_operator_id FROM dps_applications a JOIN dps_records r ON r.id = a.dps_record_id WHERE a.id = t.application_id)',
      decision_made_by_name: `(SELECT u.first_name || ' ' || u.last_name FROM users u WHERE u.id = t.decision_made_by)`,
    },
    filters: {
      application: { type: 'integer', column: 't.application_id' },
      application__dps_record: { type: 'integer', column: '(SELECT a.dps_record_id FROM dps_applications a WHERE a.id = t.application_id)' },
      is_approved: { type: 'boolean', lookups: ['exact'] },
    },
    ordering: ['created'],
    defaultOrdering: ['-created'],
    access: { list: both, read: both },
    scope: (ctx) => {
      const inner = applicationScope(ctx, 'a');
      if (typeof inner === 'boolean') return inner;
      return sql`EXISTS (SELECT 1 FROM dps_applications a WHERE a.id = t.application_id AND ${inner})`;
    },
  });
}

/** dps/attachments/: the files of applications, seen with their application. */
function registerAttachments(app: FastifyInstance): RegisteredResource<AttachmentRow> {
  return registerResource(app, {
    path: 'dps/attachments',
    table: 'dps_attachments',
    row: AttachmentRow,
    columns: { key: 't.key::text', application: 't.application_id' },
    filters: { application: { type: 'integer', column: 't.application_id' }, question: { type: 'string' } },
    ordering: ['created', 'filename'],
    defaultOrdering: ['created'],
    access: { list: both, read: both },
    scope: (ctx) => {
      const inner = applicationScope(ctx, 'a');
      if (typeof inner === 'boolean') return inner;
      return sql`EXISTS (SELECT 1 FROM dps_applications a WHERE a.id = t.application_id AND ${inner})`;
    },
  });
}

/** dps/applications/: a provider's applications to operators' DPS, and the submitted ones to an operator's. */
function registerApplications(app: FastifyInstance): RegisteredResource<ApplicationRow> {
  const sectionsExpansion = async (rows: Row[], ctx: ResourceContext) => {
    const views = await loadSectionViews(ctx.db, rows.map((r) => r.id as number));
    for (const row of rows) row.sections = views.get(row.id as number) ?? [];
  };
  return registerResource(app, {
    path: 'dps/applications',
    table: 'dps_applications',
    row: ApplicationRow,
    columns: {
      flex_provider: 't.flex_provider_id',
      flex_provider_name: '(SELECT o.name FROM organisations o WHERE o.id = t.flex_provider_id)',
      dps_record: 't.dps_record_id',
      system_operator: '(SELECT r.system_operator_id FROM dps_records r WHERE r.id = t.dps_record_id)',
      system_operator_name: '(SELECT o.name FROM dps_records r JOIN organisations o ON o.id = r.system_operator_id WHERE r.id = t.dps_record_id)',
      status: `(CASE WHEN NOT t.is_submitted THEN 'draft' ELSE COALESCE((SELECT CASE WHEN o.is_approved THEN 'approved' ELSE 'rejected' END FROM dps_outcomes o WHERE o.application_id = t.id), 'pending') END)`,
      submitted_by_name: `(SELECT u.first_name || ' ' || u.last_name FROM users u WHERE u.id = t.submitted_by)`,
      sections: `(SELECT COALESCE(array_agg((s->>'number')::int ORDER BY (s->>'number')::int), '{}') FROM jsonb_array_elements(t.sections) s)`,
      outcome: '(SELECT o.id FROM dps_outcomes o WHERE o.application_id = t.id)',
      attachments: '(SELECT COALESCE(array_agg(a.id ORDER BY a.id), \'{}\') FROM dps_attachments a WHERE a.application_id = t.id)',
      help_texts: `(SELECT COALESCE(jsonb_object_agg(f.key, f.value->>'help_text') FILTER (WHERE f.value->>'help_text' IS NOT NULL), '{}'::jsonb)
          FROM dps_records r, jsonb_each(r.definitions->'fields') f WHERE r.id = t.dps_record_id)`,
    },
    filters: {
      is_latest: { type: 'boolean', lookups: ['exact'] },
      is_submitted: { type: 'boolean', lookups: ['exact'] },
      dps_record: { type: 'integer', column: 't.dps_record_id' },
      flex_provider: { type: 'integer', column: 't.flex_provider_id' },
      status: {
        schema: Type.String({ maxLength: 100, description: `Comma list of: ${APPLICATION_STATUSES.join(', ')}` }),
        apply: (v) => {
          const wanted = String(v).split(',').map((s) => s.trim()).filter((s) => (APPLICATION_STATUSES as readonly string[]).includes(s));
          return sql`(CASE WHEN NOT t.is_submitted THEN 'draft' ELSE COALESCE((SELECT CASE WHEN o.is_approved THEN 'approved' ELSE 'rejected' END FROM dps_outcomes o WHERE o.application_id = t.id), 'pending') END) = ANY(${wanted}::text[])`;
        },
      },
    },
    ordering: ['created', 'updated', 'submitted', 'status', 'flex_provider_name', 'system_operator_name'],
    defaultOrdering: ['-created'],
    expand: {
      sections: sectionsExpansion,
      outcome: async (rows, ctx) => {
        const ids = rows.map((r) => r.outcome).filter((id): id is number => typeof id === 'number');
        const found = new Map((await ctx.fetchByIds('dps/outcomes', ids)).map((o) => [o.id, o]));
        for (const row of rows) row.outcome = typeof row.outcome === 'number' ? (found.get(row.outcome) ?? null) : null;
      },
      attachments: async (rows, ctx) => {
        const ids = rows.flatMap((r) => r.attachments as number[]);
        const found = new Map((await ctx.fetchByIds('dps/attachments', ids)).map((a) => [a.id, a]));
        for (const row of rows) row.attachments = (row.attachments as number[]).map((id) => found.get(id)).filter(Boolean);
      },
    },
    access: { list: both, read: both },
    scope: (ctx) => applicationScope(ctx, 't'),
    canWrite: ({ user }, row) => user?.orgType === 'flexprovider' && row.flex_provider === user.orgId,
    actions: [
      {
        method: 'POST',
        name: 'submit',
        detail: true,
        access: providerWrite,
        summary: 'Submit your draft application: every shown, required question answered (400 per field and a detail naming the stages otherwise); 409 once submitted',
        response: FullApplicationRow,
        handler: async (ctx, { row }) => {
          const { id } = row;
          await ctx.db.transaction((tx) => submitApplication(tx, ctx.user!, id));
          return (await app.resources.get('dps/applications')!.fetchByIds(ctx, [id], { expand: ['sections', 'outcome', 'attachments'] }))[0];
        },
      },
    ],
  });
}

/** POST dps/applications/: start an application. */
function registerStart(app: FastifyInstance, applications: RegisteredResource<ApplicationRow>): void {
  const api = typedRequests(app);
  api.route({
    method: 'POST',
    url: '/dps/applications/',
    config: { access: providerWrite },
    schema: {
      tags: ['dps'],
      summary: 'Start an application to an operator’s DPS record (after a rejection: a new one with the last answers and files). 409 while a draft or pending application exists, or once approved.',
      body: ApplicationCreate,
      response: { 201: FullApplicationRow },
    },
    handler: async (request, reply) => {
      const user = request.user!;
      const { dps_record } = request.body;
      const id = await app.db.transaction((tx) => startApplication(tx, user, dps_record));
      const [row] = await applications.fetchByIds({ user, db: app.db, request }, [id], { expand: ['sections', 'outcome', 'attachments'] });
      return reply.code(201).send(row);
    },
  });
}

/** PUT dps/applications/{id}/sections/{number}/: save one section of a draft. */
function registerSectionSave(app: FastifyInstance, applications: RegisteredResource<ApplicationRow>): void {
  const api = typedRequests(app);
  api.route({
    method: 'PUT',
    url: '/dps/applications/:id/sections/:number/',
    config: { access: providerWrite },
    schema: {
      tags: ['dps'],
      summary: 'Save one section (stage) of your draft as it is: {name, responses: [{key, response}]}. Bad answers are a 400 per field and nothing is saved; blank required questions are listed on the application’s errors.',
      params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }), number: Type.Integer({ minimum: 1, maximum: 100 }) }),
      body: SectionBody,
      response: { 200: ApplicationWithAnswers },
    },
    handler: async (request) => {
      const user = request.user!;
      const { id, number } = request.params;
      await app.db.transaction((tx) => saveSection(tx, user, id, number, request.body));
      const [row] = await applications.fetchByIds({ user, db: app.db, request }, [id], { expand: ['sections', 'attachments'] });
      return row;
    },
  });
}

/** POST dps/outcomes/: an operator decides a pending application. */
function registerDecision(app: FastifyInstance, outcomes: RegisteredResource<OutcomeRow>): void {
  const api = typedRequests(app);
  api.route({
    method: 'POST',
    url: '/dps/outcomes/',
    config: { access: operatorDecide },
    schema: {
      tags: ['dps'],
      summary: 'Approve or reject a pending application to your DPS, with a note (required to reject). Final; the provider is e-mailed.',
      body: OutcomeCreate,
      response: { 201: OutcomeRow },
    },
    handler: async (request, reply) => {
      const user = request.user!;
      const id = await app.db.transaction((tx) => decideApplication(tx, app, user, request.body));
      const [row] = await outcomes.fetchByIds({ user, db: app.db, request }, [id]);
      return reply.code(201).send(row);
    },
  });
}

export function registerDps(app: FastifyInstance): void {
  registerOutcomeMail(app);
  registerRecords(app);
  const outcomes = registerOutcomes(app);
  const attachments = registerAttachments(app);
  const applications = registerApplications(app);
  registerStart(app, applications);
  registerSectionSave(app, applications);
  registerDecision(app, outcomes);
  registerAttachmentRoutes(app, attachments, applications);
}

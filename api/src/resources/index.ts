/**
 * The generic resource layer: every REST endpoint family is one declaration on top of it.
 *
 * ## registerResource(app, def): RegisteredResource
 *
 * Call it inside a Fastify plugin (the routes plugin or yours), after the database and auth
 * plugins. It registers the routes below under `/{def.path}/` and adds the resource to the
 * registry `app.resources` (by `def.name ?? def.path`), which the access-matrix test walks.
 *
 *   import { Type } from '@sinclair/typebox';
 *   import { registerResource, expandRelated, sql } from './index.js';
 *
 *   registerResource(app, {
 *     path: 'flex/assets',                       // → /flex/assets/, /flex/assets/:id/, …
 *     table: 'assets',                           // queried as alias `t`
 *     row: Type.Object({ id: Type.Integer(), name: Type.String(), flex_provider: Type.Integer(), … }),
 *     columns: { n_windows: '(SELECT count(*)::int FROM windows w WHERE w.asset_id = t.id)' }, // computed fields
 *     where: sql`t.kind = 'asset'`,              // optional base condition of this resource
 *     create: Type.Object({ name: Type.String({ minLength: 1 }), … }, { additionalProperties: false }),
 *     update: Type.Object({ name: Type.String({ minLength: 1 }), … }),   // PUT body; PATCH = Partial
 *     filters: {
 *       status: { type: 'string', lookups: ['exact', 'in'] },           // status=, status__in=a,b
 *       created: { type: 'datetime', lookups: ['gte', 'lte'] },         // created__gte=…
 *       competition: { type: 'integer', column: 'q.competition_id' },    // SQL over `t`
 *       from_status: { schema: Type.String(), apply: (v) => sql`t.status_rank >= ${rank(v)}` },
 *     },
 *     ordering: ['name', 'created'],             // ?ordering=-created,name (id always allowed, appended)
 *     defaultOrdering: ['name'],
 *     expand: { flex_provider: expandRelated('flex_provider', 'flex/flexproviders') },  // nested: that resource's expansions
 *     // a handler of your own declares what may follow it: handler.nested = ['windows'] (expand=periods.windows)
 *     access: {                                  // gate per action; no rule → no route
 *       list:   { orgTypes: ['flexprovider', 'systemoperator'], permissions: ['default'] },
 *       read:   { orgTypes: ['flexprovider', 'systemoperator'] },
 *       create: { orgTypes: ['flexprovider'], teamRoles: ['admin', 'operations'] },
 *       update: { orgTypes: ['flexprovider'] },
 *       delete: { orgTypes: ['flexprovider'], teamRoles: ['admin'] },
 *     },
 *     scope: ({ user }) =>                       // row visibility (SQL over `t`, or true/false)
 *       user?.orgType === 'flexprovider' ? sql`t.flex_provider = ${user.orgId}` : user?.orgType === 'systemoperator' ? true : false,
 *     canWrite: ({ user }, row) => row.flex_provider === user?.orgId,   // visible but not yours → 403
 *     canCreate: ({ user }, body) => true,
 *     validate: (ctx, candidate, existing) => ({ … field errors … }),  // create, PUT, PATCH, bulk alike; 400
 *     editLock: { fields: ['status'], locked: (row) => …, editable: ['name'], message: (fields) => '…' },  // 409
 *     lockedWith: { resource: 'flex/competitions', field: 'service_periods', parentId: (db, values) => values.competition },
 *     hooks: {
 *       beforeCreate: ({ user }, body) => ({ ...body, flex_provider: user!.orgId }),  // force ownership
 *       afterCreate: async ({ db }, row, body) => { … },                 // same transaction
 *       beforeUpdate: (ctx, existing, body, partial) => body,
 *       beforeDelete: (ctx, existing) => { if (…) throw badRequest('In use.'); },
 *     },
 *     setInactive: true,                         // POST /flex/assets/:id/set_inactive/ (is_active=false)
 *     actions: (action) => [action({ method: 'POST', name: 'confirm', detail: true, access: {…}, body: Type.Object({…}),
 *                 handler: async (ctx, { body, row }) => ({ … }) })],  // → /flex/assets/:id/confirm/
 *     // (a plain list of actions works too; the factory types each body and query by its schema)
 *   });
 *
 * Routes (trailing slash optional; `request.user` is the Principal, `null` for anonymous):
 *   GET    /path/            list: limit (default 1000, max def.maxLimit ?? 1000) / offset; total in
 *                            `Content-Range: items <start>-<end>/<total>` (limit=0 → count only, no rows);
 *                            ordering, fields (projection), expand (a.b nested → handler ctx.nested,
 *                            only paths the handler declares in `nested`, else 400),
 *                            filters, ids=1,2,3 or id__in= (max 1000)                    [access.list]
 *   GET    /path/:id/        one (fields, expand); not in scope → 404                     [access.read]
 *   POST   /path/            create (201, the row re-read)                                [access.create]
 *   POST   /path/bulk/       array of create bodies (max 250), one transaction (201)     [access.create]
 *   PUT    /path/:id/        update; PATCH /path/:id/ partial update                      [access.update]
 *   PATCH  /path/bulk/       array of {id, …partial} (max 250), one transaction           [access.update]
 *   POST   /path/:id/set_inactive/  when def.setInactive                                  [access.update]
 *   DELETE /path/:id/        204                                                          [access.delete]
 *   + def.actions            collection or detail actions                                 [action.access]
 *
 * Authorisation, in order: (1) the route's AccessRule in the auth plugin's onRequest hook,
 * before the body is read (`public` → everyone; else no token → 401, wrong org type / missing
 * permission / team role → 403). Custom routes outside this layer declare the same rule as
 * `config: { access: {...} }`; a route without one requires login. (2) for reads, the
 * `scope` condition is ANDed into every query (invisible rows simply do not exist → 404);
 * (3) for writes, the row is loaded through `scope` FOR UPDATE (404), then `canWrite` (403);
 * creates call `canCreate` (403) then `hooks.beforeCreate`. Writes run in one transaction
 * (`ctx.db` is the transaction inside hooks/actions: use it, not `app.db`).
 *
 * Validation: bodies against `create`/`update` (additional properties are stripped when the
 * schema has additionalProperties:false), query params against the generated schema; errors
 * come out DRF-shaped (400 {"field": ["msg"]}). Then `def.validate` — the one validator of the
 * resource — on the create body, or for PUT/PATCH (bulk too) on the stored row with the body over
 * it, so an update is checked exactly like a create.
 *
 * Edit locks (409 {"detail": message}): a row of a resource with `editLock` that is `locked`
 * changes only its `editable` fields; a resource with `lockedWith` (a child that is part of its
 * parent, e.g. a competition's service periods) is not created, updated or deleted while its
 * parent row is locked — the parent row is share-locked for the rest of the write. Order of the
 * checks: access (401/403), scope (404), canWrite/canCreate (403), edit lock (409), validate (400),
 * hooks. Throw `badRequest({...})`, `forbidden()`,
 * `notFound()` from ../errors.js in hooks; the central error handler formats them.
 *
 * Types: the definition is generic over its schemas, inferred by registerResource (or by
 * defineResource for a definition kept apart): `canWrite`, `validate`, `editLock.locked`, the
 * hooks and detail actions get rows of type `Static<typeof row>` (RowOf), `canCreate` and the
 * create hooks `Static<typeof create>`, the update hooks `Partial<Static<typeof update>>`, and
 * `validate` the create body or the stored row with the update body over it (CandidateOf). A
 * definition with untyped schemas gets `Row`s. registerResource returns the resource typed by its
 * row (`fetchByIds` answers rows of that type). Hooks return column values (`Row`), which name
 * table columns rather than fields.
 *
 * Row shapes: output rows are `SELECT <columns[f] ?? t."f"> AS "f"` for every key of `row`. A
 * column may be a function of the caller, `(ctx) => sql\`…\``, for fields that must only name
 * what the caller may see (ctx is null for unscoped reads).
 *
 * Derived resources: `visibleWith: { resource, column, field }` declares that a row is visible only
 * with its parent row (e.g. a qualification with its competition): the layer ANDs the parent's
 * base condition and scope, for the same caller, into `scope` (lists, reads, the lookups before
 * writes and actions), and the access matrix checks it against the parent's oracle.
 * Types from the DB: integers/numeric → number, date → 'YYYY-MM-DD', timestamptz → Date
 * (JSON ISO). Create/update values are written to the columns named by the returned keys.
 *
 * Access fixtures: test/access-matrix.test.ts checks every registered resource against its
 * oracles in test/access-fixtures/ (one module per domain, keyed by registry name; a resource
 * without them must be listed there as exempt, with the reason), e.g.
 *
 *   'flex/assets': {
 *     canSee: (actor, row) => actor.orgType === 'systemoperator' || row.flex_provider === actor.orgId,
 *     canWrite: (actor, row) => actor.orgType === 'flexprovider' && row.flex_provider === actor.orgId,
 *     sampleUpdate: (row) => ({ name: `${String(row.name)} (edited)` }),
 *   },
 *
 * Actors anonymous, providerA (Brightgrid), providerB (Voltwise), operatorX (Northern Lines),
 * operatorY (Southern Wires), plainUser. `setup(db, actors)` may insert rows owned by each;
 * the matrix then compares every list/read with `canSee` over ALL rows of the resource
 * (fetchAllUnscoped), and probes PATCH/DELETE on rows: invisible → must be 404, visible but
 * `!canWrite` → must be 403, anonymous → 401 (unless public). Create is probed with
 * `sampleCreate(actor)` against `canCreate(actor)`. With `visibleWith` the expected rows are those
 * `canSee` AND the parent's oracle accept, and the fixtures must hold a row its own rule shows but
 * its parent hides. `references: { field: 'other/resource' }` makes the matrix check that every id
 * in that field (one id or a list) names a row the actor may see in that resource.
 */
export { registerResource } from './register.js';
export { defineAction, defineResource } from './define.js';
export { booleanFilter, expandRelated, idListFilter, queryOf } from './helpers.js';
export type {
  Action,
  ActionFactory,
  ActionInput,
  AccessRule,
  CandidateOf,
  CollectionActionDef,
  CreateBodyOf,
  DetailActionDef,
  Overlay,
  RegisteredDef,
  RowOf,
  UpdateBodyOf,
  CustomFilter,
  EditLock,
  FieldErrors,
  LockedWith,
  ExpandContext,
  ExpandHandler,
  FieldFilter,
  NestedExpansions,
  VisibleWith,
  FilterDef,
  FilterType,
  Lookup,
  RegisteredResource,
  ResourceActionDef,
  ResourceContext,
  ResourceDef,
  ResourceHooks,
  Row,
} from './types.js';
export { sql, raw, ident, join, and, SqlFragment } from '../db/sql.js';
export { ApiError, badRequest, forbidden, notFound, notAuthenticated } from '../errors.js';
export type { Principal, OrgType } from '../auth/principal.js';
export type { Db } from '../db/types.js';

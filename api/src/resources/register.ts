import { Type, type TInteger, type TObject, type TSchema, type TString } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { Action, AccessRule, ExpandContext, ExpandHandler, RegisteredResource, ResourceActionDef, ResourceContext, ResourceDef, Row, VisibleWith } from './types.js';
import type { Db } from '../db/types.js';
import { typed, type TypedApp } from '../platform/http/typed-app.js';
import { type SqlFragment, sql, raw, ident, join, and } from '../db/sql.js';
import { ApiError, badRequest, forbidden, notFound } from '../errors.js';
import {
  buildFilters,
  buildOrdering,
  fieldExpr,
  fieldNames,
  filterParams,
  hasExpansion,
  isCustomFilter,
  parseExpand,
  parseFields,
  parseIds,
} from './query.js';

const DETAIL = { 404: Type.Object({ detail: Type.String() }) };

interface FetchOptions {
  where?: SqlFragment[];
  fields?: string[] | null;
  orderBy?: SqlFragment;
  limit?: number | null;
  offset?: number;
  withTotal?: boolean;
  scoped?: boolean;
  forUpdate?: boolean;
  /** FOR SHARE: others may read and share-lock the row, nobody may change it until this transaction ends. */
  forShare?: boolean;
}

function scopeCondition(def: ResourceDef, ctx: ResourceContext): SqlFragment {
  const s = def.scope(ctx);
  if (s === true) return raw('TRUE');
  if (s === false) return raw('FALSE');
  return s;
}

function selectList(def: ResourceDef, fields: string[], ctx: ResourceContext | null): SqlFragment {
  return join(fields.map((f) => sql`${fieldExpr(def, f, ctx)} AS ${ident(f)}`));
}

/**
 * `scope` of a derived resource (ResourceDef.visibleWith): its own condition, and its parent row
 * visible to the same caller — the parent's base condition and (full) scope, in an uncorrelated
 * subquery so the parent's SQL keeps its alias `t`.
 */
function followParent(resources: Map<string, RegisteredResource>, link: VisibleWith, own: SqlFragment, ctx: ResourceContext): SqlFragment {
  const parent = resources.get(link.resource);
  if (!parent) throw new Error(`visibleWith names an unknown resource ${link.resource}`);
  const p = parent.def;
  const visible = and([p.where, scopeCondition(p, ctx)]);
  return sql`(${own} AND ${raw(link.column)} IN (SELECT ${ident(`t.${p.idColumn ?? 'id'}`)} FROM ${ident(p.table)} AS t WHERE ${visible}))`;
}

/** `columnsFor`: the caller the computed columns are for when the read is unscoped (default ctx). */
async function fetchRows(
  db: Db,
  def: ResourceDef,
  ctx: ResourceContext | null,
  opts: FetchOptions & { columnsFor?: ResourceContext | null },
): Promise<{ rows: Row[]; total: number | null }> {
  const idColumn = def.idColumn ?? 'id';
  const fields = opts.fields ?? fieldNames(def);
  const conditions: Array<SqlFragment | undefined> = [def.where, ...(opts.where ?? [])];
  if (opts.scoped !== false) {
    if (!ctx) throw new Error('scoped fetch needs a context');
    conditions.push(scopeCondition(def, ctx));
  }
  const where = and(conditions);
  const total = opts.withTotal ? raw(', count(*) OVER () AS "__total"') : raw('');
  const order = opts.orderBy ?? sql`${ident(`t.${idColumn}`)} ASC`;
  const limit = opts.limit != null ? sql` LIMIT ${opts.limit}` : raw('');
  const offset = opts.offset ? sql` OFFSET ${opts.offset}` : raw('');
  const lock = opts.forUpdate ? raw(' FOR UPDATE OF t') : opts.forShare ? raw(' FOR SHARE OF t') : raw('');
  const q = sql`SELECT ${selectList(def, fields, opts.columnsFor ?? ctx)}${total} FROM ${ident(def.table)} AS t WHERE ${where} ORDER BY ${order}${limit}${offset}${lock}`;
  const result = await db.query<Row>(q);
  let count: number | null = null;
  if (opts.withTotal) {
    const first = result.rows[0];
    count = first ? Number(first.__total) : null;
    for (const r of result.rows) delete r.__total;
  }
  return { rows: result.rows, total: count };
}

async function countRows(db: Db, def: ResourceDef, ctx: ResourceContext, where: SqlFragment[]): Promise<number> {
  const cond = and([def.where, ...where, scopeCondition(def, ctx)]);
  const r = await db.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${ident(def.table)} AS t WHERE ${cond}`);
  return Number(r.rows[0]?.n ?? 0);
}

function queryString(value: unknown): string | undefined {
  if (Array.isArray(value)) return queryString(value[value.length - 1]);
  if (value === undefined || value === null) return undefined;
  return String(value);
}

function listQuerySchema(def: ResourceDef): TObject {
  const props: Record<string, TSchema> = {
    limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647, description: 'Page size (0 = count only, total in Content-Range; capped at the maximum).' })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 })),
    ordering: Type.Optional(Type.String({ description: `Comma list of: ${[def.idColumn ?? 'id', ...(def.ordering ?? [])].join(', ')}; prefix - for descending.` })),
    fields: Type.Optional(Type.String({ description: 'Comma list of fields to return.' })),
    expand: Type.Optional(Type.String({ description: `Comma list of: ${Object.keys(def.expand ?? {}).join(', ') || 'none'}.` })),
    ids: Type.Optional(Type.String({ description: 'Comma-joined ids (max 1000).' })),
    id__in: Type.Optional(Type.String({ description: 'Same as ids.' })),
  };
  for (const [name, filter] of Object.entries(def.filters ?? {})) {
    if (isCustomFilter(filter)) {
      props[name] = Type.Optional(filter.schema);
    } else {
      for (const { param, lookup } of filterParams(name, filter)) {
        props[param] = Type.Optional(Type.String({ description: `${lookup} filter on ${name} (${filter.type ?? 'string'})` }));
      }
    }
  }
  return Type.Object(props, { additionalProperties: true });
}

function detailQuerySchema(def: ResourceDef): TObject {
  return Type.Object(
    {
      fields: Type.Optional(Type.String({ description: 'Comma list of fields to return.' })),
      expand: Type.Optional(Type.String({ description: `Comma list of: ${Object.keys(def.expand ?? {}).join(', ') || 'none'}.` })),
    },
    { additionalProperties: true },
  );
}

/**
 * May `path` (the part after `name.` in `expand=name.path`) follow this expansion? Its `nested`
 * list, or for an expansion into another resource that resource's expansions, recursively.
 */
function nestedAllowed(app: FastifyInstance, handler: ExpandHandler | undefined, path: string): boolean {
  const nested = handler?.nested;
  if (!nested) return false;
  if (!('resource' in nested)) return nested.includes(path);
  const target = app.resources.get(nested.resource)?.def;
  const [head = '', ...rest] = path.split('.');
  if (!target || !hasExpansion(target, head)) return false;
  return rest.length === 0 || nestedAllowed(app, target.expand?.[head], rest.join('.'));
}

/** parseExpand, and every nested path checked: an unknown one is a 400, never silently dropped. */
function parseExpansions(app: FastifyInstance, def: ResourceDef, value: string | string[] | undefined): Map<string, string[]> {
  const expand = parseExpand(def, value);
  const bad = [...expand].flatMap(([name, paths]) => paths.filter((p) => !nestedAllowed(app, def.expand?.[name], p)).map((p) => `${name}.${p}`));
  if (bad.length > 0) throw badRequest({ expand: [`Unknown nested expansion(s): ${bad.join(', ')}.`] });
  return expand;
}

function partialOf(schema: TObject): TObject {
  return Type.Partial(schema, { additionalProperties: false });
}

/** An object's own properties, or none: the query string of a route that declares no schema for it. */
function recordOf(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value));
}

/** The `:id` of a detail route's validated params. */
function idParam(params: unknown): unknown {
  return typeof params === 'object' && params !== null && 'id' in params ? params.id : undefined;
}

/** What every route of one resource shares: its definition, its URL, its id and the app it lives in. */
interface Runtime {
  app: FastifyInstance;
  /** The same app, typing each route's request from its TypeBox schemas. */
  typed: TypedApp;
  def: ResourceDef;
  name: string;
  /** `/path/`, with both slashes. */
  base: string;
  idColumn: string;
  idSchema: TInteger | TString;
  /** Params of the detail routes: `{ id }`. */
  params: TObject<{ id: TInteger | TString }>;
  tags: string[];
  /** `METHOD /url/` of every route registered so far. */
  routes: string[];
}


/** The resource definition with the derived scope, and what its routes share. */
function runtimeOf(app: FastifyInstance, definition: ResourceDef): Runtime {
  const link = definition.visibleWith;
  // A derived resource's scope includes its parent's visibility (resolved when queried, so the
  // parent may register later).
  const def: ResourceDef = link ? { ...definition, scope: (ctx) => followParent(app.resources, link, scopeCondition(definition, ctx), ctx) } : definition;
  const idSchema = def.idType === 'string' ? Type.String({ minLength: 1, maxLength: 200 }) : Type.Integer({ minimum: 1, maximum: 2147483647 });
  return {
    app,
    typed: typed(app),
    def,
    name: def.name ?? def.path,
    base: `/${def.path.replace(/^\/+|\/+$/g, '')}/`,
    idColumn: def.idColumn ?? 'id',
    idSchema,
    params: Type.Object({ id: idSchema }),
    tags: [def.tag ?? def.path.split('/')[0] ?? 'api'],
    routes: [],
  };
}

function idEq(rt: Runtime, id: unknown): SqlFragment {
  return sql`${ident(`t.${rt.idColumn}`)} = ${id}`;
}

function ctxOf(rt: Runtime, request: FastifyRequest, db: Db = rt.app.db): ResourceContext {
  return { user: request.user, db, request };
}

function expandCtx(rt: Runtime, ctx: ResourceContext, nested: string[]): ExpandContext {
  return {
    ...ctx,
    nested,
    fetchByIds: async (resourceName, ids, options) => {
      const target = rt.app.resources.get(resourceName);
      if (!target) throw new Error(`Unknown resource ${resourceName}`);
      return target.fetchByIds(ctx, ids, options);
    },
  };
}

async function applyExpand(rt: Runtime, ctx: ResourceContext, rows: Row[], expand: Map<string, string[]>): Promise<void> {
  if (rows.length === 0) return;
  for (const [key, nested] of expand) {
    const handler = hasExpansion(rt.def, key) ? rt.def.expand?.[key] : undefined;
    if (handler) await handler(rows, expandCtx(rt, ctx, nested));
  }
}

/** The requested fields (and expansions) of each row; every field without `fields=`. */
function project(rows: Row[], fields: string[] | null, expand: Map<string, string[]>): Row[] {
  if (!fields) return rows;
  const keep = new Set([...fields, ...expand.keys()]);
  return rows.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => keep.has(k))));
}

/** Fields to SELECT: the projection plus what expansions read. */
function selectFields(rt: Runtime, fields: string[] | null, expand: Map<string, string[]>): string[] | null {
  if (!fields) return null;
  const known = new Set(fieldNames(rt.def));
  const wanted = new Set([rt.idColumn, ...fields.filter((f) => known.has(f))]);
  for (const key of expand.keys()) if (known.has(key)) wanted.add(key);
  return [...wanted];
}

/** The row the caller may see (404 otherwise), locked FOR UPDATE when about to be written. */
async function loadVisible(rt: Runtime, ctx: ResourceContext, id: unknown, forUpdate = false): Promise<Row> {
  const { rows } = await fetchRows(ctx.db, rt.def, ctx, { where: [idEq(rt, id)], forUpdate });
  const row = rows[0];
  if (!row) throw notFound();
  return row;
}

/** A row just written, whatever the scope, with its computed columns for the writing caller. */
async function loadUnscoped(rt: Runtime, ctx: ResourceContext, id: unknown): Promise<Row> {
  const { rows } = await fetchRows(ctx.db, rt.def, null, { where: [idEq(rt, id)], scoped: false, columnsFor: ctx });
  const row = rows[0];
  if (!row) throw notFound();
  return row;
}

async function checkWrite(rt: Runtime, ctx: ResourceContext, row: Row, action: 'update' | 'delete'): Promise<void> {
  if (rt.def.canWrite && !(await rt.def.canWrite(ctx, row, action))) throw forbidden();
}

/** The fields an update changes: those whose value differs from the stored one. */
function changedFields(existing: Row, body: Row): string[] {
  return Object.keys(body).filter((k) => body[k] !== undefined && JSON.stringify(body[k]) !== JSON.stringify(existing[k]));
}

/**
 * The edit locks a write must respect (409): a locked row of this resource changes only its
 * editable fields; a child (lockedWith) is not created, changed or deleted while its parent row
 * is locked. The parent row is share-locked until the write commits, so it cannot change its
 * dates (and lock itself) in between.
 */
async function checkEditLock(rt: Runtime, ctx: ResourceContext, existing: Row | null, candidate: Row | null, body: Row): Promise<void> {
  const own = rt.def.editLock;
  if (own && existing && own.locked(existing)) {
    const editable = new Set(own.editable ?? []);
    const fixed = changedFields(existing, body).filter((f) => !editable.has(f));
    if (fixed.length > 0) throw new ApiError(409, { detail: own.message(fixed) });
  }
  const link = rt.def.lockedWith;
  if (!link) return;
  const parent = rt.app.resources.get(link.resource);
  const lock = parent?.def.editLock;
  if (!parent || !lock) throw new Error(`${rt.name}: lockedWith ${link.resource}, which declares no editLock`);
  const ids = new Set<unknown>();
  for (const values of [existing, candidate]) {
    if (!values) continue;
    const id = await link.parentId(ctx.db, values);
    if (id !== null && id !== undefined) ids.add(id);
  }
  for (const id of ids) {
    const row = await parent.lockRow(ctx.db, id, lock.fields);
    if (row && lock.locked(row)) throw new ApiError(409, { detail: lock.message([link.field]) });
  }
}

/** The resource's validator on the candidate row: field errors → 400. */
async function runValidate(rt: Runtime, ctx: ResourceContext, candidate: Row, existing: Row | null): Promise<void> {
  if (!rt.def.validate) return;
  const errors = await rt.def.validate(ctx, candidate, existing);
  if (errors && Object.keys(errors).length > 0) throw badRequest(errors);
}

/** Only the properties the body schema declares reach hooks and SQL (no mass assignment). */
function declared(schema: TObject | undefined, body: Row): Row {
  if (!schema) return {};
  const keys = Object.keys(schema.properties);
  return Object.fromEntries(Object.entries(body).filter(([k]) => keys.includes(k)));
}

function columnValues(values: Row): Array<[string, unknown]> {
  return Object.entries(values).filter(([, v]) => v !== undefined);
}

/** One create: access, edit lock, validation, hooks, INSERT; answers the stored row. */
async function insertOne(rt: Runtime, ctx: ResourceContext, input: Row): Promise<Row> {
  const { def } = rt;
  const body = declared(def.create, input);
  if (def.canCreate && !(await def.canCreate(ctx, body))) throw forbidden();
  await checkEditLock(rt, ctx, null, body, body);
  await runValidate(rt, ctx, body, null);
  const values = columnValues(def.hooks?.beforeCreate ? await def.hooks.beforeCreate(ctx, body) : body);
  const cols = join(values.map(([k]) => ident(k)));
  const vals = join(values.map(([, v]) => sql`${v}`));
  const q =
    values.length === 0
      ? sql`INSERT INTO ${ident(def.table)} DEFAULT VALUES RETURNING ${ident(rt.idColumn)} AS id`
      : sql`INSERT INTO ${ident(def.table)} (${cols}) VALUES (${vals}) RETURNING ${ident(rt.idColumn)} AS id`;
  const inserted = await ctx.db.query<{ id: unknown }>(q);
  const id = inserted.rows[0]?.id;
  let row = await loadUnscoped(rt, ctx, id);
  if (def.hooks?.afterCreate) {
    await def.hooks.afterCreate(ctx, row, body);
    row = await loadUnscoped(rt, ctx, id);
  }
  return row;
}

/** One update (PUT, PATCH or a bulk item): visibility, write rule, edit lock, validation, hooks, UPDATE. */
async function updateOne(rt: Runtime, ctx: ResourceContext, id: unknown, input: Row, partial: boolean): Promise<Row> {
  const { def } = rt;
  const body = declared(def.update, input);
  const existing = await loadVisible(rt, ctx, id, true);
  await checkWrite(rt, ctx, existing, 'update');
  const candidate = { ...existing, ...body };
  await checkEditLock(rt, ctx, existing, candidate, body);
  await runValidate(rt, ctx, candidate, existing);
  const values = columnValues(def.hooks?.beforeUpdate ? await def.hooks.beforeUpdate(ctx, existing, body, partial) : body);
  if (values.length > 0) {
    const sets = join(values.map(([k, v]) => sql`${ident(k)} = ${v}`));
    await ctx.db.query(sql`UPDATE ${ident(def.table)} AS t SET ${sets} WHERE ${idEq(rt, id)}`);
  }
  let row = await loadUnscoped(rt, ctx, id);
  if (def.hooks?.afterUpdate) {
    await def.hooks.afterUpdate(ctx, row, body, existing);
    row = await loadUnscoped(rt, ctx, id);
  }
  return row;
}

function describe(rt: Runtime, what: Action | 'set_inactive'): { description?: string } {
  const description = rt.def.descriptions?.[what];
  return description ? { description } : {};
}

/** Notes a registered route in the resource's route list. */
function track(rt: Runtime, method: string, url: string): void {
  rt.routes.push(`${method} ${url}`);
}

/** GET {path}/: filtered, ordered, paged list; the total in Content-Range. */
function registerList(rt: Runtime, access: AccessRule): void {
  const { app, def, base } = rt;
  rt.typed.route({
    method: 'GET',
    url: base,
    config: { access },
    schema: { tags: rt.tags, summary: `List ${def.path}`, ...describe(rt, 'list'), querystring: listQuerySchema(def), response: { 200: Type.Array(def.row) } },
    handler: async (request, reply) => {
      const { query } = request;
      const ctx = ctxOf(rt, request);
      const fields = parseFields(def, queryString(query.fields));
      const expand = parseExpansions(app, def, queryString(query.expand));
      const orderBy = buildOrdering(def, queryString(query.ordering), ctx);
      const where = await buildFilters(def, query, ctx);
      for (const param of ['ids', 'id__in']) {
        const v = queryString(query[param]);
        if (v !== undefined) {
          const ids = parseIds(def, v, param);
          where.push(ids.length === 0 ? raw('FALSE') : sql`${ident(`t.${rt.idColumn}`)} IN (${join(ids.map((i) => sql`${i}`))})`);
        }
      }
      const maxLimit = def.maxLimit ?? 1000;
      const requested = query.limit === undefined ? (def.defaultLimit ?? 1000) : Number(query.limit);
      const limit = Math.min(requested, maxLimit);
      const offset = query.offset === undefined ? 0 : Number(query.offset);
      let rows: Row[] = [];
      let total: number | null = null;
      if (limit === 0) {
        total = await countRows(ctx.db, def, ctx, where);
      } else {
        const result = await fetchRows(ctx.db, def, ctx, { where, fields: selectFields(rt, fields, expand), orderBy, limit, offset, withTotal: true });
        rows = result.rows;
        total = result.total ?? (offset > 0 ? await countRows(ctx.db, def, ctx, where) : 0);
      }
      await applyExpand(rt, ctx, rows, expand);
      const end = rows.length > 0 ? offset + rows.length - 1 : offset;
      reply.header('Content-Range', `items ${offset}-${end}/${total}`);
      return project(rows, fields, expand);
    },
  });
  track(rt, 'GET', base);
}

/** GET {path}/{id}/: one visible row (404 otherwise, or the resource's explanation). */
function registerRead(rt: Runtime, access: AccessRule): void {
  const { app, def } = rt;
  const url = `${rt.base}:id/`;
  rt.typed.route({
    method: 'GET',
    url,
    config: { access },
    schema: { tags: rt.tags, summary: `Get one of ${def.path}`, ...describe(rt, 'read'), params: rt.params, querystring: detailQuerySchema(def), response: { 200: def.row, ...DETAIL } },
    handler: async (request) => {
      const { query } = request;
      const ctx = ctxOf(rt, request);
      const fields = parseFields(def, queryString(query.fields));
      const expand = parseExpansions(app, def, queryString(query.expand));
      const { id } = request.params;
      const { rows } = await fetchRows(ctx.db, def, ctx, { where: [idEq(rt, id)], fields: selectFields(rt, fields, expand) });
      if (rows.length === 0) {
        await def.hooks?.explainHidden?.(ctx, id);
        throw notFound();
      }
      await applyExpand(rt, ctx, rows, expand);
      const [row] = project(rows, fields, expand);
      if (!row) throw notFound();
      return row;
    },
  });
  track(rt, 'GET', url);
}

/** POST {path}/ and, unless `bulk: false`, POST {path}/bulk/ (all or nothing). */
function registerCreate(rt: Runtime, access: AccessRule, create: TObject): void {
  const { app, def, base } = rt;
  rt.typed.route({
    method: 'POST',
    url: base,
    config: { access },
    schema: { tags: rt.tags, summary: `Create in ${def.path}`, ...describe(rt, 'create'), body: create, response: { 201: def.row } },
    handler: async (request, reply) => {
      const row = await app.db.transaction((tx) => insertOne(rt, ctxOf(rt, request, tx), request.body));
      return reply.code(201).send(row);
    },
  });
  track(rt, 'POST', base);
  if (def.bulk === false) return;
  const url = `${base}bulk/`;
  rt.typed.route({
    method: 'POST',
    url,
    config: { access },
    schema: {
      tags: rt.tags,
      summary: `Bulk create in ${def.path} (max 250)`,
      ...describe(rt, 'create'),
      body: Type.Array(create, { minItems: 1, maxItems: 250 }),
      response: { 201: Type.Array(def.row) },
    },
    handler: async (request, reply) => {
      const rows = await app.db.transaction(async (tx) => {
        const out: Row[] = [];
        for (const item of request.body) out.push(await insertOne(rt, ctxOf(rt, request, tx), item));
        return out;
      });
      return reply.code(201).send(rows);
    },
  });
  track(rt, 'POST', url);
}

/** PUT and PATCH {path}/{id}/ and, unless `bulk: false`, PATCH {path}/bulk/ (all or nothing). */
function registerUpdate(rt: Runtime, access: AccessRule, update: TObject): void {
  const { app, def, base } = rt;
  const url = `${base}:id/`;
  const response = { 200: def.row, ...DETAIL };
  rt.typed.route({
    method: 'PUT',
    url,
    config: { access },
    schema: { tags: rt.tags, summary: `Replace one of ${def.path}`, ...describe(rt, 'update'), params: rt.params, body: update, response },
    handler: async (request) => app.db.transaction((tx) => updateOne(rt, ctxOf(rt, request, tx), request.params.id, request.body, false)),
  });
  track(rt, 'PUT', url);
  rt.typed.route({
    method: 'PATCH',
    url,
    config: { access },
    schema: { tags: rt.tags, summary: `Update one of ${def.path}`, ...describe(rt, 'update'), params: rt.params, body: partialOf(update), response },
    handler: async (request) => app.db.transaction((tx) => updateOne(rt, ctxOf(rt, request, tx), request.params.id, request.body, true)),
  });
  track(rt, 'PATCH', url);
  if (def.bulk === false) return;
  const bulkUrl = `${base}bulk/`;
  const item = Type.Composite([Type.Partial(update), Type.Object({ id: rt.idSchema })], { additionalProperties: false });
  rt.typed.route({
    method: 'PATCH',
    url: bulkUrl,
    config: { access },
    schema: {
      tags: rt.tags,
      summary: `Bulk update in ${def.path} (max 250)`,
      ...describe(rt, 'update'),
      body: Type.Array(item, { minItems: 1, maxItems: 250 }),
      response: { 200: Type.Array(def.row) },
    },
    handler: async (request) => {
      const items = request.body;
      const ids = new Set(items.map((i) => i.id));
      if (ids.size !== items.length) throw badRequest({ detail: 'Each id may appear only once.' });
      return app.db.transaction(async (tx) => {
        const out: Row[] = [];
        for (const { id, ...changes } of items) out.push(await updateOne(rt, ctxOf(rt, request, tx), id, changes, true));
        return out;
      });
    },
  });
  track(rt, 'PATCH', bulkUrl);
}

/** POST {path}/{id}/set_inactive/: sets the resource's boolean column false on a writable row. */
function registerSetInactive(rt: Runtime, access: AccessRule, column: string): void {
  const { app, def } = rt;
  const url = `${rt.base}:id/set_inactive/`;
  rt.typed.route({
    method: 'POST',
    url,
    config: { access },
    schema: { tags: rt.tags, summary: `Deactivate one of ${def.path}`, ...describe(rt, 'set_inactive'), params: rt.params, response: { 200: def.row, ...DETAIL } },
    handler: async (request) => {
      const { id } = request.params;
      return app.db.transaction(async (tx) => {
        const ctx = ctxOf(rt, request, tx);
        const existing = await loadVisible(rt, ctx, id, true);
        await checkWrite(rt, ctx, existing, 'update');
        await checkEditLock(rt, ctx, existing, existing, { [column]: false });
        await def.hooks?.beforeSetInactive?.(ctx, existing);
        await tx.query(sql`UPDATE ${ident(def.table)} AS t SET ${ident(column)} = FALSE WHERE ${idEq(rt, id)}`);
        return loadUnscoped(rt, ctx, id);
      });
    },
  });
  track(rt, 'POST', url);
}

/** DELETE {path}/{id}/ on a writable row. */
function registerDelete(rt: Runtime, access: AccessRule): void {
  const { app, def } = rt;
  const url = `${rt.base}:id/`;
  // Untyped: the typed reply would have to send the schema's null, and a 204 answers no body at all.
  app.route({
    method: 'DELETE',
    url,
    config: { access },
    schema: { tags: rt.tags, summary: `Delete one of ${def.path}`, ...describe(rt, 'delete'), params: rt.params, response: { 204: Type.Null(), ...DETAIL } },
    handler: async (request, reply) => {
      const id = idParam(request.params);
      await app.db.transaction(async (tx) => {
        const ctx = ctxOf(rt, request, tx);
        const existing = await loadVisible(rt, ctx, id, true);
        await checkWrite(rt, ctx, existing, 'delete');
        await checkEditLock(rt, ctx, existing, null, {});
        await def.hooks?.beforeDelete?.(ctx, existing);
        await tx.query(sql`DELETE FROM ${ident(def.table)} AS t WHERE ${idEq(rt, id)}`);
      });
      return reply.code(204).send();
    },
  });
  track(rt, 'DELETE', url);
}

/** A custom action: `{path}/name/`, or `{path}/{id}/name/` on a visible (and for writes, writable) row. */
function registerAction(rt: Runtime, action: ResourceActionDef): void {
  const { app, def, base } = rt;
  const url = action.detail ? `${base}:id/${action.name}/` : `${base}${action.name}/`;
  const schema: FastifySchema & { tags: string[]; summary: string; description?: string } = { tags: rt.tags, summary: action.summary ?? `${action.name} on ${def.path}` };
  if (action.description) schema.description = action.description;
  if (action.detail) schema.params = rt.params;
  if (action.body) schema.body = action.body;
  if (action.querystring) schema.querystring = action.querystring;
  if (action.response) schema.response = { [action.status ?? 200]: action.response, ...(action.detail ? DETAIL : {}) };
  app.route({
    method: action.method,
    url,
    config: { access: action.access },
    schema,
    handler: async (request, reply) => {
      const run = async (db: Db): Promise<unknown> => {
        const ctx = ctxOf(rt, request, db);
        let row: Row | null = null;
        if (action.detail) {
          const write = action.write ?? action.method !== 'GET';
          row = await loadVisible(rt, ctx, idParam(request.params), write);
          if (write) await checkWrite(rt, ctx, row, 'update');
        }
        return action.handler(ctx, { body: request.body, query: recordOf(request.query), row });
      };
      const result = action.method === 'GET' ? await run(app.db) : await app.db.transaction(run);
      return reply.code(action.status ?? 200).send(result);
    },
  });
  track(rt, action.method, url);
}

/** The registry entry: scoped and unscoped loads other code and the access matrix use. */
function registeredOf(rt: Runtime): RegisteredResource {
  const { def } = rt;
  return {
    name: rt.name,
    def,
    routes: rt.routes,
    fetchByIds: async (ctx, ids, options) => {
      if (ids.length === 0) return [];
      const unique = [...new Set(ids)];
      const { rows } = await fetchRows(ctx.db, def, ctx, { where: [sql`${ident(`t.${rt.idColumn}`)} IN (${join(unique.map((i) => sql`${i}`))})`] });
      if (options?.expand?.length) await applyExpand(rt, ctx, rows, parseExpansions(rt.app, def, options.expand));
      return rows;
    },
    lockRow: async (db, id, fields) => {
      const { rows } = await fetchRows(db, def, null, { where: [idEq(rt, id)], fields: [rt.idColumn, ...fields.filter((f) => f !== rt.idColumn)], scoped: false, forShare: true });
      return rows[0] ?? null;
    },
    fetchAllUnscoped: async (db) => (await fetchRows(db, def, null, { scoped: false })).rows,
  };
}

/**
 * Register a resource (see the API doc in ./index.ts). Routes are added to `app` and the
 * resource to the shared registry `app.resources`. An action without an access rule has no route.
 */
export function registerResource(app: FastifyInstance, definition: ResourceDef): RegisteredResource {
  const rt = runtimeOf(app, definition);
  const { def } = rt;
  if (app.resources.has(rt.name)) throw new Error(`Resource ${rt.name} registered twice`);
  const { list, read, create, update, delete: remove } = def.access;
  if (list) registerList(rt, list);
  if (read) registerRead(rt, read);
  if (create && def.create) registerCreate(rt, create, def.create);
  if (update && def.update) registerUpdate(rt, update, def.update);
  if (update && def.setInactive) registerSetInactive(rt, update, typeof def.setInactive === 'string' ? def.setInactive : 'is_active');
  if (remove) registerDelete(rt, remove);
  for (const action of def.actions ?? []) registerAction(rt, action);
  const registered = registeredOf(rt);
  app.resources.set(rt.name, registered);
  return registered;
}

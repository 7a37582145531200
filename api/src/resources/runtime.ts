/**
 * What the resource layer's routes are built on: reading rows through the scope, the runtime
 * record of one resource, and the write steps (edit locks, validation, hooks, INSERT/UPDATE).
 */
import { Type, type TInteger, type TObject, type TSchema, type TString } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ExpandContext, ExpandHandler, RegisteredDef, RegisteredResource, ResourceContext, ResourceDef, Row, VisibleWith } from './types.js';
import { defineAction } from './define.js';
import type { Db } from '../db/types.js';
import { typed, type TypedApp } from '../platform/http/typed-app.js';
import { type SqlFragment, sql, raw, ident, join, and } from '../db/sql.js';
import { ApiError, badRequest, forbidden, notFound } from '../errors.js';
import {
  fieldExpr,
  fieldNames,
  filterParams,
  hasExpansion,
  isCustomFilter,
  parseExpand,
} from './query.js';

export const DETAIL = { 404: Type.Object({ detail: Type.String() }) };

export interface FetchOptions {
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

export function scopeCondition(def: ResourceDef, ctx: ResourceContext): SqlFragment {
  const s = def.scope(ctx);
  if (s === true) return raw('TRUE');
  if (s === false) return raw('FALSE');
  return s;
}

export function selectList(def: ResourceDef, fields: string[], ctx: ResourceContext | null): SqlFragment {
  return join(fields.map((f) => sql`${fieldExpr(def, f, ctx)} AS ${ident(f)}`));
}

/**
 * `scope` of a derived resource (ResourceDef.visibleWith): its own condition, and its parent row
 * visible to the same caller — the parent's base condition and (full) scope, in an uncorrelated
 * subquery so the parent's SQL keeps its alias `t`.
 */
export function followParent(resources: Map<string, RegisteredResource>, link: VisibleWith, own: SqlFragment, ctx: ResourceContext): SqlFragment {
  const parent = resources.get(link.resource);
  if (!parent) throw new Error(`visibleWith names an unknown resource ${link.resource}`);
  const p = parent.def;
  const visible = and([p.where, scopeCondition(p, ctx)]);
  return sql`(${own} AND ${raw(link.column)} IN (SELECT ${ident(`t.${p.idColumn ?? 'id'}`)} FROM ${ident(p.table)} AS t WHERE ${visible}))`;
}

/** `columnsFor`: the caller the computed columns are for when the read is unscoped (default ctx). */
export async function fetchRows<TRow extends Row = Row>(
  db: Db,
  def: ResourceDef,
  ctx: ResourceContext | null,
  opts: FetchOptions & { columnsFor?: ResourceContext | null },
): Promise<{ rows: TRow[]; total: number | null }> {
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
  // The SELECT names exactly the resource's fields (or the projection asked for), so its rows are of its row type.
  const result = await db.query<TRow & { __total?: unknown }>(q);
  let count: number | null = null;
  if (opts.withTotal) {
    const first = result.rows[0];
    count = first ? Number(first.__total) : null;
    for (const r of result.rows) delete r.__total;
  }
  return { rows: result.rows, total: count };
}

export async function countRows(db: Db, def: ResourceDef, ctx: ResourceContext, where: SqlFragment[]): Promise<number> {
  const cond = and([def.where, ...where, scopeCondition(def, ctx)]);
  const r = await db.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${ident(def.table)} AS t WHERE ${cond}`);
  return Number(r.rows[0]?.n ?? 0);
}

export function queryString(value: unknown): string | undefined {
  if (Array.isArray(value)) return queryString(value[value.length - 1]);
  if (value === undefined || value === null) return undefined;
  return String(value);
}

export function listQuerySchema(def: ResourceDef): TObject {
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

export function detailQuerySchema(def: ResourceDef): TObject {
  return Type.Object(
    {
      fields: Type.Optional(Type.String({ description: 'Comma list of fields to return.' })),
      expand: Type.Optional(Type.String({ description: `Comma list of: ${Object.keys(def.expand ?? {}).join(', ') || 'none'}.` })),
      ...def.readQuery,
    },
    { additionalProperties: true },
  );
}

/**
 * May `path` (the part after `name.` in `expand=name.path`) follow this expansion? Its `nested`
 * list, or for an expansion into another resource that resource's expansions, recursively.
 */
export function nestedAllowed(app: FastifyInstance, handler: ExpandHandler | undefined, path: string): boolean {
  const nested = handler?.nested;
  if (!nested) return false;
  if (!('resource' in nested)) return nested.includes(path);
  const target = app.resources.get(nested.resource)?.def;
  const [head = '', ...rest] = path.split('.');
  if (!target || !hasExpansion(target, head)) return false;
  return rest.length === 0 || nestedAllowed(app, target.expand?.[head], rest.join('.'));
}

/** parseExpand, and every nested path checked: an unknown one is a 400, never silently dropped. */
export function parseExpansions(app: FastifyInstance, def: ResourceDef, value: string | string[] | undefined): Map<string, string[]> {
  const expand = parseExpand(def, value);
  const bad = [...expand].flatMap(([name, paths]) => paths.filter((p) => !nestedAllowed(app, def.expand?.[name], p)).map((p) => `${name}.${p}`));
  if (bad.length > 0) throw badRequest({ expand: [`Unknown nested expansion(s): ${bad.join(', ')}.`] });
  return expand;
}

export function partialOf(schema: TObject): TObject {
  return Type.Partial(schema, { additionalProperties: false });
}

/** An object's own properties, or none: the query string of a route that declares no schema for it. */
export function recordOf(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value));
}

/** The `:id` of a detail route's validated params. */
export function idParam(params: unknown): unknown {
  return typeof params === 'object' && params !== null && 'id' in params ? params.id : undefined;
}

/** What every route of one resource shares: its definition, its URL, its id and the app it lives in. */
export interface Runtime {
  app: FastifyInstance;
  /** The same app, typing each route's request from its TypeBox schemas. */
  typed: TypedApp;
  def: RegisteredDef;
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
export function runtimeOf(app: FastifyInstance, definition: ResourceDef): Runtime {
  const link = definition.visibleWith;
  // A derived resource's scope includes its parent's visibility (resolved when queried, so the
  // parent may register later).
  const scope = (ctx: ResourceContext) => (link ? followParent(app.resources, link, scopeCondition(definition, ctx), ctx) : definition.scope(ctx));
  const actions = typeof definition.actions === 'function' ? definition.actions(defineAction) : (definition.actions ?? []);
  const def: RegisteredDef = { ...definition, scope, actions };
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

export function idEq(rt: Runtime, id: unknown): SqlFragment {
  return sql`${ident(`t.${rt.idColumn}`)} = ${id}`;
}

export function ctxOf(rt: Runtime, request: FastifyRequest, db: Db = rt.app.db): ResourceContext {
  return { user: request.user, db, request };
}

export function expandCtx(rt: Runtime, ctx: ResourceContext, nested: string[]): ExpandContext {
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

export async function applyExpand(rt: Runtime, ctx: ResourceContext, rows: Row[], expand: Map<string, string[]>): Promise<void> {
  if (rows.length === 0) return;
  for (const [key, nested] of expand) {
    const handler = hasExpansion(rt.def, key) ? rt.def.expand?.[key] : undefined;
    if (handler) await handler(rows, expandCtx(rt, ctx, nested));
  }
}

/** The requested fields (and expansions) of each row; every field without `fields=`. */
export function project(rows: Row[], fields: string[] | null, expand: Map<string, string[]>): Row[] {
  if (!fields) return rows;
  const keep = new Set([...fields, ...expand.keys()]);
  return rows.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => keep.has(k))));
}

/** Fields to SELECT: the projection plus what expansions read. */
export function selectFields(rt: Runtime, fields: string[] | null, expand: Map<string, string[]>): string[] | null {
  if (!fields) return null;
  const known = new Set(fieldNames(rt.def));
  const wanted = new Set([rt.idColumn, ...fields.filter((f) => known.has(f))]);
  for (const key of expand.keys()) if (known.has(key)) wanted.add(key);
  return [...wanted];
}

/** The row the caller may see (404 otherwise), locked FOR UPDATE when about to be written. */
export async function loadVisible(rt: Runtime, ctx: ResourceContext, id: unknown, forUpdate = false): Promise<Row> {
  const { rows } = await fetchRows(ctx.db, rt.def, ctx, { where: [idEq(rt, id)], forUpdate });
  const row = rows[0];
  if (!row) throw notFound();
  return row;
}

/** A row just written, whatever the scope, with its computed columns for the writing caller. */
export async function loadUnscoped(rt: Runtime, ctx: ResourceContext, id: unknown): Promise<Row> {
  const { rows } = await fetchRows(ctx.db, rt.def, null, { where: [idEq(rt, id)], scoped: false, columnsFor: ctx });
  const row = rows[0];
  if (!row) throw notFound();
  return row;
}

export async function checkWrite(rt: Runtime, ctx: ResourceContext, row: Row, action: 'update' | 'delete'): Promise<void> {
  if (rt.def.canWrite && !(await rt.def.canWrite(ctx, row, action))) throw forbidden();
}

/** The fields an update changes: those whose value differs from the stored one. */
export function changedFields(existing: Row, body: Row): string[] {
  return Object.keys(body).filter((k) => body[k] !== undefined && JSON.stringify(body[k]) !== JSON.stringify(existing[k]));
}

/**
 * The edit locks a write must respect (409): a locked row of this resource changes only its
 * editable fields; a child (lockedWith) is not created, changed or deleted while its parent row
 * is locked. The parent row is share-locked until the write commits, so it cannot change its
 * dates (and lock itself) in between.
 */
export async function checkEditLock(rt: Runtime, ctx: ResourceContext, existing: Row | null, candidate: Row | null, body: Row): Promise<void> {
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
export async function runValidate(rt: Runtime, ctx: ResourceContext, candidate: Row, existing: Row | null): Promise<void> {
  if (!rt.def.validate) return;
  const errors = await rt.def.validate(ctx, candidate, existing);
  if (errors && Object.keys(errors).length > 0) throw badRequest(errors);
}

/** Only the properties the body schema declares reach hooks and SQL (no mass assignment). */
export function declared(schema: TObject | undefined, body: Row): Row {
  if (!schema) return {};
  const keys = Object.keys(schema.properties);
  return Object.fromEntries(Object.entries(body).filter(([k]) => keys.includes(k)));
}

export function columnValues(values: Row): Array<[string, unknown]> {
  return Object.entries(values).filter(([, v]) => v !== undefined);
}

/** One create: access, edit lock, validation, hooks, INSERT; answers the stored row. */
export async function insertOne(rt: Runtime, ctx: ResourceContext, input: Row): Promise<Row> {
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
export async function updateOne(rt: Runtime, ctx: ResourceContext, id: unknown, input: Row, partial: boolean): Promise<Row> {
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

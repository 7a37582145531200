import { Type, type TObject, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Action, AccessRule, ExpandContext, ExpandHandler, RegisteredResource, ResourceContext, ResourceDef, Row, VisibleWith } from './types.js';
import type { Db } from '../db/types.js';
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

/**
 * Register a resource (see the API doc in ./index.ts). Routes are added to `app` and the
 * resource to the shared registry `app.resources`.
 */
export function registerResource(app: FastifyInstance, definition: ResourceDef): RegisteredResource {
  const link = definition.visibleWith;
  // A derived resource's scope includes its parent's visibility (resolved when queried, so the
  // parent may register later).
  const def: ResourceDef = link ? { ...definition, scope: (ctx) => followParent(app.resources, link, scopeCondition(definition, ctx), ctx) } : definition;
  const name = def.name ?? def.path;
  if (app.resources.has(name)) throw new Error(`Resource ${name} registered twice`);
  const base = `/${def.path.replace(/^\/+|\/+$/g, '')}/`;
  const idColumn = def.idColumn ?? 'id';
  const idSchema = def.idType === 'string' ? Type.String({ minLength: 1, maxLength: 200 }) : Type.Integer({ minimum: 1, maximum: 2147483647 });
  const params = Type.Object({ id: idSchema });
  const tags = [def.tag ?? def.path.split('/')[0] ?? 'api'];
  const routes: string[] = [];
  const idEq = (id: unknown): SqlFragment => sql`${ident(`t.${idColumn}`)} = ${id}`;

  const ctxOf = (request: FastifyRequest, db: Db = app.db): ResourceContext => ({ user: request.user, db, request });

  const expandCtx = (ctx: ResourceContext, nested: string[]): ExpandContext => ({
    ...ctx,
    nested,
    fetchByIds: async (resourceName, ids, options) => {
      const target = app.resources.get(resourceName);
      if (!target) throw new Error(`Unknown resource ${resourceName}`);
      return target.fetchByIds(ctx, ids, options);
    },
  });

  async function applyExpand(ctx: ResourceContext, rows: Row[], expand: Map<string, string[]>): Promise<void> {
    if (rows.length === 0) return;
    for (const [key, nested] of expand) {
      const handler = hasExpansion(def, key) ? def.expand?.[key] : undefined;
      if (handler) await handler(rows, expandCtx(ctx, nested));
    }
  }

  function project(rows: Row[], fields: string[] | null, expand: Map<string, string[]>): Row[] {
    if (!fields) return rows;
    const keep = new Set([...fields, ...expand.keys()]);
    return rows.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => keep.has(k))));
  }

  /** Fields to SELECT: the projection plus what expansions read. */
  function selectFields(fields: string[] | null, expand: Map<string, string[]>): string[] | null {
    if (!fields) return null;
    const known = new Set(fieldNames(def));
    const wanted = new Set([idColumn, ...fields.filter((f) => known.has(f))]);
    for (const key of expand.keys()) if (known.has(key)) wanted.add(key);
    return [...wanted];
  }

  async function loadVisible(ctx: ResourceContext, id: unknown, forUpdate = false): Promise<Row> {
    const { rows } = await fetchRows(ctx.db, def, ctx, { where: [idEq(id)], forUpdate });
    const row = rows[0];
    if (!row) throw notFound();
    return row;
  }

  /** A row just written, whatever the scope, with its computed columns for the writing caller. */
  async function loadUnscoped(ctx: ResourceContext, id: unknown): Promise<Row> {
    const { rows } = await fetchRows(ctx.db, def, null, { where: [idEq(id)], scoped: false, columnsFor: ctx });
    const row = rows[0];
    if (!row) throw notFound();
    return row;
  }

  async function checkWrite(ctx: ResourceContext, row: Row, action: 'update' | 'delete'): Promise<void> {
    if (def.canWrite && !(await def.canWrite(ctx, row, action))) throw forbidden();
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
  async function checkEditLock(ctx: ResourceContext, existing: Row | null, candidate: Row | null, body: Row): Promise<void> {
    const own = def.editLock;
    if (own && existing && own.locked(existing)) {
      const editable = new Set(own.editable ?? []);
      const fixed = changedFields(existing, body).filter((f) => !editable.has(f));
      if (fixed.length > 0) throw new ApiError(409, { detail: own.message(fixed) });
    }
    const link = def.lockedWith;
    if (!link) return;
    const parent = app.resources.get(link.resource);
    const lock = parent?.def.editLock;
    if (!parent || !lock) throw new Error(`${name}: lockedWith ${link.resource}, which declares no editLock`);
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
  async function runValidate(ctx: ResourceContext, candidate: Row, existing: Row | null): Promise<void> {
    if (!def.validate) return;
    const errors = await def.validate(ctx, candidate, existing);
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

  async function insertOne(ctx: ResourceContext, input: Row): Promise<Row> {
    const body = declared(def.create, input);
    if (def.canCreate && !(await def.canCreate(ctx, body))) throw forbidden();
    await checkEditLock(ctx, null, body, body);
    await runValidate(ctx, body, null);
    const values = columnValues(def.hooks?.beforeCreate ? await def.hooks.beforeCreate(ctx, body) : body);
    const cols = join(values.map(([k]) => ident(k)));
    const vals = join(values.map(([, v]) => sql`${v}`));
    const q =
      values.length === 0
        ? sql`INSERT INTO ${ident(def.table)} DEFAULT VALUES RETURNING ${ident(idColumn)} AS id`
        : sql`INSERT INTO ${ident(def.table)} (${cols}) VALUES (${vals}) RETURNING ${ident(idColumn)} AS id`;
    const inserted = await ctx.db.query<{ id: unknown }>(q);
    const id = inserted.rows[0]?.id;
    let row = await loadUnscoped(ctx, id);
    if (def.hooks?.afterCreate) {
      await def.hooks.afterCreate(ctx, row, body);
      row = await loadUnscoped(ctx, id);
    }
    return row;
  }

  async function updateOne(ctx: ResourceContext, id: unknown, input: Row, partial: boolean): Promise<Row> {
    const body = declared(def.update, input);
    const existing = await loadVisible(ctx, id, true);
    await checkWrite(ctx, existing, 'update');
    const candidate = { ...existing, ...body };
    await checkEditLock(ctx, existing, candidate, body);
    await runValidate(ctx, candidate, existing);
    const values = columnValues(def.hooks?.beforeUpdate ? await def.hooks.beforeUpdate(ctx, existing, body, partial) : body);
    if (values.length > 0) {
      const sets = join(values.map(([k, v]) => sql`${ident(k)} = ${v}`));
      await ctx.db.query(sql`UPDATE ${ident(def.table)} AS t SET ${sets} WHERE ${idEq(id)}`);
    }
    let row = await loadUnscoped(ctx, id);
    if (def.hooks?.afterUpdate) {
      await def.hooks.afterUpdate(ctx, row, body);
      row = await loadUnscoped(ctx, id);
    }
    return row;
  }

  function route(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    access: AccessRule,
    schema: Record<string, unknown>,
    handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  ): void {
    app.route({ method, url, config: { access }, schema: { tags, ...schema }, handler });
    routes.push(`${method} ${url}`);
  }

  const rule = (action: Action): AccessRule | undefined => def.access[action];
  const describe = (what: Action | 'set_inactive'): { description?: string } => {
    const description = def.descriptions?.[what];
    return description ? { description } : {};
  };

  // ---- list ---------------------------------------------------------------------------
  const listRule = rule('list');
  if (listRule) {
    route(
      'GET',
      base,
      listRule,
      {
        summary: `List ${def.path}`,
        ...describe('list'),
        querystring: listQuerySchema(def),
        response: { 200: Type.Array(def.row) },
      },
      async (request, reply) => {
        const query = request.query as Record<string, unknown>;
        const ctx = ctxOf(request);
        const fields = parseFields(def, queryString(query.fields));
        const expand = parseExpansions(app, def, queryString(query.expand));
        const orderBy = buildOrdering(def, queryString(query.ordering), ctx);
        const where = await buildFilters(def, query, ctx);
        for (const param of ['ids', 'id__in']) {
          const v = queryString(query[param]);
          if (v !== undefined) {
            const ids = parseIds(def, v, param);
            where.push(ids.length === 0 ? raw('FALSE') : sql`${ident(`t.${idColumn}`)} IN (${join(ids.map((i) => sql`${i}`))})`);
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
          const result = await fetchRows(ctx.db, def, ctx, { where, fields: selectFields(fields, expand), orderBy, limit, offset, withTotal: true });
          rows = result.rows;
          total = result.total ?? (offset > 0 ? await countRows(ctx.db, def, ctx, where) : 0);
        }
        await applyExpand(ctx, rows, expand);
        const end = rows.length > 0 ? offset + rows.length - 1 : offset;
        reply.header('Content-Range', `items ${offset}-${end}/${total}`);
        return project(rows, fields, expand);
      },
    );
  }

  // ---- one ----------------------------------------------------------------------------
  const readRule = rule('read');
  if (readRule) {
    route(
      'GET',
      `${base}:id/`,
      readRule,
      { summary: `Get one of ${def.path}`, ...describe('read'), params, querystring: detailQuerySchema(def), response: { 200: def.row, ...DETAIL } },
      async (request) => {
        const query = request.query as Record<string, unknown>;
        const ctx = ctxOf(request);
        const fields = parseFields(def, queryString(query.fields));
        const expand = parseExpansions(app, def, queryString(query.expand));
        const { id } = request.params as { id: unknown };
        const { rows } = await fetchRows(ctx.db, def, ctx, { where: [idEq(id)], fields: selectFields(fields, expand) });
        if (rows.length === 0) {
          await def.hooks?.explainHidden?.(ctx, id);
          throw notFound();
        }
        await applyExpand(ctx, rows, expand);
        return project(rows, fields, expand)[0];
      },
    );
  }

  // ---- create / bulk create -----------------------------------------------------------
  const createRule = rule('create');
  if (createRule && def.create) {
    route('POST', base, createRule, { summary: `Create in ${def.path}`, ...describe('create'), body: def.create, response: { 201: def.row } }, async (request, reply) => {
      const row = await app.db.transaction((tx) => insertOne(ctxOf(request, tx), request.body as Row));
      return reply.code(201).send(row);
    });
    if (def.bulk !== false) {
      route(
        'POST',
        `${base}bulk/`,
        createRule,
        { summary: `Bulk create in ${def.path} (max 250)`, ...describe('create'), body: Type.Array(def.create, { minItems: 1, maxItems: 250 }), response: { 201: Type.Array(def.row) } },
        async (request, reply) => {
          const items = request.body as Row[];
          const rows = await app.db.transaction(async (tx) => {
            const out: Row[] = [];
            for (const item of items) out.push(await insertOne(ctxOf(request, tx), item));
            return out;
          });
          return reply.code(201).send(rows);
        },
      );
    }
  }

  // ---- update / partial update / bulk patch / set_inactive ----------------------------
  const updateRule = rule('update');
  if (updateRule && def.update) {
    const partial = partialOf(def.update);
    route('PUT', `${base}:id/`, updateRule, { summary: `Replace one of ${def.path}`, ...describe('update'), params, body: def.update, response: { 200: def.row, ...DETAIL } }, async (request) => {
      const { id } = request.params as { id: unknown };
      return app.db.transaction((tx) => updateOne(ctxOf(request, tx), id, request.body as Row, false));
    });
    route('PATCH', `${base}:id/`, updateRule, { summary: `Update one of ${def.path}`, ...describe('update'), params, body: partial, response: { 200: def.row, ...DETAIL } }, async (request) => {
      const { id } = request.params as { id: unknown };
      return app.db.transaction((tx) => updateOne(ctxOf(request, tx), id, request.body as Row, true));
    });
    if (def.bulk !== false) {
      const item = Type.Composite([Type.Partial(def.update), Type.Object({ id: idSchema })], { additionalProperties: false });
      route(
        'PATCH',
        `${base}bulk/`,
        updateRule,
        { summary: `Bulk update in ${def.path} (max 250)`, ...describe('update'), body: Type.Array(item, { minItems: 1, maxItems: 250 }), response: { 200: Type.Array(def.row) } },
        async (request) => {
          const items = request.body as Row[];
          const ids = new Set(items.map((i) => i.id));
          if (ids.size !== items.length) throw badRequest({ detail: 'Each id may appear only once.' });
          return app.db.transaction(async (tx) => {
            const out: Row[] = [];
            for (const { id, ...changes } of items) out.push(await updateOne(ctxOf(request, tx), id, changes, true));
            return out;
          });
        },
      );
    }
  }
  if (updateRule && def.setInactive) {
    const column = typeof def.setInactive === 'string' ? def.setInactive : 'is_active';
    route('POST', `${base}:id/set_inactive/`, updateRule, { summary: `Deactivate one of ${def.path}`, ...describe('set_inactive'), params, response: { 200: def.row, ...DETAIL } }, async (request) => {
      const { id } = request.params as { id: unknown };
      return app.db.transaction(async (tx) => {
        const ctx = ctxOf(request, tx);
        const existing = await loadVisible(ctx, id, true);
        await checkWrite(ctx, existing, 'update');
        await checkEditLock(ctx, existing, existing, { [column]: false });
        await def.hooks?.beforeSetInactive?.(ctx, existing);
        await tx.query(sql`UPDATE ${ident(def.table)} AS t SET ${ident(column)} = FALSE WHERE ${idEq(id)}`);
        return loadUnscoped(ctx, id);
      });
    });
  }

  // ---- delete -------------------------------------------------------------------------
  const deleteRule = rule('delete');
  if (deleteRule) {
    route('DELETE', `${base}:id/`, deleteRule, { summary: `Delete one of ${def.path}`, ...describe('delete'), params, response: { 204: Type.Null(), ...DETAIL } }, async (request, reply) => {
      const { id } = request.params as { id: unknown };
      await app.db.transaction(async (tx) => {
        const ctx = ctxOf(request, tx);
        const existing = await loadVisible(ctx, id, true);
        await checkWrite(ctx, existing, 'delete');
        await checkEditLock(ctx, existing, null, {});
        await def.hooks?.beforeDelete?.(ctx, existing);
        await tx.query(sql`DELETE FROM ${ident(def.table)} AS t WHERE ${idEq(id)}`);
      });
      return reply.code(204).send();
    });
  }

  // ---- custom actions -----------------------------------------------------------------
  for (const action of def.actions ?? []) {
    const url = action.detail ? `${base}:id/${action.name}/` : `${base}${action.name}/`;
    const schema: Record<string, unknown> = { summary: action.summary ?? `${action.name} on ${def.path}` };
    if (action.description) schema.description = action.description;
    if (action.detail) schema.params = params;
    if (action.body) schema.body = action.body;
    if (action.querystring) schema.querystring = action.querystring;
    if (action.response) schema.response = { [action.status ?? 200]: action.response, ...(action.detail ? DETAIL : {}) };
    route(action.method, url, action.access, schema, async (request, reply) => {
      const run = async (db: Db): Promise<unknown> => {
        const ctx = ctxOf(request, db);
        let row: Row | null = null;
        if (action.detail) {
          const { id } = request.params as { id: unknown };
          const write = action.write ?? action.method !== 'GET';
          row = await loadVisible(ctx, id, write);
          if (write) await checkWrite(ctx, row, 'update');
        }
        return action.handler(ctx, { body: request.body, query: request.query as Record<string, unknown>, row });
      };
      const result = action.method === 'GET' ? await run(app.db) : await app.db.transaction(run);
      return reply.code(action.status ?? 200).send(result);
    });
  }

  const registered: RegisteredResource = {
    name,
    def,
    routes,
    fetchByIds: async (ctx, ids, options) => {
      if (ids.length === 0) return [];
      const unique = [...new Set(ids)];
      const { rows } = await fetchRows(ctx.db, def, ctx, { where: [sql`${ident(`t.${idColumn}`)} IN (${join(unique.map((i) => sql`${i}`))})`] });
      if (options?.expand?.length) await applyExpand(ctx, rows, parseExpansions(app, def, options.expand));
      return rows;
    },
    lockRow: async (db, id, fields) => {
      const { rows } = await fetchRows(db, def, null, { where: [idEq(id)], fields: [idColumn, ...fields.filter((f) => f !== idColumn)], scoped: false, forShare: true });
      return rows[0] ?? null;
    },
    fetchAllUnscoped: async (db) => (await fetchRows(db, def, null, { scoped: false })).rows,
  };
  app.resources.set(name, registered);
  return registered;
}

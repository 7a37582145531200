import { Type, type TObject } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { gzipSync } from 'node:zlib';
import type { Action, AccessRule, RegisteredResource, ResourceActionDef, ResourceDef, Row, RowOf } from './types.js';
import type { Db } from '../db/types.js';
import { sql, raw, ident, join, and } from '../db/sql.js';
import { ifNoneMatchHits, listEtag, ListBodyCache, type CachedList } from './list-cache.js';
import { badRequest, notFound } from '../errors.js';
import { buildFilters, buildOrdering, parseFields, parseIds } from './query.js';
import {
  DETAIL,
  queryString,
  listQuerySchema,
  detailQuerySchema,
  parseExpansions,
  partialOf,
  recordOf,
  idParam,
  type Runtime,
  runtimeOf,
  idEq,
  ctxOf,
  applyExpand,
  project,
  selectFields,
  loadVisible,
  loadUnscoped,
  checkWrite,
  checkEditLock,
  insertOne,
  updateOne,
  fetchRows,
  countRows,
  scopeCondition,
} from './runtime.js';

function describe(rt: Runtime, what: Action | 'set_inactive'): { description?: string } {
  const description = rt.def.descriptions?.[what];
  return description ? { description } : {};
}

/** Notes a registered route in the resource's route list. */
function track(rt: Runtime, method: string, url: string): void {
  rt.routes.push(`${method} ${url}`);
}

/** Each app's list answers of resources with `listVersion`, by ETag (32 MiB of bodies per app). */
const listBodiesOf = new WeakMap<FastifyInstance, ListBodyCache>();
function listBodies(app: FastifyInstance): ListBodyCache {
  let cache = listBodiesOf.get(app);
  if (!cache) listBodiesOf.set(app, (cache = new ListBodyCache(32 * 1024 * 1024)));
  return cache;
}

/** A kept list answer: gzip-compressed when the caller accepts it (compressed once, when kept). */
function sendKept(request: FastifyRequest, reply: FastifyReply, kept: CachedList): FastifyReply {
  reply.header('Content-Range', kept.contentRange).header('Vary', 'Accept-Encoding').type('application/json; charset=utf-8');
  const accepts = String(request.headers['accept-encoding'] ?? '');
  if (/\bgzip\b/.test(accepts)) return reply.header('Content-Encoding', 'gzip').send(kept.gzip);
  return reply.send(kept.body);
}

/** GET {path}/: filtered, ordered, paged list; the total in Content-Range (ETag and 304 with `listVersion`). */
function registerList(rt: Runtime, access: AccessRule): void {
  const { app, def, base } = rt;
  rt.typed.route({
    method: 'GET',
    url: base,
    config: { access },
    schema: { tags: rt.tags, summary: `List ${def.path}`, ...describe(rt, 'list'), querystring: listQuerySchema(def), response: { 200: Type.Array(def.row), ...(def.listVersion ? { 304: Type.Null({ description: 'Not modified (If-None-Match names the ETag)' }) } : {}) } },
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
      // Conditional list: the fingerprint first; a matching If-None-Match is answered 304 without
      // the body, an answer kept from before is sent as it was.
      let etag: string | null = null;
      if (def.listVersion) {
        const fingerprint = await def.listVersion(ctx, and([def.where, ...where, scopeCondition(def, ctx)]), expand);
        if (fingerprint !== null) {
          const rawQuery = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
          etag = listEtag(rt.name, rawQuery, request.user ?? null, fingerprint);
          reply.header('ETag', etag).header('Cache-Control', 'private, no-cache');
          if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.code(304).send();
          const kept = listBodies(app).get(etag);
          if (kept) return sendKept(request, reply, kept);
        }
      }
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
      const contentRange = `items ${offset}-${end}/${total}`;
      reply.header('Content-Range', contentRange);
      const answer = project(rows, fields, expand);
      if (etag === null) return answer;
      const serialised = reply.serialize(answer);
      const body = typeof serialised === 'string' ? Buffer.from(serialised, 'utf8') : Buffer.from(serialised as ArrayBuffer);
      const kept = { body, gzip: gzipSync(body, { level: 6 }), contentRange };
      listBodies(app).set(etag, kept);
      return sendKept(request, reply, kept);
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
        const input = { body: request.body, query: recordOf(request.query) };
        if (!action.detail) return action.handler(ctx, { ...input, row: null });
        const write = action.write ?? action.method !== 'GET';
        const row = await loadVisible(rt, ctx, idParam(request.params), write);
        if (write) await checkWrite(rt, ctx, row, 'update');
        return action.handler(ctx, { ...input, row });
      };
      const result = action.method === 'GET' ? await run(app.db) : await app.db.transaction(run);
      return reply.code(action.status ?? 200).send(result);
    },
  });
  track(rt, action.method, url);
}

/** The registry entry: scoped and unscoped loads other code and the access matrix use. */
function registeredOf<TRow extends Row>(rt: Runtime): RegisteredResource<TRow> {
  const { def } = rt;
  return {
    name: rt.name,
    def,
    routes: rt.routes,
    fetchByIds: async (ctx, ids, options) => {
      if (ids.length === 0) return [];
      const unique = [...new Set(ids)];
      const { rows } = await fetchRows<TRow>(ctx.db, def, ctx, { where: [sql`${ident(`t.${rt.idColumn}`)} IN (${join(unique.map((i) => sql`${i}`))})`] });
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
export function registerResource<R extends TObject, C extends TObject = TObject, U extends TObject = TObject>(
  app: FastifyInstance,
  definition: ResourceDef<R, C, U>,
): RegisteredResource<RowOf<R>> {
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
  for (const action of def.actions) registerAction(rt, action);
  const registered = registeredOf<RowOf<R>>(rt);
  app.resources.set(rt.name, registered);
  return registered;
}

import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { SqlFragment } from '../db/sql.js';
import { parseIdList } from './query.js';
import type { CustomFilter, ExpandHandler, ResourceContext, Row } from './types.js';

/**
 * A custom filter taking `true` or `false` (any letter case; anything else is a 400 naming it):
 * `apply` gets the boolean.
 */
export function booleanFilter(doc: { description: string }, apply: (value: boolean, ctx: ResourceContext) => SqlFragment | null): CustomFilter {
  return { schema: Type.Boolean(doc), apply: (value, ctx) => apply(value === true, ctx) };
}

/** A custom filter taking a comma list of up to 1000 ids (decimal, 1 to 2147483647): `apply` gets them. */
export function idListFilter(param: string, doc: { description: string }, apply: (ids: number[]) => SqlFragment): CustomFilter {
  return { schema: Type.String(doc), apply: (value) => apply(parseIdList(param, value)) };
}


/**
 * Expansion that replaces a foreign-key field (`row[field]` = id) by the related row of
 * another registered resource, fetched through THAT resource's scope for the same caller
 * (a row the caller may not see becomes null). Nested expansions (`expand=operator.x`) are that
 * resource's expansions, passed on.
 *
 *   expand: { operator: expandRelated('operator', 'flex/systemoperators') }
 */
export function expandRelated(field: string, resourceName: string): ExpandHandler {
  const handler: ExpandHandler = async (rows, ctx) => {
    const ids = rows.map((r) => r[field]).filter((v) => v !== null && v !== undefined);
    const related = await ctx.fetchByIds(resourceName, ids, { expand: ctx.nested });
    const byId = new Map<unknown, Row>(related.map((r) => [r.id, r]));
    for (const row of rows) {
      const id = row[field];
      if (id !== null && id !== undefined) row[field] = byId.get(id) ?? null;
    }
  };
  // Nested names are the related resource's own expansions (validated against it).
  handler.nested = { resource: resourceName };
  return handler;
}

/**
 * The query string of the request a resource context serves, as validated by its route's schema
 * (a route without a query schema, or an internal context, gives an empty object).
 */
export function queryOf(request: FastifyRequest): Readonly<Record<string, unknown>> {
  const query: unknown = request.query;
  if (typeof query !== 'object' || query === null || Array.isArray(query)) return {};
  return Object.fromEntries(Object.entries(query));
}

import type { ExpandHandler, Row } from './types.js';

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

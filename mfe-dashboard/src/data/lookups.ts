import { api } from 'shared-session';
import type { CallContext } from './calls';
import type { OperatorIdentity, PostcodeResult } from './views';

export const OPERATORS_LIMIT = 10;

/** The operators the filters and the polygons name and colour (their identity fields only). */
export function operators(ctx: CallContext): Promise<OperatorIdentity[]> {
  return api.get('/flex/systemoperators/', { query: { limit: OPERATORS_LIMIT, fields: 'brand_colour,slug,name,id' }, request: ctx.request });
}

/** The address search: postcode districts and areas, post towns, GSP regions and sites. */
export function searchPlaces(ctx: CallContext, query: string, signal?: AbortSignal): Promise<PostcodeResult[]> {
  return api.get('/flex/geo/postcodes/', { query: { search: query }, request: { ...ctx.request, signal } });
}

import type { FastifyReply } from 'fastify';
import { badRequest } from '../../errors.js';
import { parseBoolean } from '../../resources/query.js';

/** PostgreSQL's integer range: ids and counts beyond it are refused as input. */
const INT_MAX = 2147483647;

/** Helpers for the domain's custom (non-resource) list routes, same conventions as the resource layer. */

export function queryValue(query: Record<string, unknown>, name: string): string | undefined {
  const v = query[name];
  if (Array.isArray(v)) return v.length ? String(v[v.length - 1]) : undefined;
  if (v === undefined || v === null || v === '') return undefined;
  return String(v);
}

export function intParam(query: Record<string, unknown>, name: string, opts: { required?: boolean; min?: number } = {}): number | undefined {
  const v = queryValue(query, name);
  if (v === undefined) {
    if (opts.required) throw badRequest({ [name]: ['This field is required.'] });
    return undefined;
  }
  if (!/^-?\d{1,10}$/.test(v)) throw badRequest({ [name]: ['Enter a whole number.'] });
  const n = Number(v);
  if (Math.abs(n) > INT_MAX) throw badRequest({ [name]: [`Ensure this value is less than or equal to ${INT_MAX}.`] });
  if (opts.min !== undefined && n < opts.min) throw badRequest({ [name]: [`Ensure this value is greater than or equal to ${opts.min}.`] });
  return n;
}

export function boolParam(query: Record<string, unknown>, name: string): boolean | undefined {
  const v = queryValue(query, name);
  if (v === undefined) return undefined;
  const b = parseBoolean(v);
  if (b === null) throw badRequest({ [name]: ['Enter true or false.'] });
  return b;
}

export interface Page {
  limit: number;
  offset: number;
}

export function pageOf(query: Record<string, unknown>, defaultLimit = 1000, maxLimit = 1000): Page {
  const limit = intParam(query, 'limit', { min: 0 }) ?? defaultLimit;
  const offset = intParam(query, 'offset', { min: 0 }) ?? 0;
  return { limit: Math.min(limit, maxLimit), offset };
}

/** Sets Content-Range like the resource layer: `items <start>-<end>/<total>`. */
export function contentRange(reply: FastifyReply, page: Page, rows: number, total: number): void {
  const end = rows > 0 ? page.offset + rows - 1 : page.offset;
  reply.header('Content-Range', `items ${page.offset}-${end}/${total}`);
}

/** Comma list of positive integers (max `max` ids). */
export function idList(value: unknown, name: string, max = 1000): number[] {
  const raw = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : value === undefined ? [] : [value];
  const ids: number[] = [];
  for (const item of raw) {
    const s = String(item).trim();
    if (s === '') continue;
    if (!/^\d{1,10}$/.test(s) || Number(s) < 1 || Number(s) > INT_MAX) throw badRequest({ [name]: [`"${s}" is not a valid id.`] });
    ids.push(Number(s));
  }
  if (ids.length > max) throw badRequest({ [name]: [`Ensure this list has no more than ${max} ids.`] });
  return [...new Set(ids)];
}

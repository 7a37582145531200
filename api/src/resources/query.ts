import type { FilterType, Lookup, ResourceDef, ResourceContext, FieldFilter, CustomFilter } from './types.js';
import { badRequest } from '../errors.js';
import { SqlFragment, sql, raw, ident, join } from '../db/sql.js';

const LOOKUPS: Lookup[] = ['exact', 'in', 'gt', 'gte', 'lt', 'lte', 'icontains', 'isnull'];
const OPERATORS: Record<'gt' | 'gte' | 'lt' | 'lte', string> = { gt: '>', gte: '>=', lt: '<', lte: '<=' };

export function isCustomFilter(f: FieldFilter | CustomFilter): f is CustomFilter {
  return typeof (f as CustomFilter).apply === 'function';
}

/** SQL expression of a field over alias `t` (for this caller; null: an unscoped read). */
export function fieldExpr(def: ResourceDef, name: string, ctx: ResourceContext | null): SqlFragment {
  const declared = def.columns?.[name];
  const custom = typeof declared === 'function' ? declared(ctx) : declared;
  if (custom instanceof SqlFragment) return custom;
  if (typeof custom === 'string') return raw(custom);
  return ident(`t.${name}`);
}

export function fieldNames(def: ResourceDef): string[] {
  return Object.keys(def.row.properties);
}

/** A calendar date written YYYY-MM-DD that exists (no 2027-02-30, no month 13). */
export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/**
 * An instant: a real calendar date, a time of day and its offset from UTC (`Z` or `±HH:MM`), as
 * ISO 8601 writes it (`2027-01-31T17:00:00Z`, `2027-01-31T17:00+01:00`). Without an offset a time
 * names no instant (it would be read in the server's zone), so it is refused.
 */
const INSTANT = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,6})?)?(Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)$/i;

/** The instant as an ISO string in UTC, or null when `value` is not one (see INSTANT). */
export function parseInstant(value: string): string | null {
  const m = INSTANT.exec(value);
  if (!m || !isCalendarDate(m[1] as string)) return null;
  const t = Date.parse(value);
  return Number.isNaN(t) ? null : new Date(t).toISOString();
}

/** `true` or `false`, in any letter case (`True` is how Python clients write it); anything else is null. */
export function parseBoolean(value: string): boolean | null {
  const v = value.toLowerCase();
  return v === 'true' ? true : v === 'false' ? false : null;
}

/** Whole numbers a filter accepts: PostgreSQL's integer range (ids, counts). */
const INT_RANGE = 2147483647;

/**
 * Parse one query value by type; throws 400 {param: [msg]} when invalid. Only plain spellings are
 * read: decimal digits for numbers (never `0x10` or `1e3`), `true`/`false` for booleans, real
 * calendar dates, instants with their offset.
 */
export function parseValue(param: string, type: FilterType, value: string): unknown {
  const fail = (msg: string): never => {
    throw badRequest({ [param]: [msg] });
  };
  switch (type) {
    case 'integer': {
      if (!/^-?\d{1,15}$/.test(value)) return fail('Enter a whole number.');
      const n = Number(value);
      if (n > INT_RANGE) return fail(`Ensure this value is less than or equal to ${INT_RANGE}.`);
      if (n < -INT_RANGE - 1) return fail(`Ensure this value is greater than or equal to ${-INT_RANGE - 1}.`);
      return n;
    }
    case 'number':
      return /^-?\d{1,15}(?:\.\d{1,15})?$/.test(value) ? Number(value) : fail('Enter a number.');
    case 'boolean': {
      const b = parseBoolean(value);
      return b === null ? fail('Enter true or false.') : b;
    }
    case 'date':
      return isCalendarDate(value) ? value : fail('Enter a valid date.');
    case 'datetime': {
      const instant = parseInstant(value);
      return instant === null ? fail('Enter a date and time with its offset from UTC, e.g. 2027-01-31T17:00:00Z.') : instant;
    }
    default:
      return value;
  }
}

export function splitList(value: string): string[] {
  return value
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');
}

/** The query parameter names a field filter accepts. */
export function filterParams(name: string, filter: FieldFilter): Array<{ param: string; lookup: Lookup }> {
  const lookups = filter.lookups ?? ['exact', 'in'];
  return lookups.filter((l) => LOOKUPS.includes(l)).map((lookup) => ({ param: lookup === 'exact' ? name : `${name}__${lookup}`, lookup }));
}

function asString(param: string, value: unknown): string {
  if (Array.isArray(value)) return asString(param, value[value.length - 1]);
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw badRequest({ [param]: ['Invalid value.'] });
}

export async function buildFilters(def: ResourceDef, query: Record<string, unknown>, ctx: ResourceContext): Promise<SqlFragment[]> {
  const conditions: SqlFragment[] = [];
  for (const [name, filter] of Object.entries(def.filters ?? {})) {
    if (isCustomFilter(filter)) {
      const value = query[name];
      if (value === undefined || value === '') continue;
      const cond = await filter.apply(value, ctx);
      if (cond) conditions.push(cond);
      continue;
    }
    const type = filter.type ?? 'string';
    const expr = filter.column instanceof SqlFragment ? filter.column : filter.column ? raw(filter.column) : ident(`t.${name}`);
    for (const { param, lookup } of filterParams(name, filter)) {
      const rawValue = query[param];
      if (rawValue === undefined) continue;
      const value = asString(param, rawValue);
      switch (lookup) {
        case 'exact':
          conditions.push(sql`${expr} = ${parseValue(param, type, value)}`);
          break;
        case 'in': {
          const items = splitList(value);
          if (items.length > 1000) throw badRequest({ [param]: ['Ensure this list has no more than 1000 items.'] });
          const values = items.map((v) => parseValue(param, type, v));
          conditions.push(values.length === 0 ? raw('FALSE') : sql`${expr} IN (${join(values.map((v) => sql`${v}`))})`);
          break;
        }
        case 'isnull':
          conditions.push(parseValue(param, 'boolean', value) ? sql`${expr} IS NULL` : sql`${expr} IS NOT NULL`);
          break;
        case 'icontains': {
          const pattern = `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
          conditions.push(sql`${expr}::text ILIKE ${pattern}`);
          break;
        }
        default:
          conditions.push(sql`${expr} ${raw(OPERATORS[lookup])} ${parseValue(param, type, value)}`);
      }
    }
  }
  return conditions;
}

/** `ordering=-created,name` → ORDER BY; unknown fields → 400 {"ordering": […]}. Always ends with the id. */
export function buildOrdering(def: ResourceDef, value: string | undefined, ctx: ResourceContext | null): SqlFragment {
  const allowed = def.ordering ?? [];
  const idColumn = def.idColumn ?? 'id';
  const requested = value !== undefined && value.trim() !== '' ? splitList(value) : (def.defaultOrdering ?? []);
  const parts: SqlFragment[] = [];
  const bad: string[] = [];
  let hasId = false;
  for (const item of requested) {
    const desc = item.startsWith('-');
    const name = desc ? item.slice(1) : item;
    if (!allowed.includes(name) && name !== idColumn) {
      bad.push(name);
      continue;
    }
    if (name === idColumn) hasId = true;
    parts.push(sql`${fieldExpr(def, name, ctx)} ${raw(desc ? 'DESC NULLS LAST' : 'ASC NULLS LAST')}`);
  }
  if (bad.length > 0) {
    const list = [idColumn, ...allowed].join(', ');
    throw badRequest({ ordering: [`Invalid ordering field(s): ${bad.join(', ')}. Allowed: ${list}.`] });
  }
  if (!hasId) parts.push(sql`${ident(`t.${idColumn}`)} ASC`);
  return join(parts);
}

/** Names come from the query string: own keys only, never the prototype's (`__proto__`, `toString`…). */
export function hasExpansion(def: ResourceDef, name: string): boolean {
  return def.expand !== undefined && Object.hasOwn(def.expand, name);
}

export function parseFields(def: ResourceDef, value: string | undefined): string[] | null {
  if (value === undefined || value.trim() === '') return null;
  const names = splitList(value);
  const known = fieldNames(def);
  const unknown = names.filter((n) => !known.includes(n) && !hasExpansion(def, n));
  if (unknown.length > 0) {
    const allowed = [...known, ...Object.keys(def.expand ?? {}).filter((k) => !known.includes(k))].join(', ');
    throw badRequest({ fields: [`Unknown field(s): ${unknown.join(', ')}. Allowed: ${allowed}.`] });
  }
  return names;
}

/** expand=operator,service_periods.windows → Map(top → nested paths). */
export function parseExpand(def: ResourceDef, value: string | string[] | undefined): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const items = Array.isArray(value) ? value : value === undefined ? [] : splitList(value);
  const bad: string[] = [];
  for (const item of items) {
    const [top, ...rest] = item.split('.');
    if (!top || !hasExpansion(def, top)) {
      bad.push(item);
      continue;
    }
    const nested = out.get(top) ?? [];
    if (rest.length > 0) nested.push(rest.join('.'));
    out.set(top, nested);
  }
  if (bad.length > 0) {
    const allowed = Object.keys(def.expand ?? {}).join(', ') || 'none';
    throw badRequest({ expand: [`Unknown expansion(s): ${bad.join(', ')}. Allowed: ${allowed}.`] });
  }
  return out;
}

/** `param=1,2,3`: up to 1000 ids, each a decimal whole number from 1 to PostgreSQL's integer maximum. */
export function parseIdList(param: string, value: unknown): number[] {
  const items = splitList(asString(param, value));
  if (items.length > 1000) throw badRequest({ [param]: ['Ensure this list has no more than 1000 items.'] });
  return items.map((v) => {
    const n = parseValue(param, 'integer', v) as number;
    if (n < 1) throw badRequest({ [param]: [`"${v}" is not a valid id.`] });
    return n;
  });
}

export function parseIds(def: ResourceDef, value: string, param: string): unknown[] {
  const items = splitList(value);
  if (items.length > 1000) throw badRequest({ [param]: ['Ensure this list has no more than 1000 items.'] });
  return items.map((v) => parseValue(param, def.idType === 'string' ? 'string' : 'integer', v));
}

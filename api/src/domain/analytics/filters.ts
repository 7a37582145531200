/**
 * The filters every report takes, and the scope they make: an operator reads only its own
 * competitions (and what hangs off them), narrowed by competition, area (GSP group) and product
 * (competition type). The date range is applied by each report to its own time axis (README).
 */
import { and, raw, sql, type SqlFragment } from '../../db/sql.js';
import type { Db } from '../../db/types.js';
import { parseIdList } from '../../resources/query.js';
import type { AppliedFilters, ReportBody, ReportQuery } from './schemas.js';

export interface ReportContext {
  db: Db;
  /** The operator whose markets are reported. */
  operatorId: number;
  filters: AppliedFilters;
}

export type ReportBuilder = (ctx: ReportContext) => Promise<ReportBody>;

/** YYYY-MM-DD of a date in UTC. */
function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** One id of a filter (the schema's pattern allows one; an id beyond the integer range is a 400 naming it). */
function idFilter(param: string, value: string | undefined): number | null {
  return value === undefined ? null : (parseIdList(param, value)[0] ?? null);
}

/** The query's filters with the defaults filled in: the twelve months up to `today`. */
export function applyFilters(query: Omit<ReportQuery, 'format'>, today = new Date()): AppliedFilters {
  const to = query.to ?? isoDate(today);
  const yearBefore = new Date(`${to}T00:00:00Z`);
  yearBefore.setUTCFullYear(yearBefore.getUTCFullYear() - 1);
  yearBefore.setUTCDate(yearBefore.getUTCDate() + 1);
  return {
    from: query.from ?? isoDate(yearBefore),
    to,
    competition: idFilter('competition', query.competition),
    area: query.area ?? null,
    product: query.product ?? null,
    provider: idFilter('provider', query.provider),
  };
}

/**
 * The competitions in reach, as a condition on the competitions alias `c`: the operator's own,
 * narrowed by the competition, area and product filters. Every report joins through it.
 */
export function competitionScope(ctx: ReportContext, alias = 'c'): SqlFragment {
  if (!/^[a-z_]+$/.test(alias)) throw new Error(`competitionScope: bad alias ${alias}`);
  const c = (column: string) => raw(`${alias}.${column}`);
  const f = ctx.filters;
  return and([
    sql`${c('operator_id')} = ${ctx.operatorId}`,
    f.competition === null ? null : sql`${c('id')} = ${f.competition}`,
    f.area === null ? null : sql`${c('gsp_groups')} @> ARRAY[${f.area}]::text[]`,
    f.product === null ? null : sql`${c('competition_type')} = ${f.product}`,
  ]);
}

/** The range as half-open timestamps: [from 00:00 UTC, the day after `to` 00:00 UTC). */
export function rangeBounds(filters: AppliedFilters): { start: string; end: string } {
  const end = new Date(`${filters.to}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return { start: `${filters.from}T00:00:00Z`, end: end.toISOString() };
}

import type { DashboardCompetition } from '../data/views';

/**
 * Map filter modal values (spec platform §2.3). The statuses are the spec's (open, qualifying,
 * visibility) and every other status a competition on the map can have (qualification closed,
 * bidding closed), in the order a competition goes through them.
 */
export const FILTER_STATUSES = ['qualifying', 'qualified', 'open', 'closed', 'visibility'] as const;
export const FILTER_VOLTAGES = [0.24, 11, 22] as const;
export const FILTER_TAGS = ['untagged', 'day_ahead', 'week_ahead'] as const;

export type FilterStatus = (typeof FILTER_STATUSES)[number];
export type FilterTag = (typeof FILTER_TAGS)[number];

/** The status filter is feature-gated (spec §2.3); this flag turns it on. */
export const STATUS_FILTER_FLAG = 'full_tier';

export interface MapFilters {
  statuses: FilterStatus[];
  operators: number[];
  voltages: number[];
  tags: FilterTag[];
}

export const EMPTY_FILTERS: MapFilters = { statuses: [], operators: [], voltages: [], tags: [] };

const KEYS = { statuses: 'status', operators: 'buyer', voltages: 'voltage', tags: 'tag' } as const;

function listParam(params: URLSearchParams, key: string): string[] {
  return params
    .getAll(key)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}

const unique = <T,>(xs: T[]): T[] => [...new Set(xs)];

/** Reads filters from URL search params, dropping values that are not offered. */
export function parseFilters(params: URLSearchParams): MapFilters {
  const statuses = listParam(params, KEYS.statuses).filter((s): s is FilterStatus =>
    (FILTER_STATUSES as readonly string[]).includes(s),
  );
  const operators = listParam(params, KEYS.operators)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  const voltages = listParam(params, KEYS.voltages)
    .map(Number)
    .filter((n) => (FILTER_VOLTAGES as readonly number[]).includes(n));
  const tags = listParam(params, KEYS.tags).filter((t): t is FilterTag => (FILTER_TAGS as readonly string[]).includes(t));
  return { statuses: unique(statuses), operators: unique(operators), voltages: unique(voltages), tags: unique(tags) };
}

/** Writes filters into a copy of the params (other params, e.g. competition, are kept). */
export function writeFilters(params: URLSearchParams, filters: MapFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [field, key] of Object.entries(KEYS) as [keyof MapFilters, string][]) {
    next.delete(key);
    const values = filters[field];
    if (values.length) next.set(key, values.map(String).join(','));
  }
  return next;
}

export function countActiveFilters(filters: MapFilters): number {
  return filters.statuses.length + filters.operators.length + filters.voltages.length + filters.tags.length;
}

export function operatorIdOf(c: Pick<DashboardCompetition, 'operator'>): number | null {
  const op = c.operator;
  if (op == null) return null;
  return typeof op === 'number' ? op : op.id;
}

function toNumber(v: number | string | null | undefined): number | null {
  if (v == null || v === '') return null;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : null;
}

/** A voltage matches when it lies within the competition's [min, max]; a missing bound is open. */
export function voltageMatches(c: DashboardCompetition, kv: number): boolean {
  const min = toNumber(c.min_connection_voltage);
  const max = toNumber(c.max_connection_voltage);
  if (min !== null && kv < min) return false;
  if (max !== null && kv > max) return false;
  return true;
}

/** Normalises tag spellings ('Day Ahead', 'day_ahead', 'day-ahead') to a filter tag. */
export function tagOf(c: DashboardCompetition): FilterTag | string {
  const raw = (c.tag ?? '').toString().trim().toLowerCase().replace(/[\s-]+/g, '_');
  return raw === '' || raw === 'none' ? 'untagged' : raw;
}

export function competitionMatches(c: DashboardCompetition, f: MapFilters): boolean {
  if (f.statuses.length && !f.statuses.includes(c.status as FilterStatus)) return false;
  if (f.operators.length) {
    const op = operatorIdOf(c);
    if (op === null || !f.operators.includes(op)) return false;
  }
  if (f.voltages.length && !f.voltages.some((v) => voltageMatches(c, v))) return false;
  if (f.tags.length && !f.tags.includes(tagOf(c) as FilterTag)) return false;
  return true;
}

/** The list's search (name or reference) lives in the URL beside the filters. */
export const SEARCH_PARAM = 'search';

/** True when the text (trimmed, any case) is part of the competition's name or reference; empty text matches all. */
export function searchMatches(c: Pick<DashboardCompetition, 'name' | 'reference'>, text: string): boolean {
  const needle = text.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [c.name, c.reference].some((v) => typeof v === 'string' && v.toLocaleLowerCase().includes(needle));
}

/** Filters narrow the list and the map alike: OR within a group, AND across groups. */
export function applyFilters<C extends DashboardCompetition>(competitions: readonly C[], f: MapFilters): C[] {
  if (countActiveFilters(f) === 0) return [...competitions];
  return competitions.filter((c) => competitionMatches(c, f));
}

/**
 * Once assets load, competitions are ordered by their number of qualifying assets, descending
 * (spec §9); ties keep the server's order (by name).
 */
export function orderByQualifyingAssets<C extends DashboardCompetition>(
  competitions: readonly C[],
  counts: ReadonlyMap<number, number> | null,
): C[] {
  if (!counts) return [...competitions];
  return competitions
    .map((c, i) => ({ c, i, n: counts.get(c.id) ?? 0 }))
    .sort((a, b) => b.n - a.n || a.i - b.i)
    .map((x) => x.c);
}

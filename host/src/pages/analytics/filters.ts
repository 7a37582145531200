/**
 * A report's filters in the page's URL (`?from=…&to=…&competition=…`), so that a link reproduces
 * the report and back/forward step through the filters chosen. Only values the API accepts are
 * read; anything else in the URL is ignored (the server's default applies).
 */
import type { ReportQuery } from './api';

export const FILTER_KEYS = ['from', 'to', 'competition', 'area', 'product', 'provider'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
/** The filters as the form holds them: '' for "not chosen". */
export type FilterValues = Record<FilterKey, string>;

const VALID: Record<FilterKey, RegExp> = {
  from: /^\d{4}-\d{2}-\d{2}$/,
  to: /^\d{4}-\d{2}-\d{2}$/,
  competition: /^[1-9][0-9]{0,9}$/,
  area: /^_[A-P]$/,
  product: /^[a-z_]{1,40}$/,
  provider: /^[1-9][0-9]{0,9}$/,
};

export const NO_FILTERS: FilterValues = { from: '', to: '', competition: '', area: '', product: '', provider: '' };

/** The filters a URL's search params hold (values the API would refuse are left out). */
export function filtersFromSearch(search: URLSearchParams): FilterValues {
  const values = { ...NO_FILTERS };
  for (const key of FILTER_KEYS) {
    const value = search.get(key)?.trim() ?? '';
    if (VALID[key].test(value)) values[key] = value;
  }
  return values;
}

/** The search params for these filters: chosen ones only, in a fixed order, other params kept. */
export function searchWithFilters(values: FilterValues, current: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of FILTER_KEYS) {
    if (values[key]) next.set(key, values[key]);
    else next.delete(key);
  }
  return next;
}

/** The query the API takes for these filters (unchosen ones left out). */
export function queryOf(values: FilterValues): ReportQuery {
  const query: ReportQuery = {};
  for (const key of FILTER_KEYS) if (values[key]) query[key] = values[key];
  return query;
}

import { request, type RequestOptions } from './client';

/**
 * Shared resource operations (spec platform §7.1, §9). `path` is an endpoint family's base path
 * relative to the API base, e.g. `flex/competitions/` (the trailing slash is added if missing).
 */
export type ParamValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;
export type Params = Record<string, ParamValue>;
export type Id = string | number;

export const BULK_CHUNK_SIZE = 250;
export const BULK_CONCURRENCY = 2;
export const IDS_PAGE_SIZE = 1000;
export const ALL_PAGES_PAGE_SIZE = 1000;

export function collectionPath(path: string): string {
  const trimmed = path.replace(/^\/+/, '').replace(/\/+$/, '');
  return `${trimmed}/`;
}

export function itemPath(path: string, id: Id, action?: string): string {
  return `${collectionPath(path)}${encodeURIComponent(String(id))}/${action ? `${action}/` : ''}`;
}

/** Query string values: arrays comma-joined, null/undefined dropped. */
export function toSearchParams(params: Params = {}): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return search;
}

export interface ContentRange {
  start: number | null;
  end: number | null;
  total: number | null;
}

// Parses "items 0-24/120", "items *\/0" (empty), "items 0-9/*" (unknown total); null when absent or malformed.
export function parseContentRange(header: string | null | undefined): ContentRange | null {
  if (!header) return null;
  const match = /^\s*\w+\s+(?:(\d+)-(\d+)|\*)\/(\d+|\*)\s*$/.exec(header);
  if (!match) return null;
  const [, start, end, total] = match;
  return {
    start: start === undefined ? null : Number(start),
    end: end === undefined ? null : Number(end),
    total: total === undefined || total === '*' ? null : Number(total),
  };
}

export interface Page<T> {
  items: T[];
  /** Total from Content-Range; null when the server did not say. */
  total: number | null;
}

function asArray<T>(data: unknown): T[] {
  if (Array.isArray(data)) return data as T[];
  // Tolerate a DRF-style paginated object.
  if (data && typeof data === 'object' && Array.isArray((data as { results?: unknown }).results)) {
    return (data as { results: T[] }).results;
  }
  return [];
}

/** GET a list page with its total. Pass `limit`/`offset` in params to paginate. */
export async function listPage<T>(path: string, params?: Params, options?: RequestOptions): Promise<Page<T>> {
  const { data, headers } = await request<unknown>('GET', collectionPath(path), { ...options, searchParams: toSearchParams(params) });
  const items = asArray<T>(data);
  return { items, total: parseContentRange(headers.get('Content-Range'))?.total ?? null };
}

/** GET a list (one page: the server's default or the given limit/offset). */
export async function list<T>(path: string, params?: Params, options?: RequestOptions): Promise<T[]> {
  return (await listPage<T>(path, params, options)).items;
}

export async function update<T, B = unknown>(path: string, id: Id, body: B, options?: RequestOptions): Promise<T> {
  return (await request<T>('PUT', itemPath(path, id), { ...options, json: body })).data;
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (size < 1) throw new RangeError('chunk size must be at least 1');
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Runs `task` over `inputs` with at most `concurrency` in flight; results keep input order.
 * After the first failure no new task starts; the failure is rethrown once running ones settle.
 */
export async function mapWithConcurrency<I, O>(inputs: readonly I[], concurrency: number, task: (input: I, index: number) => Promise<O>): Promise<O[]> {
  const results = new Array<O>(inputs.length);
  let next = 0;
  let failure: { error: unknown } | null = null;
  const worker = async (): Promise<void> => {
    while (!failure && next < inputs.length) {
      const index = next++;
      try {
        results[index] = await task(inputs[index] as I, index);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, concurrency), inputs.length) }, worker));
  if (failure) throw (failure as { error: unknown }).error;
  return results;
}

export interface BulkOptions extends RequestOptions {
  chunkSize?: number;
  concurrency?: number;
}

/** Sends `items` to the bulk endpoint `url` in chunks (250, two in flight); answers concatenated in order. */
export async function sendInChunks<T, B>(method: 'POST' | 'PATCH', url: string, items: readonly B[], options: BulkOptions = {}): Promise<T[]> {
  const { chunkSize = BULK_CHUNK_SIZE, concurrency = BULK_CONCURRENCY, ...requestOptions } = options;
  const answers = await mapWithConcurrency(chunk(items, chunkSize), concurrency, async (part) =>
    (await request<unknown>(method, url, { ...requestOptions, json: part })).data,
  );
  return answers.flatMap((answer) => asArray<T>(answer));
}

function idOf(item: unknown): unknown {
  return item && typeof item === 'object' ? (item as { id?: unknown }).id : undefined;
}

/**
 * Warns about items whose id was already seen (spec platform §7.1) and, unless `keep` is set,
 * drops the repeats. Items without an id are kept as they are.
 */
export function dropDuplicates<T>(items: readonly T[], path: string, keep = false): T[] {
  const seen = new Set<unknown>();
  const duplicates: unknown[] = [];
  const out: T[] = [];
  for (const item of items) {
    const id = idOf(item);
    if (id !== undefined && seen.has(id)) {
      duplicates.push(id);
      if (keep) out.push(item);
      continue;
    }
    if (id !== undefined) seen.add(id);
    out.push(item);
  }
  if (duplicates.length) {
    console.warn(`[api] ${path}: ${duplicates.length} duplicate item(s) across pages, ids ${duplicates.slice(0, 20).join(', ')}`);
  }
  return out;
}

export interface PagingOptions extends RequestOptions {
  pageSize?: number;
  /** Keep duplicate items instead of dropping them (they are warned about either way). */
  keepDuplicates?: boolean;
}

/**
 * Every page of a list, one request at a time (page size 1000, concurrency 1), until the
 * Content-Range total is reached; without a total, until a short or empty page. The next offset
 * is the number of items received so far.
 */
export async function fetchAllPages<T>(path: string, params: Params = {}, options: PagingOptions = {}): Promise<T[]> {
  const { pageSize = ALL_PAGES_PAGE_SIZE, keepDuplicates = false, ...requestOptions } = options;
  const all: T[] = [];
  let offset = 0;
  for (;;) {
    const page = await listPage<T>(path, { ...params, limit: pageSize, offset }, requestOptions);
    all.push(...page.items);
    // Advance by what came back: a server that caps the page size below ours loses nothing.
    offset += page.items.length;
    if (page.items.length === 0) break;
    if (page.total !== null ? offset >= page.total : page.items.length < pageSize) break;
  }
  return dropDuplicates(all, path, keepDuplicates);
}

/**
 * Items by id: unique ids comma-joined in `ids=`, 1000 per request, one request at a time.
 */
export async function fetchByIds<T>(path: string, ids: readonly Id[], params: Params = {}, options: PagingOptions = {}): Promise<T[]> {
  const { pageSize = IDS_PAGE_SIZE, keepDuplicates = false, ...requestOptions } = options;
  const unique = [...new Set(ids.map(String))];
  const all: T[] = [];
  for (const part of chunk(unique, pageSize)) {
    all.push(...(await list<T>(path, { ...params, ids: part, limit: part.length }, requestOptions)));
  }
  return dropDuplicates(all, path, keepDuplicates);
}

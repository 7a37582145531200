import { api, type MapCompetition, type MapDocument } from 'shared-session';
import { mark, MARK_DATA_ARRIVED } from './marks';
import type { MapDataCache } from './mapDataCache';
import type { CallContext } from './calls';
import type { DashboardCompetition } from './views';

/** Plain fetch for the map-data document: its URL is signed, so no API headers go with it. */
export type FetchDocument = (url: string, init: RequestInit) => Promise<Response>;

/** The map-data document as loaded: downloaded now, or the cached copy whose ETag still holds. */
export interface LoadedDocument {
  body: MapDocument;
  source: 'document' | 'cache';
}

/** Loads the caller's map-data document once per dashboard API (null when the API lists no file). */
export type DocumentLoader = () => Promise<LoadedDocument | null>;

function fromCache(body: MapDocument): LoadedDocument {
  mark(MARK_DATA_ARRIVED);
  return { body, source: 'cache' };
}

/**
 * The map-data document (spec platform §7.3), ETag-cached: an unchanged ETag in the listing means
 * the cached copy; without a listed ETag the download revalidates with If-None-Match (304: the
 * cached copy). A failed load is forgotten, so the next call tries again.
 */
export function createDocumentLoader(ctx: CallContext, cache: MapDataCache, fetchDocument: FetchDocument): DocumentLoader {
  async function load(): Promise<LoadedDocument | null> {
    const [meta] = await api.get('/flex/map-data-files/', { request: ctx.request });
    if (!meta?.document_url) return null;
    const cached = await cache.get();
    if (cached && meta.etag && cached.etag === meta.etag) return fromCache(cached.body);
    // Revalidate only when the listing gives no ETag to compare (a changed ETag means a new document).
    const headers: Record<string, string> = {};
    if (cached && !meta.etag) headers['If-None-Match'] = cached.etag;
    const res = await fetchDocument(meta.document_url, { headers, cache: 'no-cache' });
    if (res.status === 304 && cached) return fromCache(cached.body);
    if (!res.ok) throw new Error(`Map data document answered ${res.status}`);
    const copy = typeof res.clone === 'function' ? res.clone() : undefined;
    // The answer of GET flex/map-data-files/document/ (the URL the listing signed).
    const body: MapDocument = await res.json();
    mark(MARK_DATA_ARRIVED);
    const etag = res.headers.get('ETag') ?? meta.etag;
    if (etag) void cache.put({ etag, body }, copy);
    return { body, source: 'document' };
  }

  let loading: Promise<LoadedDocument | null> | null = null;
  return () => {
    if (loading) return loading;
    const started = load();
    loading = started;
    started.catch(() => {
      loading = null;
    });
    return started;
  };
}

/** A competition of the document as the list and the map show it (logged out: fewer fields, the operator's colour). */
export function competitionOfDocument(c: MapCompetition): DashboardCompetition {
  return {
    id: c.id,
    name: c.name,
    status: c.status,
    operator: c.operator,
    tag: c.tag,
    min_connection_voltage: c.min_connection_voltage,
    max_connection_voltage: c.max_connection_voltage,
    boundary: { boundary: { type: 'MultiPolygon', coordinates: c.polygons }, buffer: c.buffer },
    colour: c.color,
  };
}

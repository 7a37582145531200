/**
 * ETag cache for the pre-serialised map-data document (spec platform §7.3): kept in memory for
 * the page and in the Cache API across reloads (localStorage is too small for 100k pins; it
 * only remembers the ETag). A document whose ETag is unchanged is never downloaded twice.
 */
import type { MapDocument } from 'shared-session';

export interface CachedDocument {
  etag: string;
  body: MapDocument;
}

export interface MapDataCache {
  get(): Promise<CachedDocument | null>;
  /** `response` (an unread copy of the download) is stored as is, sparing a re-serialisation. */
  put(doc: CachedDocument, response?: Response): Promise<void>;
}

const CACHE_NAME = 'flex-map-data-v1';
const CACHE_KEY = 'https://flex-map-data.invalid/document.json';
const ETAG_KEY = 'flex-map-data-etag';

let memory: (CachedDocument & { scope?: string }) | null = null;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function createMapDataCache(scope = ''): MapDataCache {
  const key = `${CACHE_KEY}?scope=${encodeURIComponent(scope)}`;
  const etagKey = `${ETAG_KEY}:${scope}`;
  return {
    async get() {
      if (memory && memory.etag && memory.scope === scope) return memory;
      const etag = storage()?.getItem(etagKey);
      if (!etag || typeof caches === 'undefined') return null;
      try {
        const cache = await caches.open(CACHE_NAME);
        const hit = await cache.match(key);
        if (!hit || hit.headers.get('ETag') !== etag) return null;
        // The document as downloaded from the signed URL (GET flex/map-data-files/document/).
        const body: MapDocument = await hit.json();
        const doc = { etag, body, scope };
        memory = doc;
        return doc;
      } catch {
        return null;
      }
    },
    async put(doc, response) {
      memory = { ...doc, scope };
      storage()?.setItem(etagKey, doc.etag);
      if (typeof caches === 'undefined') return;
      try {
        const cache = await caches.open(CACHE_NAME);
        const headers = { ETag: doc.etag, 'Content-Type': 'application/json' };
        const stored = response?.body ? new Response(response.body, { headers }) : new Response(JSON.stringify(doc.body), { headers });
        await cache.put(key, stored);
      } catch {
        // Quota or private mode: the memory copy still serves this page.
      }
    },
  };
}

/** Tests: forget the in-memory copy. */
export function resetMapDataMemory(): void {
  memory = null;
}

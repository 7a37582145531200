/**
 * Conditional lists (ResourceDef.listVersion): the ETag of a list answer, the If-None-Match test,
 * and the recent answers kept by ETag. An ETag names one answer exactly — the resource, the query
 * string, the caller's organisation and the fingerprint of the rows it is built from — so two
 * callers who see different rows, or one caller before and after a change, never share one.
 */
import { createHash } from 'node:crypto';
import type { Principal } from '../auth/principal.js';

/** The (weak) ETag of a list answer. */
export function listEtag(resource: string, rawQuery: string, user: Principal | null, fingerprint: string): string {
  const caller = user ? `${user.orgType}:${user.orgId ?? '-'}` : 'anonymous';
  const digest = createHash('sha1').update(JSON.stringify([resource, rawQuery, caller, fingerprint])).digest('base64url');
  // Weak: the same answer goes out as it is or gzip-compressed.
  return `W/"${digest}"`;
}

/** Whether If-None-Match (a list of tags, `*`, weak or strong) names `etag`. */
export function ifNoneMatchHits(header: string | string[] | undefined, etag: string): boolean {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return false;
  return value.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag.replace(/^W\//, '');
  });
}

/** A serialised list answer (UTF-8 bytes, sent as they are, and gzip-compressed) and its Content-Range. */
export interface CachedList {
  body: Buffer;
  gzip: Buffer;
  contentRange: string;
}

/**
 * The most recently used list answers by ETag, at most `maxBytes` of bodies in all. An entry is
 * never stale: a changed list has another ETag (the old entry just ages out).
 */
export class ListBodyCache {
  private readonly entries = new Map<string, CachedList>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(etag: string): CachedList | undefined {
    const hit = this.entries.get(etag);
    if (hit) {
      // Most recently used last.
      this.entries.delete(etag);
      this.entries.set(etag, hit);
    }
    return hit;
  }

  set(etag: string, value: CachedList): void {
    const size = value.body.length + value.gzip.length;
    if (size > this.maxBytes) return;
    const old = this.entries.get(etag);
    if (old) {
      this.entries.delete(etag);
      this.bytes -= old.body.length + old.gzip.length;
    }
    this.entries.set(etag, value);
    this.bytes += size;
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(key);
      this.bytes -= entry.body.length + entry.gzip.length;
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

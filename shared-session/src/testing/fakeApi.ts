/* Test helpers (not exported from the package): a fake fetch for ky, tokens, flushing. */
import { setImmediate as realSetImmediate } from 'node:timers';
import type { Claims } from '../claims';

export interface Recorded {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

export type Handler = (req: Recorded) => Response | Promise<Response>;

export function json(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  const status = init.status ?? 200;
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

/** A fetch that records every request (with its parsed JSON body) and answers with `handler`. */
export function fakeFetch(handler: Handler) {
  const calls: Recorded[] = [];
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const text = await request.clone().text();
    let body: unknown = undefined;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    const recorded: Recorded = { method: request.method, url: new URL(request.url), headers: request.headers, body };
    calls.push(recorded);
    return handler(recorded);
  };
  return { fetch: fetchFn as typeof fetch, calls };
}

function b64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** An unsigned-looking JWT with the given claims (the client never verifies signatures). */
export function makeToken(claims: Partial<Claims> = {}, expiresInSeconds = 3600, now = Date.now()): string {
  const full: Claims = {
    version: '1',
    exp: Math.floor(now / 1000) + expiresInSeconds,
    email: 'provider@brightgrid.test',
    user_id: 7,
    role: { org_type: 'flexprovider', id: 3, is_max_org: false },
    permission_names: ['default', 'view-competitions'],
    api_base_url: 'http://localhost:8000/',
    preferred_locale: 'en-GB',
    ...claims,
  };
  return `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(full)}.c2lnbmF0dXJl`;
}

/**
 * Lets pending work run: promise chains (ky's hooks, our awaits) and Node's body streams, which
 * need a turn of the real event loop. Node's own timers module is not faked by jest, so this
 * works under fake timers and advances no fake clock.
 */
export async function flush(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    await new Promise<void>((resolve) => realSetImmediate(resolve));
  }
}

/** A promise with its resolver, for holding a fake answer back. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

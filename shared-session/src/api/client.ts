import ky, { HTTPError, TimeoutError, type KyInstance, type Options } from 'ky';
import { bus } from '../bus';
import { paths } from '../routes';
import { getToken } from '../session/token';
import { ApiError } from './errors';

/**
 * The one HTTP client (spec platform §7): API base from configuration, else the token's
 * api_base_url claim, else derived from the page's location; Accept-Language from the region;
 * GETs with no-cache headers; Bearer token from storage; any 401 emits `bus.authError$` and
 * sends the user to the index page (callers still get a rejected promise, with status 401, and
 * should not report it as an error).
 */
export interface ApiConfig {
  /** Absolute API base, e.g. `http://localhost:8000/` (the host passes its runtime manifest's apiBase). */
  apiBase?: string;
  /** A fetch implementation (tests pass a fake). */
  fetch?: typeof fetch;
  /** Request timeout in ms (default 30 000); false for none. */
  timeout?: number | false;
}

/** Per-request options understood by the client's hooks, passed as ky's `context`. */
export interface RequestContext {
  /** A 401 on this request is an expected answer (wrong password, logout of a dead token), not a lost session. */
  skipAuthError?: boolean;
}

let config: ApiConfig = {};
let cached: { base: string; fetch: typeof fetch | undefined; instance: KyInstance } | null = null;

export function configureApi(next: ApiConfig): void {
  config = { ...config, ...next };
  cached = null;
}

/** Forget configuration and the client (tests; logout resets the auth client). */
export function resetApiClient(options: { keepConfig?: boolean } = {}): void {
  if (!options.keepConfig) config = {};
  cached = null;
}

function withSlash(base: string): string {
  return base.endsWith('/') ? base : `${base}/`;
}

/** API base derived from the page: localhost → port 8000; elsewhere the `api.` sub-domain. */
export function deriveApiBase(loc: Pick<Location, 'protocol' | 'hostname'> = window.location): string {
  const { protocol, hostname } = loc;
  if (hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '') return `${protocol || 'http:'}//${hostname || 'localhost'}:8000/`;
  if (hostname.startsWith('api.')) return `${protocol}//${hostname}/`;
  return `${protocol}//api.${hostname.replace(/^www\./, '')}/`;
}

export function apiBase(): string {
  if (config.apiBase) return withSlash(config.apiBase);
  const fromToken = bus.session$.value?.claims.api_base_url;
  if (typeof fromToken === 'string' && /^https?:\/\//.test(fromToken)) return withSlash(fromToken);
  return deriveApiBase();
}

let unauthorisedHandler: (reason: string) => void = (reason) => {
  bus.authError$.next({ reason });
  goTo(paths.index);
};

/** Full page loads, behind one object so tests can observe them (jsdom cannot navigate). */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** Navigation from non-React code: through the host's router when it listens, else a page load. */
export function goTo(path: string, replace = true): void {
  if (bus.navigate$.observed) bus.navigate$.next({ to: path, replace });
  else if (typeof window !== 'undefined') browserLocation.assign(path);
}

/** Replaces what a 401 does (the session module adds a local sign-out). */
export function onUnauthorised(handler: (reason: string) => void): void {
  unauthorisedHandler = handler;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.clone().text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function createInstance(base: string): KyInstance {
  const options: Options = {
    prefixUrl: base,
    timeout: config.timeout ?? 30_000,
    // Only idempotent reads are retried, and only on gateway failures.
    retry: { limit: 2, methods: ['get'], statusCodes: [502, 503, 504] },
    hooks: {
      beforeRequest: [
        (request) => {
          const token = getToken();
          if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
          request.headers.set('Accept-Language', bus.region$.value.locale);
          if (request.method === 'GET') {
            request.headers.set('Cache-Control', 'no-cache');
            request.headers.set('Pragma', 'no-cache');
          }
        },
      ],
      afterResponse: [
        async (_request, options, response) => {
          const context = options.context as RequestContext;
          if (response.status === 401 && !context.skipAuthError) {
            const body = await readBody(response);
            const detail = body && typeof body === 'object' ? (body as { detail?: unknown }).detail : undefined;
            unauthorisedHandler(typeof detail === 'string' ? detail : 'unauthorised');
          }
        },
      ],
    },
  };
  if (config.fetch) options.fetch = config.fetch;
  return ky.create(options);
}

/** The ky instance for the current base (recreated when the base or configuration changes). */
export function getApi(): KyInstance {
  const base = apiBase();
  if (!cached || cached.base !== base || cached.fetch !== config.fetch) {
    cached = { base, fetch: config.fetch, instance: createInstance(base) };
  }
  return cached.instance;
}

/** Paths are relative to the API base: no leading slash (ky's prefixUrl rule). */
export function relativePath(path: string): string {
  return path.replace(/^\/+/, '');
}

/** Turns whatever ky or fetch threw into an {@link ApiError}. */
export async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    return new ApiError({ status: error.response.status, body: await readBody(error.response), url: error.request.url, cause: error });
  }
  if (error instanceof TimeoutError) return new ApiError({ status: 0, message: 'Request timed out', url: error.request.url, cause: error });
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError({ status: 0, message: message || 'Network error', cause: error });
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
  status: number;
}

export type RequestOptions = Omit<Options, 'prefixUrl' | 'context'> & { context?: RequestContext };

/** One request; JSON in and out; failures rejected as {@link ApiError}. */
export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  try {
    const response = await getApi()(relativePath(path), { ...options, method, context: { ...options.context } });
    const body = response.status === 204 ? undefined : await readBody(response);
    return { data: body as T, headers: response.headers, status: response.status };
  } catch (error) {
    throw await toApiError(error);
  }
}

import { configureApi, resetApiClient } from '../api/client';
import { fakeFetch, json, type Handler } from './fakeApi';

/** A route of the fake API: `"GET flex/competitions/"` (path relative to the API base) → a handler, a Response or a JSON body. */
export type Routes = Record<string, Handler | Response | unknown>;

/**
 * Serves the fake API at `apiBase` from a route table and records every call. A route's value is
 * a handler, a Response, or a body answered as JSON (a fresh Response each time). Unknown routes
 * are 404s.
 */
export function serveApi(routes: Routes, apiBase: string) {
  const handler: Handler = (req) => {
    const path = req.url.pathname.replace(/^\/+/, '');
    const route = routes[`${req.method} ${path}`];
    if (route === undefined) return json({ detail: 'Not found.' }, { status: 404 });
    if (typeof route === 'function') return (route as Handler)(req);
    if (route instanceof Response) return route.clone();
    return json(route);
  };
  const api = fakeFetch(handler);
  resetApiClient();
  configureApi({ apiBase, fetch: api.fetch, timeout: false });
  return {
    calls: api.calls,
    /** Recorded calls to one route, e.g. `callsTo('GET flex/competitions/')`. */
    callsTo: (route: string) => api.calls.filter((c) => `${c.method} ${c.url.pathname.replace(/^\/+/, '')}` === route),
  };
}

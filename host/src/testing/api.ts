/* The host's tests serve their fake API with shared-session's one fake server (serveApi); these are its route helpers. */
import { json, serveApi, type Handler, type Recorded, type Routes } from 'shared-session/testing';

export const API_BASE = 'http://api.test/';

/** A recorded call as its route key, `METHOD path` (path relative to the API base). */
export const routeOf = (call: Recorded) => `${call.method} ${call.url.pathname.replace(/^\/+/, '')}`;

/**
 * Serves `routes` (`"GET auth/team/"` → a body, a Response or a handler) as the API behind
 * shared-session's client. Unknown routes are 404s.
 */
export function fakeApi(routes: Routes) {
  const served = serveApi(routes, API_BASE);
  return {
    ...served,
    /** Every call so far as `METHOD path`, in order. */
    get routes(): string[] {
      return served.calls.map(routeOf);
    },
    /** The JSON bodies sent to one route so far, in order. */
    bodiesOf: (route: string) => served.callsTo(route).map((c) => c.body),
  };
}

/** An error answer, as the server would send it. */
export function refusal(status: number, body: Record<string, unknown>): Response {
  return json(body, { status });
}

/** A route answering what `reply` makes of the request's JSON body; a Response it throws (a `refusal`) is the answer instead. */
export function replying(reply: (body: unknown) => unknown): Handler {
  return (req) => {
    try {
      return json(reply(req.body));
    } catch (answer) {
      if (answer instanceof Response) return answer;
      throw answer;
    }
  };
}

/**
 * A list route as the API pages it: `rows` sliced by limit/offset, with the Content-Range total
 * (`total`, else the rows' number).
 */
export function listed(rows: readonly unknown[], total = rows.length): Handler {
  return (req) => {
    const offset = Number(req.url.searchParams.get('offset') ?? 0);
    const limit = Number(req.url.searchParams.get('limit') ?? 1000);
    const page = rows.slice(offset, offset + limit);
    const range = page.length ? `items ${offset}-${offset + page.length - 1}/${total}` : `items */${total}`;
    return json(page, { headers: { 'Content-Range': range } });
  };
}

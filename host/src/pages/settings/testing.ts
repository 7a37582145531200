/* Test helpers of the settings pages: a fake API behind shared-session's request() (mocked by each test file). */
import { ApiError, request } from 'shared-session';

export interface Call {
  call: string;
  json: unknown;
}

type Answer = unknown | ((body: unknown) => unknown);

/**
 * Answers request() from `METHOD path` → body (or a function of the JSON body; an ApiError it
 * throws becomes the failure); other calls fail with 404. Returns the calls made.
 */
export function fakeApi(routes: Record<string, Answer>): Call[] {
  const calls: Call[] = [];
  (request as jest.Mock).mockImplementation(async (method: string, path: string, options?: { json?: unknown }) => {
    const key = `${method} ${path}`;
    calls.push({ call: key, json: options?.json });
    if (!(key in routes)) throw new ApiError({ status: 404, body: { detail: 'Not found.' } });
    const answer = routes[key];
    return { data: typeof answer === 'function' ? (answer as (body: unknown) => unknown)(options?.json) : answer, status: 200, headers: new Headers() };
  });
  return calls;
}

/** An API error answer, as the server would send it. */
export function apiError(status: number, body: Record<string, unknown>): ApiError {
  return new ApiError({ status, body });
}

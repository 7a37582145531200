/**
 * DRF-shaped API errors. Throw these anywhere (handlers, hooks, resource hooks); the central
 * error handler (plugins/errors.ts) turns them into the response:
 *   400 {"field": ["message"]} or {"detail": "…"}, 401/403/404 {"detail": "…"}.
 */
export type ErrorBody = Record<string, unknown>;

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
    this.name = 'ApiError';
  }
}

/** 400 with field errors: badRequest({ name: ['This field is required.'] }) or a detail string. */
export function badRequest(errors: Record<string, string[] | unknown> | string): ApiError {
  return new ApiError(400, typeof errors === 'string' ? { detail: errors } : errors);
}

export function notAuthenticated(detail = 'Authentication credentials were not provided.'): ApiError {
  return new ApiError(401, { detail }, { 'WWW-Authenticate': 'Bearer realm="api"' });
}

export function forbidden(detail = 'You do not have permission to perform this action.'): ApiError {
  return new ApiError(403, { detail });
}

export function notFound(detail = 'Not found.'): ApiError {
  return new ApiError(404, { detail });
}

export function methodNotAllowed(method: string): ApiError {
  return new ApiError(405, { detail: `Method "${method}" not allowed.` });
}

import { Type, type Static } from '@sinclair/typebox';

/**
 * DRF-shaped API errors. Throw these anywhere (handlers, hooks, resource hooks); the central
 * error handler (plugins/errors.ts) turns them into the response:
 *   400 {"field": ["message"]} or {"detail": "…"}, 401/403/404 {"detail": "…"}.
 */
export type ErrorBody = Record<string, unknown>;

/**
 * The body of a 400 answer (the contract's `FieldErrors`): messages by field name. A field's value
 * is its list of messages, or for a nested object its own field errors (nested paths of a refused
 * body come as nested objects, list items keyed by their index), or for a list of objects one entry
 * per item (an empty object for an item without errors). `detail` (and `code` where a route names
 * one) are strings; `non_field_errors` holds messages about the whole body.
 */
export const FieldErrors = Type.Recursive(
  (Self) => Type.Record(Type.String(), Type.Union([Type.String(), Type.Array(Type.Union([Type.String(), Self])), Self])),
  {
    $id: 'FieldErrors',
    description: 'Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`.',
  },
);
export type FieldErrors = Static<typeof FieldErrors>;

/** A route's 400 answer in the contract: a reference to the shared `FieldErrors` schema. */
export const FieldErrorsAnswer = Type.Ref(FieldErrors);

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

import type { ApiFieldError, ApiFieldErrors } from './types';

/** Normalised API failure (spec platform §8). `status` is 0 for network failures and timeouts. */
export class ApiError extends Error {
  readonly status: number;
  /** `detail` of a DRF-shaped answer, when present. */
  readonly detail: string | undefined;
  /** Per-field messages of a DRF-shaped 400 answer (`{"field": ["a", "b"]}`). */
  readonly fieldErrors: Readonly<Record<string, string[]>>;
  /** The parsed answer body (JSON when it was JSON, else text, else undefined). */
  readonly body: unknown;
  readonly url: string | undefined;

  constructor(init: { status: number; body?: unknown; url?: string; message?: string; cause?: unknown }) {
    const { detail, fieldErrors } = parseErrorBody(init.body);
    super(init.message ?? detail ?? `Request failed with status ${init.status}`, { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.detail = detail;
    this.fieldErrors = fieldErrors;
    this.body = init.body;
    this.url = init.url;
  }

  get isUnauthorised(): boolean {
    return this.status === 401;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function isFieldError(value: unknown): value is ApiFieldError {
  if (typeof value === 'string') return true;
  if (Array.isArray(value)) return value.every((item) => typeof item === 'string' || isFieldErrors(item));
  return isFieldErrors(value);
}

/**
 * Whether a body is the contract's 400 answer (`ApiFieldErrors`, the API's FieldErrors schema), checked
 * all the way down: messages by field, nested objects, lists of messages or of per-item errors.
 */
export function isFieldErrors(body: unknown): body is ApiFieldErrors {
  return isRecord(body) && Object.values(body).every(isFieldError);
}

/**
 * The field errors of a failed call: its answer's body when it has the contract's FieldErrors shape
 * (every 400 answer of the API; the `{"detail": …}` of other refusals fits it too), else undefined.
 */
export function fieldErrorsOf(error: unknown): ApiFieldErrors | undefined {
  return isApiError(error) && isFieldErrors(error.body) ? error.body : undefined;
}

function asMessages(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(asMessages);
  if (value && typeof value === 'object') {
    // Nested serializer errors: {"address": {"postcode": ["…"]}} → "postcode: …"
    return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
      asMessages(v).map((m) => `${k}: ${m}`),
    );
  }
  return [];
}

/** Splits a DRF-shaped body into `detail` and per-field messages. */
export function parseErrorBody(body: unknown): { detail: string | undefined; fieldErrors: Record<string, string[]> } {
  const fieldErrors: Record<string, string[]> = {};
  let detail: string | undefined;
  if (Array.isArray(body)) {
    const messages = asMessages(body);
    if (messages.length) fieldErrors.non_field_errors = messages;
  } else if (body && typeof body === 'object') {
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      if (key === 'detail' && typeof value === 'string') {
        detail = value;
        continue;
      }
      const messages = asMessages(value);
      if (messages.length) fieldErrors[key] = messages;
    }
  }
  return { detail, fieldErrors };
}

const GENERAL_KEYS = new Set(['non_field_errors', '__all__']);

/** Field errors joined for one line: `email: a b; password: c`, general errors without a prefix. */
export function joinFieldErrors(fieldErrors: Readonly<Record<string, string[]>>): string {
  return Object.entries(fieldErrors)
    .filter(([, messages]) => messages.length > 0)
    .map(([field, messages]) => (GENERAL_KEYS.has(field) ? messages.join(' ') : `${field}: ${messages.join(' ')}`))
    .join('; ');
}

/**
 * The message helper of spec platform §8: the answer's `detail`, else the joined document
 * errors, else `fallback` (already translated by the caller).
 */
export function errorMessage(error: unknown, fallback: string): string {
  const body = isApiError(error) ? error.body : error;
  const { detail, fieldErrors } = parseErrorBody(body);
  if (detail) return detail;
  const joined = joinFieldErrors(fieldErrors);
  return joined || fallback;
}

/**
 * The message for a toast or notice in the user's words: the answer's `detail`, else each field's
 * messages after the field's label from `labels` (already translated by the caller) — a field
 * without a label shows its messages alone, never its raw name — else `fallback`.
 */
export function userErrorMessage(error: unknown, fallback: string, labels: Readonly<Record<string, string>> = {}): string {
  const body = isApiError(error) ? error.body : error;
  const { detail, fieldErrors } = parseErrorBody(body);
  if (detail) return detail;
  const joined = Object.entries(fieldErrors)
    .filter(([, messages]) => messages.length > 0)
    .map(([field, messages]) => {
      // Nested messages come as "field: message"; keep the message only.
      const text = messages.map((m) => m.replace(/^[a-z_]+(?:\.[a-z_0-9]+)*: /, '')).join(' ');
      const label = GENERAL_KEYS.has(field) ? undefined : labels[field];
      return label ? `${label}: ${text}` : text;
    })
    .join('; ');
  return joined || fallback;
}

/** The `code` of an error answer (`{"detail": …, "code": "entry_required"}`), if any. */
export function errorCode(error: unknown): string | undefined {
  const body = isApiError(error) ? error.body : error;
  return body && typeof body === 'object' && !Array.isArray(body) && typeof (body as { code?: unknown }).code === 'string' ? (body as { code: string }).code : undefined;
}

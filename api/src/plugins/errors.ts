import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { globalPlugin } from './global.js';
import { ApiError, FieldErrors, FieldErrorsAnswer } from '../errors.js';
import { DatabaseUnavailableError } from '../db/errors.js';
import { requestLocale } from '../platform/i18n/locales.js';
import { translateBody } from '../platform/i18n/translate.js';

interface AjvError {
  instancePath: string;
  schemaPath?: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

const TYPE_MESSAGES: Record<string, string> = {
  integer: 'A valid integer is required.',
  number: 'A valid number is required.',
  string: 'Not a valid string.',
  boolean: 'Must be a valid boolean.',
  array: 'Expected a list of items.',
  object: 'Invalid data. Expected a dictionary.',
  null: 'This field may not be null.',
};

/** Whole sentences for the string formats the schemas use (translatable; other formats are named). */
const FORMAT_MESSAGES: Record<string, string> = {
  'date-time': 'Enter a valid date and time.',
  date: 'Enter a valid date.',
  time: 'Enter a valid time.',
  email: 'Enter a valid email address.',
  uri: 'Enter a valid URL.',
  uuid: 'Enter a valid UUID.',
};

function messageOf(e: AjvError): string {
  const p = e.params;
  switch (e.keyword) {
    case 'required':
      return 'This field is required.';
    case 'type':
      return TYPE_MESSAGES[String(p.type).split(',')[0] ?? ''] ?? 'Invalid value.';
    case 'minLength':
      return p.limit === 1 ? 'This field may not be blank.' : `Ensure this field has at least ${String(p.limit)} characters.`;
    case 'maxLength':
      return `Ensure this field has no more than ${String(p.limit)} characters.`;
    case 'minimum':
      return `Ensure this value is greater than or equal to ${String(p.limit)}.`;
    case 'exclusiveMinimum':
      return `Ensure this value is greater than ${String(p.limit)}.`;
    case 'maximum':
      return `Ensure this value is less than or equal to ${String(p.limit)}.`;
    case 'exclusiveMaximum':
      return `Ensure this value is less than ${String(p.limit)}.`;
    case 'minItems':
      return p.limit === 1 ? 'This list may not be empty.' : `Ensure this field has at least ${String(p.limit)} elements.`;
    case 'maxItems':
      return `Ensure this field has no more than ${String(p.limit)} elements.`;
    case 'enum':
    case 'const':
    case 'anyOf':
      return 'Not a valid choice.';
    case 'format':
      return FORMAT_MESSAGES[String(p.format)] ?? `Enter a valid ${String(p.format)}.`;
    case 'pattern':
      return 'This value does not match the required pattern.';
    case 'additionalProperties':
      return `Unexpected field: ${String(p.additionalProperty)}.`;
    default:
      return e.message ?? 'Invalid value.';
  }
}

/**
 * A union of one schema and null (`Nullable(X)`, or a body that may be absent) refused a value
 * that is not null: the value's errors are those of X (`{"sliding": ["Not a valid string."]}`),
 * not a bare "not a valid choice" for the union. Drops the union's own error and its null branch.
 */
function unwrapNullable(errors: AjvError[]): AjvError[] {
  const dropped = new Set<AjvError>();
  for (const union of errors) {
    if (union.keyword !== 'anyOf' || !union.schemaPath) continue;
    const prefix = `${union.schemaPath}/`;
    const branches = new Map<string, AjvError[]>();
    for (const e of errors) {
      if (!e.schemaPath?.startsWith(prefix)) continue;
      const index = e.schemaPath.slice(prefix.length).split('/')[0] ?? '';
      branches.set(index, [...(branches.get(index) ?? []), e]);
    }
    if (branches.size !== 2) continue;
    const isNull = (list: AjvError[]) => list.length === 1 && list[0]?.keyword === 'type' && list[0].params.type === 'null' && list[0].instancePath === union.instancePath;
    const nullBranch = [...branches.values()].find(isNull);
    if (!nullBranch) continue;
    dropped.add(union);
    for (const e of nullBranch) dropped.add(e);
  }
  return errors.filter((e) => !dropped.has(e));
}

/** Ajv errors → DRF body: {"field": ["msg"]}, nested paths as nested objects, root errors as non_field_errors. */
export function drfValidationBody(allErrors: AjvError[]): Record<string, unknown> {
  const errors = unwrapNullable(allErrors);
  const body: Record<string, unknown> = {};
  // For unions, one "not a valid choice" per path instead of one error per branch.
  const unionPaths = new Set(errors.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath));
  for (const e of errors) {
    if (unionPaths.has(e.instancePath) && e.keyword !== 'anyOf') continue;
    if (e.keyword !== 'anyOf' && [...unionPaths].some((u) => e.instancePath.startsWith(`${u}/`))) continue;
    const path = e.instancePath.split('/').filter(Boolean).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    if (e.keyword === 'required' || e.keyword === 'additionalProperties') {
      path.push(String(e.params.missingProperty ?? e.params.additionalProperty));
    }
    if (path.length === 0) path.push('non_field_errors');
    let node = body;
    for (const segment of path.slice(0, -1)) {
      const next = node[segment];
      if (typeof next !== 'object' || next === null || Array.isArray(next)) node[segment] = {};
      node = node[segment] as Record<string, unknown>;
    }
    const leaf = path[path.length - 1] as string;
    const list = Array.isArray(node[leaf]) ? (node[leaf] as string[]) : [];
    const message = messageOf(e);
    if (!list.includes(message)) list.push(message);
    node[leaf] = list;
  }
  return body;
}

/** Messages for the PostgreSQL error codes bad input reaches most often; the rest of their class falls back below. */
const PG_MESSAGES: Record<string, string> = {
  '23505': 'A record with these values already exists.',
  '23503': 'A referenced record does not exist, or this record is still in use.',
  '23514': 'A value is not allowed here.',
  '23502': 'A required value is missing.',
  '23P01': 'This overlaps an existing record.',
  '22P02': 'A value has the wrong format.',
  '22001': 'A value is too long.',
  '22003': 'A number is out of range.',
  '22007': 'A date or time has the wrong format.',
  '22008': 'A date or time is out of range.',
  '22021': 'Null characters are not allowed.',
  '22P05': 'Null characters are not allowed.',
  '22012': 'A value leads to a division by zero.',
  '54000': 'A value is too long.',
};

interface PgError {
  code?: unknown;
  column?: unknown;
  detail?: unknown;
  constraint?: unknown;
}

/** Field errors for violations of named constraints (registered by the domain owning each). */
const CONSTRAINT_ERRORS = new Map<string, { field: string; message: string }>();

/**
 * Answer a violation of the constraint `name` as `400 {field: [message]}` instead of its code's
 * generic message: for rules the database holds against concurrent writes, so that the request
 * losing a race hears, on the right field, what the API's own check would have told it.
 */
export function registerConstraintError(name: string, field: string, message: string): void {
  CONSTRAINT_ERRORS.set(name, { field, message });
}

/**
 * PostgreSQL errors caused by the data a caller sent: class 22 (data exception), class 23
 * (integrity constraint violation) and 54000 (a value too large to index). The field is named
 * when PostgreSQL names it: the column of a NOT NULL violation, or the key of a unique or
 * foreign-key violation ("Key (email)=(…)"). These are column names, which are the API's field
 * names except for foreign keys stored as `<field>_id`. A constraint registered with
 * registerConstraintError answers with its own field and message.
 */
export function pgInputError(error: PgError): Record<string, unknown> | null {
  const code = typeof error.code === 'string' ? error.code : '';
  if (!/^2[23][0-9A-Z]{3}$/.test(code) && code !== '54000') return null;
  const named = code.startsWith('23') && typeof error.constraint === 'string' ? CONSTRAINT_ERRORS.get(error.constraint) : undefined;
  if (named) return { [named.field]: [named.message] };
  const message = PG_MESSAGES[code] ?? (code.startsWith('23') ? 'This change breaks a rule of the stored data.' : 'A value is not valid.');
  const keyColumn = typeof error.detail === 'string' ? /^Key \((?:[a-z_]+\()?([a-z_][a-z0-9_]*)\)?(?:, [^)]*)?\)=/i.exec(error.detail)?.[1] : undefined;
  const field = typeof error.column === 'string' && error.column !== '' ? error.column : keyColumn;
  return field ? { [field]: [message] } : { detail: message };
}

/** Framework-level request errors (bad URL encoding, over-long path parameters) in the API's shape. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply
    .code(tooLong ? 414 : 400)
    .type('application/json; charset=utf-8')
    .send({ detail: tooLong ? 'The request URL is too long.' : 'The request URL is not valid.' });
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The request URL or headers are too large.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive.'],
};

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (over-long URLs or headers,
 * malformed requests): answered on the raw socket in the API's shape, then the socket is closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const [status, detail] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'The request is malformed.'];
  const body = JSON.stringify({ detail });
  const reason = status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request';
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/**
 * Declares the 400 answer of a route whose body or query the API validates: invalid input is
 * answered with field errors (drfValidationBody, badRequest), so its contract says `FieldErrors`
 * unless the route declares a 400 answer of its own.
 */
export function declareFieldErrors(schema: FastifySchema | undefined): void {
  if (!schema || schema.hide || (!schema.body && !schema.querystring)) return;
  const response = schema.response ?? {};
  if (typeof response === 'object' && response !== null && !('400' in response)) schema.response = { ...response, 400: FieldErrorsAnswer };
}

/** Seconds a client should wait before retrying while the database is unavailable (503). */
export const DATABASE_RETRY_AFTER = 5;

/**
 * The one error handler: DRF-shaped bodies; 5xx answers never carry internals. Every error answer
 * (status 400 and up, whoever sent it: this handler, the not-found handler or a route) is in the
 * caller's language: each string of the body is translated (i18n/README.md) and Content-Language
 * names the locale.
 */
export default globalPlugin('errors', async (app) => {
  // The shared 400 body (components/schemas/FieldErrors in the OpenAPI document).
  app.addSchema(FieldErrors);
  app.addHook('onRoute', (route) => declareFieldErrors(route.schema));
  app.addHook('preSerialization', (request, reply, payload: unknown, done) => {
    if (reply.statusCode < 400 || payload === null || typeof payload !== 'object') return done(null, payload);
    const locale = requestLocale(request);
    void reply.header('Content-Language', locale);
    done(null, translateBody(payload, locale));
  });

  app.setErrorHandler((error: FastifyError & { code?: string }, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    }
    if (error.validation) {
      if (error.validationContext === 'params') return reply.code(404).send({ detail: 'Not found.' });
      return reply.code(400).send(drfValidationBody(error.validation as unknown as AjvError[]));
    }
    if (error instanceof DatabaseUnavailableError) {
      // The server is restarting or unreachable (classified in db/errors.ts): retryable, no internals.
      request.log.warn({ err: error.cause }, 'database unavailable');
      return reply.code(503).header('Retry-After', String(DATABASE_RETRY_AFTER)).send({ detail: 'The database is unavailable. Try again in a moment.' });
    }
    const pgBody = pgInputError(error);
    if (pgBody) {
      request.log.info({ code: error.code }, 'database rejected input');
      return reply.code(400).send(pgBody);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const detail = status === 415 ? `Unsupported media type "${request.headers['content-type'] ?? ''}" in request.` : error.message;
      return reply.code(status).send({ detail });
    }
    request.log.error({ err: error }, 'unhandled error');
    if (!app.config.logger) console.error(error);
    return reply.code(500).send({ detail: 'A server error occurred.' });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ detail: 'Not found.' }));
});

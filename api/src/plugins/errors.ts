import type { FastifyError } from 'fastify';
import { globalPlugin } from './global.js';
import { ApiError } from '../errors.js';

interface AjvError {
  instancePath: string;
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
      return `Enter a valid ${String(p.format)}.`;
    case 'pattern':
      return 'This value does not match the required pattern.';
    case 'additionalProperties':
      return `Unexpected field: ${String(p.additionalProperty)}.`;
    default:
      return e.message ?? 'Invalid value.';
  }
}

/** Ajv errors → DRF body: {"field": ["msg"]}, nested paths as nested objects, root errors as non_field_errors. */
export function drfValidationBody(errors: AjvError[]): Record<string, unknown> {
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

const PG_ERRORS: Record<string, string> = {
  '23505': 'A record with these values already exists.',
  '23503': 'A referenced record does not exist, or this record is still in use.',
  '23514': 'A value is not allowed here.',
  '23502': 'A required value is missing.',
  '22P02': 'A value has the wrong format.',
  '22001': 'A value is too long.',
  '22003': 'A number is out of range.',
  '22007': 'A date or time has the wrong format.',
  '22008': 'A date or time is out of range.',
};

/** The one error handler: DRF-shaped bodies; 5xx answers never carry internals. */
export default globalPlugin('errors', async (app) => {
  app.setErrorHandler((error: FastifyError & { code?: string }, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    }
    if (error.validation) {
      if (error.validationContext === 'params') return reply.code(404).send({ detail: 'Not found.' });
      return reply.code(400).send(drfValidationBody(error.validation as unknown as AjvError[]));
    }
    const pgMessage = typeof error.code === 'string' ? PG_ERRORS[error.code] : undefined;
    if (pgMessage) {
      request.log.info({ code: error.code }, 'database constraint');
      return reply.code(400).send({ detail: pgMessage });
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

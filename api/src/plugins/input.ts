import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { globalPlugin } from './global.js';
import { ApiError, badRequest, notFound } from '../errors.js';
import { drfValidationBody } from './errors.js';

const AJV_OPTIONS = { allErrors: true, removeAdditional: true, useDefaults: true } as const;

interface Place {
  value: unknown;
  /** The key or index under the parent (null at the root). */
  key: string | null;
  parent: Place | null;
}

function pathOf(place: Place | null): string[] {
  const path: string[] = [];
  for (let p = place; p && p.key !== null; p = p.parent) path.push(p.key);
  return path.reverse();
}

/**
 * The path of the first string (value or key) holding a NUL character, or null. Depth first in
 * document order over an explicit stack, never recursion: a body may nest as deep as JSON.parse
 * allows (a 2 MB body holds a million levels), which would overflow the call stack.
 */
export function nulPath(value: unknown): string[] | null {
  const stack: Place[] = [{ value, key: null, parent: null }];
  for (let place = stack.pop(); place; place = stack.pop()) {
    const v = place.value;
    if (place.key?.includes('\u0000')) return [...pathOf(place.parent), place.key.replaceAll('\u0000', '\\u0000')];
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return pathOf(place);
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], key: String(i), parent: place });
    } else if (v !== null && typeof v === 'object') {
      const entries = Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i] as [string, unknown];
        stack.push({ value: item, key, parent: place });
      }
    }
  }
  return null;
}

/** Deeper places are named by their first levels: an answer nested a million levels cannot be serialised. */
const MAX_ERROR_DEPTH = 16;

/** {"a": {"b": ["msg"]}} for path ['a', 'b']; a NUL at the root is a non-field error. */
function fieldError(fullPath: string[], message: string): Record<string, unknown> {
  const path = fullPath.slice(0, MAX_ERROR_DEPTH);
  if (path.length === 0) return { non_field_errors: [message] };
  let body: Record<string, unknown> = { [path[path.length - 1] as string]: [message] };
  for (let i = path.length - 2; i >= 0; i--) body = { [path[i] as string]: body };
  return body;
}

const NUL_MESSAGE = 'Null characters are not allowed.';

/** The range of PostgreSQL's `integer`: an integer field that declares no bound of its own keeps to it. */
export const INT_MIN = -2147483648;
export const INT_MAX = 2147483647;

type SchemaNode = Record<string, unknown>;

function isNode(v: unknown): v is SchemaNode {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/**
 * A copy of a validation schema in which every integer without a bound of its own is bounded to
 * PostgreSQL's `integer` range, so an id or count beyond it is a 400 naming its field instead of a
 * database error. Integers that declare their bounds (e.g. event ids up to 2^53) keep them.
 */
export function boundIntegers(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(boundIntegers);
  if (!isNode(schema)) return schema;
  const out: SchemaNode = {};
  for (const [key, value] of Object.entries(schema)) {
    // `properties` maps names to schemas; `default`, `const`, `enum` and `examples` are data.
    if (key === 'properties' || key === 'patternProperties') {
      out[key] = isNode(value) ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, boundIntegers(v)])) : value;
    } else if (['default', 'const', 'enum', 'examples'].includes(key)) {
      out[key] = value;
    } else {
      out[key] = boundIntegers(value);
    }
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('integer')) {
    if (out.minimum === undefined && out.exclusiveMinimum === undefined) out.minimum = INT_MIN;
    if (out.maximum === undefined && out.exclusiveMaximum === undefined) out.maximum = INT_MAX;
  }
  return out;
}

/** The JSON types a schema admits, looking into unions (`Nullable(Type.Integer())` admits integer and null). */
function typesOf(schema: unknown): Set<string> {
  const out = new Set<string>();
  if (!isNode(schema)) return out;
  const type = schema.type;
  if (typeof type === 'string') out.add(type);
  if (Array.isArray(type)) for (const t of type) if (typeof t === 'string') out.add(t);
  for (const key of ['anyOf', 'oneOf']) {
    const branches = schema[key];
    if (Array.isArray(branches)) for (const b of branches) for (const t of typesOf(b)) out.add(t);
  }
  if (type === 'array' && isNode(schema.items)) for (const t of typesOf(schema.items)) out.add(t);
  return out;
}

const DECIMAL_INTEGER = /^-?\d+$/;
const DECIMAL_NUMBER = /^-?\d+(?:\.\d+)?$/;
const BOOLEAN = /^(?:true|false)$/i;


/**
 * Query and path values are text converted to the schema's type, and only their plain spellings
 * are read: integers in decimal digits (`0x10`, `1e3`, ` 5` and `5.0` are refused, where a
 * JavaScript conversion would read 16, 1000 and 5), numbers as decimals, booleans as `true` or
 * `false` (any letter case; normalised here to lower case, which is what the validator reads).
 * Fields that also admit a string are left as they are.
 */
function textErrors(schema: unknown, data: unknown): FastifySchemaValidationError[] {
  if (!isNode(schema) || !isNode(schema.properties) || !isNode(data)) return [];
  const errors: FastifySchemaValidationError[] = [];
  for (const [name, propSchema] of Object.entries(schema.properties)) {
    if (!Object.hasOwn(data, name)) continue;
    const types = typesOf(propSchema);
    if (types.has('string')) continue;
    const value = data[name];
    const items = Array.isArray(value) ? value : [value];
    const fail = (type: string) => errors.push({ instancePath: `/${name}`, schemaPath: '#/strict', keyword: 'type', params: { type } });
    if (types.has('integer') || types.has('number')) {
      const pattern = types.has('number') ? DECIMAL_NUMBER : DECIMAL_INTEGER;
      if (items.some((v) => typeof v === 'string' && !pattern.test(v))) fail(types.has('number') ? 'number' : 'integer');
    } else if (types.has('boolean')) {
      if (items.some((v) => typeof v === 'string' && !BOOLEAN.test(v))) fail('boolean');
      else data[name] = Array.isArray(value) ? value.map((v: unknown) => (typeof v === 'string' ? v.toLowerCase() : v)) : typeof value === 'string' ? value.toLowerCase() : value;
    }
  }
  return errors;
}

interface CompiledValidator {
  (data: unknown, dataCxt?: unknown): boolean;
  errors?: FastifySchemaValidationError[] | null;
  schemaEnv?: unknown;
}

/** The compiled validator of a query string or path, preceded by the strict reading of its values. */
function strictText(validate: CompiledValidator, schema: unknown): CompiledValidator {
  const wrapped: CompiledValidator = (data, dataCxt) => {
    const errors = textErrors(schema, data);
    if (errors.length > 0) {
      wrapped.errors = errors;
      return false;
    }
    const ok = validate(data, dataCxt);
    wrapped.errors = validate.errors;
    return ok;
  };
  // Fastify hands Ajv's validators their parent (so a root value can be coerced) when this is set.
  wrapped.schemaEnv = validate.schemaEnv;
  return wrapped;
}

/** Refuses NUL characters anywhere in the path parameters (404), query or body (400, field named). */
function refuseNul(request: FastifyRequest): void {
  if (nulPath(request.params)) throw notFound();
  const inQuery = nulPath(request.query);
  if (inQuery) throw badRequest(fieldError(inQuery, NUL_MESSAGE));
  const inBody = nulPath(request.body);
  if (inBody) throw badRequest(fieldError(inBody, NUL_MESSAGE));
}

/**
 * How the API reads requests, for every route:
 *  - query strings and path parameters are text, so their values are coerced to the schema's
 *    types (`?limit=5` → 5); bodies are JSON and never coerced: `null` for a boolean, `"1"` for
 *    a number or `["x"]` for a string is a 400 naming the field;
 *  - query and path values are read strictly (see textErrors): `0x10`, `1e400` or `yes` are
 *    400s naming the parameter (404 for a path), never converted;
 *  - integers that declare no bounds are bounded to PostgreSQL's integer (boundIntegers);
 *  - a JSON body may be empty (clients send `Content-Type: application/json` on DELETE): it
 *    then counts as absent, and a route that needs a body answers 400;
 *  - NUL characters, which PostgreSQL cannot store, are refused before validation.
 */
const compilers = AjvCompiler();
const bodyValidator = compilers({}, { customOptions: { ...AJV_OPTIONS, coerceTypes: false } });

/**
 * A check of a body built off the HTTP path (a file's row) against a route's body schema, by the
 * same validator and with the same field errors a request with that body would get; null when the
 * body passes (defaults filled in, as for a request).
 */
export function compileBodyCheck(schema: object): (body: unknown) => Record<string, unknown> | null {
  const validate = bodyValidator({ schema: boundIntegers(schema) as object, method: 'POST', url: '', httpPart: 'body' }) as CompiledValidator;
  return (body) => {
    if (validate(body)) return null;
    return drfValidationBody(validate.errors ?? []);
  };
}

export default globalPlugin('input', async (app) => {
  const textValidator = compilers({}, { customOptions: { ...AJV_OPTIONS, coerceTypes: 'array' } });
  app.setValidatorCompiler((route) => {
    const schema = boundIntegers(route.schema) as typeof route.schema;
    if (route.httpPart === 'body') return bodyValidator({ ...route, schema });
    const validate = textValidator({ ...route, schema }) as CompiledValidator;
    return route.httpPart === 'querystring' || route.httpPart === 'params' ? strictText(validate, schema) : validate;
  });

  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, (error, value) => {
      if (error) done(new ApiError(400, { detail: `JSON parse error - ${error.message}` }), undefined);
      else done(null, value);
    });
  });

  app.addHook('preValidation', async (request) => refuseNul(request));
});

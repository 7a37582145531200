import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyRequest } from 'fastify';
import { globalPlugin } from './global.js';
import { ApiError, badRequest, notFound } from '../errors.js';

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
 *  - a JSON body may be empty (clients send `Content-Type: application/json` on DELETE): it
 *    then counts as absent, and a route that needs a body answers 400;
 *  - NUL characters, which PostgreSQL cannot store, are refused before validation.
 */
export default globalPlugin('input', async (app) => {
  const compilers = AjvCompiler();
  const bodyValidator = compilers({}, { customOptions: { ...AJV_OPTIONS, coerceTypes: false } });
  const textValidator = compilers({}, { customOptions: { ...AJV_OPTIONS, coerceTypes: 'array' } });
  app.setValidatorCompiler((route) => (route.httpPart === 'body' ? bodyValidator(route) : textValidator(route)));

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

import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Type } from '@sinclair/typebox';
import { createTestApp, login, bearer, type TestApp } from './helpers.js';
import { pgInputError } from '../src/plugins/errors.js';

/**
 * How the API reads input (plugins/input.ts, plugins/errors.ts): NUL characters, prototype
 * names in expand/fields, body coercion, empty JSON bodies, over-long URLs and parameters,
 * PostgreSQL data errors — each answers 400 (or 404/414/431) in the DRF shape, never a 500.
 */
let t: TestApp;
let provider: string;
let operator: string;

const Probe = Type.Object(
  {
    flag: Type.Optional(Type.Boolean()),
    count: Type.Optional(Type.Integer()),
    name: Type.Optional(Type.String({ maxLength: 50 })),
  },
  { additionalProperties: false },
);

beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    app.post('/test/probe/', { config: { access: { public: true } }, schema: { body: Probe } }, async (request) => ({ received: request.body }));
    app.delete('/test/probe/:id/', { config: { access: { public: true } }, schema: { params: Type.Object({ id: Type.Integer() }) } }, async (request, reply) => {
      const { id } = request.params as { id: number };
      return reply.code(200).send({ deleted: id, type: typeof id });
    });
    app.get('/test/cast/', { config: { access: { public: true } } }, async () => app.db.query("SELECT 'not a date'::date"));
  });
  provider = await login(t.app, 'provider@brightgrid.test');
  operator = await login(t.app, 'operator@northernlines.test');
});

afterAll(async () => {
  await t.close();
});

describe('NUL characters', () => {
  it('in a body string field: 400 naming the field, nothing changed', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: '/auth/users/me/', headers: bearer(provider), payload: { first_name: 'Ann\u0000a' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ first_name: ['Null characters are not allowed.'] });
    const me = await t.app.inject({ method: 'GET', url: '/auth/users/me/', headers: bearer(provider) });
    expect(me.json().first_name).not.toContain('\u0000');
  });

  it('nested in a body and in a key', async () => {
    const nested = await t.app.inject({ method: 'POST', url: '/test/probe/', payload: { name: ['a', 'b\u0000'] } });
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toEqual({ name: { 1: ['Null characters are not allowed.'] } });
    const key = await t.app.inject({ method: 'POST', url: '/test/probe/', payload: { 'na\u0000me': 'x' } });
    expect(key.statusCode).toBe(400);
    expect(Object.keys(key.json())).toEqual(['na\\u0000me']);
  });

  it('in a query filter: 400 naming the parameter', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/auth/team/?email__icontains=a%00b', headers: bearer(provider) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email__icontains: ['Null characters are not allowed.'] });
  });

  it('in a path parameter: 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/flex/competitions/a%00b/', headers: bearer(operator) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
  });
});

describe('deeply nested bodies (found by test/fuzz.test.ts)', () => {
  const deep = (levels: number, inner: string) => `${'['.repeat(levels)}${inner}${']'.repeat(levels)}`;
  const depthOf = (body: unknown): number => (body !== null && typeof body === 'object' && !Array.isArray(body) ? 1 + Math.max(0, ...Object.values(body).map(depthOf)) : 0);

  it('a value nested 100,000 levels is read without overflowing the stack', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/test/probe/', headers: { 'content-type': 'application/json' }, payload: `{"name":${deep(100_000, '1')}}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ name: ['Not a valid string.'] });
  });

  it('a NUL at the bottom of it is a 400 naming its first levels', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/test/probe/', headers: { 'content-type': 'application/json' }, payload: `{"extra":${deep(100_000, '"a\\u0000"')}}` });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { extra: Record<string, unknown> };
    expect(Object.keys(body)).toEqual(['extra']);
    expect(depthOf(body)).toBe(16);
    expect(JSON.stringify(body)).toContain('["Null characters are not allowed."]');
  });

  it('the first NUL in document order is the one named', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/test/probe/', payload: { a: ['x', { b: 'y\u0000' }], c: 'z\u0000' } });
    expect(res.json()).toEqual({ a: { 1: { b: ['Null characters are not allowed.'] } } });
  });
});

describe('names from the query string are own keys only', () => {
  it.each(['__proto__', 'hasOwnProperty', 'valueOf', 'toString', 'constructor'])('expand=%s is a 400 listing the allowed expansions', async (name) => {
    const res = await t.app.inject({ method: 'GET', url: `/flex/competitions/?expand=${name}`, headers: bearer(operator) });
    expect(res.statusCode).toBe(400);
    const message = (res.json() as { expand: string[] }).expand[0];
    expect(message).toContain(`Unknown expansion(s): ${name}.`);
    expect(message).toMatch(/Allowed: [a-z_]+/);
  });

  it.each(['constructor', '__proto__', 'toString'])('fields=%s is a 400 listing the allowed fields', async (name) => {
    const res = await t.app.inject({ method: 'GET', url: `/flex/competitions/?fields=id,${name}`, headers: bearer(operator) });
    expect(res.statusCode).toBe(400);
    const message = (res.json() as { fields: string[] }).fields[0];
    expect(message).toContain(`Unknown field(s): ${name}.`);
    expect(message).toContain('Allowed: id, ');
  });

  it('a detail read refuses them too', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/flex/competitions/?limit=1', headers: bearer(operator) });
    const id = (list.json() as Array<{ id: number }>)[0]?.id;
    const res = await t.app.inject({ method: 'GET', url: `/flex/competitions/${id}/?expand=valueOf`, headers: bearer(operator) });
    expect(res.statusCode).toBe(400);
  });
});

describe('bodies are not coerced; query strings are', () => {
  it.each([
    [{ flag: null }, 'flag', 'Must be a valid boolean.'],
    [{ flag: 'true' }, 'flag', 'Must be a valid boolean.'],
    [{ count: null }, 'count', 'A valid integer is required.'],
    [{ count: '1' }, 'count', 'A valid integer is required.'],
    [{ name: ['x'] }, 'name', 'Not a valid string.'],
    [{ name: true }, 'name', 'Not a valid string.'],
    [{ name: 5 }, 'name', 'Not a valid string.'],
  ])('%j is a 400 naming the field', async (payload, field, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/test/probe/', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ [field]: [message] });
  });

  it('a real endpoint: null for a name is refused, not stored as an empty string', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: '/auth/users/me/', headers: bearer(provider), payload: { first_name: null } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ first_name: ['Not a valid string.'] });
  });

  it('well-typed bodies pass unchanged', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/test/probe/', payload: { flag: false, count: 0, name: 'x' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: { flag: false, count: 0, name: 'x' } });
  });

  it('query strings and path parameters are still read as their types', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/auth/team/?limit=1&offset=0', headers: bearer(provider) });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(1);
    const del = await t.app.inject({ method: 'DELETE', url: '/test/probe/7/' });
    expect(del.json()).toEqual({ deleted: 7, type: 'number' });
  });
});

describe('framework errors speak DRF', () => {
  it('an empty body with Content-Type: application/json works on DELETE', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/test/probe/3/', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: 3, type: 'number' });
  });

  it('an empty JSON body where one is needed is a 400 in the API shape', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/jwt/create/', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: ['Invalid data. Expected a dictionary.'] });
  });

  it('logout with an empty JSON body still logs out', async () => {
    const token = await login(t.app, 'provider@voltwise.test');
    const res = await t.app.inject({ method: 'POST', url: '/auth/jwt/logout/', headers: { ...bearer(token), 'content-type': 'application/json' }, payload: '' });
    expect(res.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/auth/users/me/', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
  });

  it('malformed JSON is a 400 with a detail', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/test/probe/', headers: { 'content-type': 'application/json' }, payload: '{"flag":' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/^JSON parse error - /);
  });

  it('an over-long path parameter is a 414 in the API shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/flex/competitions/${'9'.repeat(300)}/`, headers: bearer(operator) });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ detail: 'The request URL is too long.' });
  });

  it('a badly encoded URL is a 400 in the API shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/flex/competitions/%E0%A4%A/', headers: bearer(operator) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'The request URL is not valid.' });
  });

  it('an over-long URL is a 431 in the API shape over real HTTP', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: `/flex/competitions/?name=${'x'.repeat(40_000)}`, method: 'GET' }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({ detail: 'The request URL or headers are too large.' });
  });
});

describe('PostgreSQL data errors are 400s naming the field where known', () => {
  it('maps classes 22 and 23', () => {
    expect(pgInputError({ code: '23505', detail: 'Key (lower(email))=(a@b.c) already exists.' })).toEqual({ email: ['A record with these values already exists.'] });
    expect(pgInputError({ code: '23505', detail: 'Key (ref)=(X-1) already exists.' })).toEqual({ ref: ['A record with these values already exists.'] });
    expect(pgInputError({ code: '23502', column: 'name' })).toEqual({ name: ['A required value is missing.'] });
    expect(pgInputError({ code: '22021' })).toEqual({ detail: 'Null characters are not allowed.' });
    expect(pgInputError({ code: '2200G' })).toEqual({ detail: 'A value is not valid.' });
    expect(pgInputError({ code: '23000' })).toEqual({ detail: 'This change breaks a rule of the stored data.' });
    expect(pgInputError({ code: '54000' })).toEqual({ detail: 'A value is too long.' });
  });

  it('leaves other errors to the 500 path', () => {
    expect(pgInputError({ code: '42601' })).toBeNull();
    expect(pgInputError({ code: 'ECONNREFUSED' })).toBeNull();
    expect(pgInputError({})).toBeNull();
  });

  it('a data error raised by the database answers 400, not 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/test/cast/' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'A date or time has the wrong format.' });
  });
});

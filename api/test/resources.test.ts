import { Type } from '@sinclair/typebox';
import { createTestApp, login, bearer, type TestApp } from './helpers.js';
import { registerResource, expandRelated, sql, badRequest, type ExpandHandler } from '../src/resources/index.js';

/**
 * The generic resource layer, exercised through a test-only resource `test/widgets` owned by
 * organisations: providers see and change their own widgets, operators see all, read-only.
 */
let t: TestApp;
let providerA: string;
let providerB: string;
let operator: string;
let orgA: number;
let orgB: number;

const Widget = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  owner: Type.Integer(),
  size: Type.Integer(),
  category: Type.Union([Type.String(), Type.Null()]),
  operator: Type.Union([Type.Integer(), Type.Null(), Type.Object({})]),
  is_active: Type.Boolean(),
  created: Type.String(),
  label: Type.String(),
});
const WidgetBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 50 }),
    size: Type.Integer({ minimum: 0 }),
    category: Type.Optional(Type.Union([Type.Literal('small'), Type.Literal('large'), Type.Null()])),
    operator: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  },
  { additionalProperties: false },
);

const shape: ExpandHandler = async (rows, ctx) => {
  for (const r of rows) r.shape = { kind: 'box', nested: ctx.nested };
};
shape.nested = ['edges.colour'];

beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    app.register(async (child) => {
      // Registered before its parent: visibleWith is resolved when queried.
      registerResource(child, {
        path: 'test/widgetparts',
        table: 'widget_parts',
        row: Type.Object({ id: Type.Integer(), widget: Type.Integer(), note: Type.String(), mine: Type.Boolean() }),
        columns: {
          widget: 't.widget_id',
          // Depends on the caller: whether the part's widget is the caller's organisation's.
          mine: (ctx) => sql`(SELECT w.owner_org = ${ctx?.user?.orgId ?? 0} FROM widgets w WHERE w.id = t.widget_id)`,
        },
        create: Type.Object({ widget: Type.Integer({ minimum: 1 }), note: Type.String({ maxLength: 50 }) }, { additionalProperties: false }),
        access: { list: { orgTypes: ['flexprovider', 'systemoperator'] }, read: { orgTypes: ['flexprovider', 'systemoperator'] }, create: { orgTypes: ['flexprovider'] } },
        // Its own rule lets every logged-in caller see every part; its widget decides.
        scope: () => true,
        visibleWith: { resource: 'test/widgets', column: 't.widget_id', field: 'widget' },
        hooks: { beforeCreate: (_ctx, body) => ({ widget_id: body.widget, note: body.note }) },
      });
      registerResource(child, {
        path: 'test/widgets',
        table: 'widgets',
        row: Widget,
        columns: { owner: 't.owner_org', label: `t.name || ' (' || t.size || ')'` },
        create: WidgetBody,
        update: WidgetBody,
        filters: {
          name: { type: 'string', lookups: ['exact', 'in', 'icontains'] },
          size: { type: 'integer', lookups: ['exact', 'in', 'gte', 'lte'] },
          category: { type: 'string', lookups: ['exact', 'isnull'] },
          is_active: { type: 'boolean', lookups: ['exact'] },
          big: { schema: Type.Boolean(), apply: (v) => (v ? sql`t.size >= 100` : sql`t.size < 100`) },
        },
        ordering: ['name', 'size', 'created'],
        defaultOrdering: ['name'],
        expand: {
          operator: expandRelated('operator', 'flex/systemoperators'),
          shape,
        },
        access: {
          list: { orgTypes: ['flexprovider', 'systemoperator'] },
          read: { orgTypes: ['flexprovider', 'systemoperator'] },
          create: { orgTypes: ['flexprovider'] },
          update: { orgTypes: ['flexprovider'] },
          delete: { orgTypes: ['flexprovider'], teamRoles: ['admin'] },
        },
        scope: ({ user }) => (user?.orgType === 'systemoperator' ? true : user?.orgType === 'flexprovider' ? sql`t.owner_org = ${user.orgId}` : false),
        canWrite: ({ user }, row) => row.owner === user?.orgId,
        hooks: {
          beforeCreate: ({ user }, body) => ({ ...body, owner_org: user!.orgId }),
          beforeDelete: (_ctx, row) => {
            if (row.name === 'keep') throw badRequest('This widget is in use.');
          },
        },
        setInactive: true,
        maxLimit: 25,
        // The factory types each route's body by its schema, and a detail route's row by the resource's.
        actions: (action) => [
          action({
            method: 'POST',
            name: 'grow',
            detail: true,
            access: { orgTypes: ['flexprovider'] },
            body: Type.Object({ by: Type.Integer({ minimum: 1 }) }),
            handler: async (ctx, { body, row }) => {
              const r = await ctx.db.query('UPDATE widgets SET size = size + $2 WHERE id = $1 RETURNING size', [row.id, body.by]);
              return r.rows[0];
            },
          }),
          {
            method: 'GET',
            name: 'explode',
            access: { orgTypes: ['flexprovider'] },
            handler: async () => {
              throw new Error('secret internals: password=hunter2');
            },
          },
        ],
      });
    });
  });
  await t.app.db.exec(`CREATE TABLE widgets (
    id serial PRIMARY KEY, name text NOT NULL, owner_org integer NOT NULL REFERENCES organisations (id),
    size integer NOT NULL CHECK (size < 100000), category text, operator integer REFERENCES organisations (id),
    is_active boolean NOT NULL DEFAULT true, created timestamptz NOT NULL DEFAULT now())`);
  await t.app.db.exec(`CREATE TABLE widget_parts (id serial PRIMARY KEY, widget_id integer NOT NULL REFERENCES widgets (id) ON DELETE CASCADE, note text NOT NULL)`);
  const orgs = await t.app.db.query<{ id: number; slug: string }>('SELECT id, slug FROM organisations');
  const id = (slug: string) => orgs.rows.find((o) => o.slug === slug)!.id;
  orgA = id('brightgrid-energy');
  orgB = id('voltwise-flex');
  const opX = id('northern-lines-networks');
  for (let i = 0; i < 30; i++) {
    await t.app.db.query('INSERT INTO widgets (name, owner_org, size, category, operator) VALUES ($1, $2, $3, $4, $5)', [
      `w${String(i).padStart(2, '0')}`,
      i % 3 === 0 ? orgB : orgA,
      i * 10,
      i % 2 === 0 ? 'small' : null,
      i % 5 === 0 ? opX : null,
    ]);
  }
  await t.app.db.query(`INSERT INTO widget_parts (widget_id, note) SELECT id, 'part of ' || name FROM widgets`);
  [providerA, providerB, operator] = await Promise.all([
    login(t.app, 'provider@brightgrid.test'),
    login(t.app, 'provider@voltwise.test'),
    login(t.app, 'operator@northernlines.test'),
  ]);
});
afterAll(async () => t.close());

type W = { id: number; name: string; owner: number; size: number; [k: string]: unknown };
const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
const names = (body: unknown) => (body as W[]).map((w) => w.name);

describe('list', () => {
  it('scopes rows and reports the total in Content-Range', async () => {
    const res = await get('/test/widgets/?limit=5&offset=5', providerA);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toBe('items 5-9/20');
    expect(names(res.json())).toEqual(['w08', 'w10', 'w11', 'w13', 'w14']);
    expect((res.json() as W[]).every((w) => w.owner === orgA)).toBe(true);
    const all = await get('/test/widgets/?offset=25', operator);
    expect(all.headers['content-range']).toBe('items 25-29/30');
  });

  it('counts with limit=0, handles pages past the end and clamps to the maximum', async () => {
    const count = await get('/test/widgets/?limit=0', providerB);
    expect(count.json()).toEqual([]);
    expect(count.headers['content-range']).toBe('items 0-0/10');
    const past = await get('/test/widgets/?limit=5&offset=100', providerB);
    expect(past.json()).toEqual([]);
    expect(past.headers['content-range']).toBe('items 100-100/10');
    const clamp = await get('/test/widgets/?limit=500', operator);
    expect((clamp.json() as W[]).length).toBe(25);
    expect(clamp.headers['content-range']).toBe('items 0-24/30');
  });

  it('orders by allowed fields only', async () => {
    const res = await get('/test/widgets/?ordering=-size&limit=3', providerA);
    expect((res.json() as W[]).map((w) => w.size)).toEqual([290, 280, 260]);
    const bad = await get('/test/widgets/?ordering=owner_org,-name', providerA);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ ordering: ['Invalid ordering field(s): owner_org. Allowed: id, name, size, created.'] });
  });

  it('projects fields and rejects unknown ones', async () => {
    const res = await get('/test/widgets/?fields=name,label&limit=1', providerA);
    expect(res.json()).toEqual([{ name: 'w01', label: 'w01 (10)' }]);
    const bad = await get('/test/widgets/?fields=name,secret', providerA);
    expect(bad.json()).toEqual({ fields: ['Unknown field(s): secret. Allowed: id, name, owner, size, category, operator, is_active, created, label, shape.'] });
  });

  it('filters: exact, in, ranges, icontains, isnull, boolean and custom', async () => {
    expect(names((await get('/test/widgets/?name=w01', providerA)).json())).toEqual(['w01']);
    expect(names((await get('/test/widgets/?name__in=w01,w02,w03', providerA)).json())).toEqual(['w01', 'w02']);
    expect(names((await get('/test/widgets/?size__gte=50&size__lte=80', providerA)).json())).toEqual(['w05', 'w07', 'w08']);
    expect(names((await get('/test/widgets/?name__icontains=W2', providerB)).json())).toEqual(['w21', 'w24', 'w27']);
    expect(names((await get('/test/widgets/?category__isnull=true&size__lte=50', providerA)).json())).toEqual(['w01', 'w05']);
    expect(names((await get('/test/widgets/?big=true&size__lte=120', providerA)).json())).toEqual(['w10', 'w11']);
    const bad = await get('/test/widgets/?size=ten', providerA);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ size: ['Enter a whole number.'] });
    const badBool = await get('/test/widgets/?is_active=maybe', providerA);
    expect(badBool.json()).toEqual({ is_active: ['Enter true or false.'] });
    const badLimit = await get('/test/widgets/?limit=-1', providerA);
    expect(badLimit.json()).toEqual({ limit: ['Ensure this value is greater than or equal to 0.'] });
  });

  it('fetches by id lists within the scope', async () => {
    const all = (await get('/test/widgets/?ordering=id', operator)).json() as W[];
    const mine = all.filter((w) => w.owner === orgA).slice(0, 2);
    const theirs = all.find((w) => w.owner === orgB)!;
    const ids = [...mine.map((w) => w.id), theirs.id].join(',');
    const res = await get(`/test/widgets/?ids=${ids}`, providerA);
    expect((res.json() as W[]).map((w) => w.id)).toEqual(mine.map((w) => w.id));
    const alt = await get(`/test/widgets/?id__in=${ids}`, providerA);
    expect(alt.json()).toEqual(res.json());
    const tooMany = await get(`/test/widgets/?ids=${Array.from({ length: 1001 }, (_, i) => i + 1).join(',')}`, providerA);
    expect(tooMany.json()).toEqual({ ids: ['Ensure this list has no more than 1000 items.'] });
  });

  it('refuses nested expansions an expansion does not declare, as unknown names (found by test/fuzz.test.ts)', async () => {
    // shape declares edges.colour; operator (expandRelated) takes the expansions of flex/systemoperators: none.
    const [widget] = (await get('/test/widgets/?limit=1', operator)).json() as W[];
    for (const expand of ['shape.__proto__', 'shape.edges', 'shape.edges.colour.hue', 'operator.__proto__', 'operator.toString', 'operator.operator']) {
      for (const url of [`/test/widgets/?expand=${expand}`, `/test/widgets/${String(widget!.id)}/?expand=${expand}`]) {
        const res = await get(url, operator);
        expect([url, res.statusCode, res.json()]).toEqual([url, 400, { expand: [`Unknown nested expansion(s): ${expand}.`] }]);
      }
    }
  });

  it('expands relations through their own scope, with nested paths', async () => {
    const res = await get('/test/widgets/?name__in=w00,w05,w01&expand=operator,shape.edges.colour&ordering=name', operator);
    const rows = res.json() as Array<W & { operator: unknown; shape: unknown }>;
    expect(rows.map((r) => r.name)).toEqual(['w00', 'w01', 'w05']);
    expect(rows[0]!.operator).toMatchObject({ name: 'Northern Lines Networks', slug: 'northern-lines-networks' });
    expect(rows[1]!.operator).toBeNull();
    expect(rows[0]!.shape).toEqual({ kind: 'box', nested: ['edges.colour'] });
    const projected = await get('/test/widgets/?name=w05&fields=name&expand=operator', providerA);
    expect(projected.json()).toEqual([{ name: 'w05', operator: expect.objectContaining({ slug: 'northern-lines-networks' }) }]);
    const bad = await get('/test/widgets/?expand=owner', operator);
    expect(bad.json()).toEqual({ expand: ['Unknown expansion(s): owner. Allowed: operator, shape.'] });
  });

  it('gates by organisation type before anything else', async () => {
    expect((await get('/test/widgets/')).statusCode).toBe(401);
    const plain = await login(t.app, 'user@flex.test');
    const res = await get('/test/widgets/', plain);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
  });
});

describe('one, create, update, delete', () => {
  let mine: W;
  let theirs: W;
  beforeAll(async () => {
    const rows = (await get('/test/widgets/?ordering=id', operator)).json() as W[];
    mine = rows.find((w) => w.owner === orgA && w.name !== 'w01')!;
    theirs = rows.find((w) => w.owner === orgB)!;
  });

  it('reads one row, 404 outside the scope or for a malformed id', async () => {
    expect((await get(`/test/widgets/${mine.id}/`, providerA)).json()).toMatchObject({ id: mine.id, name: mine.name });
    expect((await get(`/test/widgets/${mine.id}/?fields=size`, providerA)).json()).toEqual({ size: mine.size });
    const hidden = await get(`/test/widgets/${theirs.id}/`, providerA);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ detail: 'Not found.' });
    expect((await get('/test/widgets/abc/', providerA)).statusCode).toBe(404);
  });

  it('creates with forced ownership and DRF-shaped validation errors', async () => {
    const res = await send('POST', '/test/widgets/', providerA, { name: 'fresh', size: 5, owner_org: orgB, category: 'large' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'fresh', size: 5, owner: orgA, category: 'large', label: 'fresh (5)', is_active: true });
    const bad = await send('POST', '/test/widgets/', providerA, { name: '', size: 'big', category: 'huge' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ name: ['This field may not be blank.'], size: ['A valid integer is required.'], category: ['Not a valid choice.'] });
    const missing = await send('POST', '/test/widgets/', providerA, {});
    expect(missing.json()).toEqual({ name: ['This field is required.'], size: ['This field is required.'] });
    const db = await send('POST', '/test/widgets/', providerA, { name: 'huge', size: 100000 });
    expect(db.statusCode).toBe(400);
    expect(db.json()).toEqual({ detail: 'A value is not allowed here.' });
    const forbiddenForOperators = await send('POST', '/test/widgets/', operator, { name: 'x', size: 1 });
    expect(forbiddenForOperators.statusCode).toBe(403);
  });

  it('updates (PUT needs all fields, PATCH some) only own rows', async () => {
    const put = await send('PUT', `/test/widgets/${mine.id}/`, providerA, { name: 'renamed' });
    expect(put.json()).toEqual({ size: ['This field is required.'] });
    const patch = await send('PATCH', `/test/widgets/${mine.id}/`, providerA, { name: 'renamed' });
    expect(patch.statusCode).toBe(200);
    expect(patch.json()).toMatchObject({ id: mine.id, name: 'renamed', size: mine.size });
    expect((await send('PATCH', `/test/widgets/${theirs.id}/`, providerA, { name: 'stolen' })).statusCode).toBe(404);
    expect((await send('PATCH', `/test/widgets/${mine.id}/`, operator, { name: 'op' })).statusCode).toBe(403);
    expect((await get(`/test/widgets/${theirs.id}/`, providerB)).json()).toMatchObject({ name: theirs.name });
  });

  it('bulk-creates atomically, at most 250', async () => {
    const before = (await get('/test/widgets/?limit=0', providerB)).headers['content-range'];
    const ok = await send('POST', '/test/widgets/bulk/', providerB, [
      { name: 'b1', size: 1 },
      { name: 'b2', size: 2 },
    ]);
    expect(ok.statusCode).toBe(201);
    expect(names(ok.json())).toEqual(['b1', 'b2']);
    const failing = await send('POST', '/test/widgets/bulk/', providerB, [
      { name: 'b3', size: 3 },
      { name: 'b4', size: 100000 },
    ]);
    expect(failing.statusCode).toBe(400);
    const after = (await get('/test/widgets/?limit=0', providerB)).headers['content-range'];
    expect([before, after]).toEqual(['items 0-0/10', 'items 0-0/12']);
    const invalid = await send('POST', '/test/widgets/bulk/', providerB, [{ name: 'ok', size: 1 }, { name: 'x' }]);
    expect(invalid.json()).toEqual({ 1: { size: ['This field is required.'] } });
    const tooMany = await send('POST', '/test/widgets/bulk/', providerB, Array.from({ length: 251 }, (_, i) => ({ name: `n${i}`, size: 1 })));
    expect(tooMany.json()).toEqual({ non_field_errors: ['Ensure this field has no more than 250 elements.'] });
  });

  it('bulk-patches atomically; one foreign id fails the batch', async () => {
    const own = (await get('/test/widgets/?name__in=b1,b2&ordering=name', providerB)).json() as W[];
    const res = await send('PATCH', '/test/widgets/bulk/', providerB, own.map((w) => ({ id: w.id, size: w.size + 100 })));
    expect((res.json() as W[]).map((w) => w.size)).toEqual([101, 102]);
    const mixed = await send('PATCH', '/test/widgets/bulk/', providerB, [
      { id: own[0]!.id, size: 7 },
      { id: mine.id, size: 7 },
    ]);
    expect(mixed.statusCode).toBe(404);
    expect(((await get(`/test/widgets/${own[0]!.id}/`, providerB)).json() as W).size).toBe(101);
  });

  it('sets inactive, runs detail actions and deletes with hooks', async () => {
    const inactive = await send('POST', `/test/widgets/${mine.id}/set_inactive/`, providerA);
    expect(inactive.json()).toMatchObject({ id: mine.id, is_active: false });
    expect((await send('POST', `/test/widgets/${theirs.id}/set_inactive/`, providerA)).statusCode).toBe(404);
    const grow = await send('POST', `/test/widgets/${mine.id}/grow/`, providerA, { by: 3 });
    expect(grow.json()).toEqual({ size: mine.size + 3 });
    expect((await send('POST', `/test/widgets/${theirs.id}/grow/`, providerA, { by: 3 })).statusCode).toBe(404);
    const keep = await send('POST', '/test/widgets/', providerA, { name: 'keep', size: 1 });
    const refused = await send('DELETE', `/test/widgets/${(keep.json() as W).id}/`, providerA);
    expect(refused.json()).toEqual({ detail: 'This widget is in use.' });
    expect((await send('DELETE', `/test/widgets/${theirs.id}/`, providerA)).statusCode).toBe(404);
    expect((await send('DELETE', `/test/widgets/${mine.id}/`, providerA)).statusCode).toBe(204);
    expect((await get(`/test/widgets/${mine.id}/`, providerA)).statusCode).toBe(404);
  });
});

describe('derived resources (visibleWith) and caller-dependent columns', () => {
  it('shows a part only with its widget, to the same caller, in lists, reads and id lists', async () => {
    const widgets = await t.app.db.query<{ id: number; owner_org: number }>('SELECT id, owner_org FROM widgets');
    const ownerOf = new Map(widgets.rows.map((w) => [w.id, w.owner_org]));
    const parts = await t.app.db.query<{ id: number; widget_id: number }>('SELECT id, widget_id FROM widget_parts ORDER BY id');
    for (const [token, org] of [
      [providerA, orgA],
      [providerB, orgB],
    ] as const) {
      const expected = parts.rows.filter((p) => ownerOf.get(p.widget_id) === org).map((p) => p.id);
      const list = await get('/test/widgetparts/?ordering=id', token);
      expect((list.json() as W[]).map((p) => p.id)).toEqual(expected);
      expect(list.headers['content-range']).toBe(`items 0-${expected.length - 1}/${expected.length}`);
      expect((list.json() as Array<{ mine: boolean }>).every((p) => p.mine)).toBe(true);
      const foreign = parts.rows.find((p) => ownerOf.get(p.widget_id) !== org)!;
      expect((await get(`/test/widgetparts/${foreign.id}/`, token)).statusCode).toBe(404);
      expect((await get(`/test/widgetparts/?ids=${foreign.id}`, token)).json()).toEqual([]);
    }
    // Operators see every widget, so every part; none of them is theirs.
    const all = (await get('/test/widgetparts/', operator)).json() as Array<{ mine: boolean }>;
    expect(all).toHaveLength(parts.rows.length);
    expect(all.some((p) => p.mine)).toBe(false);
  });

  it('answers a write with the columns computed for the writer', async () => {
    const own = (await t.app.db.query<{ id: number }>('SELECT id FROM widgets WHERE owner_org = $1 ORDER BY id LIMIT 1', [orgA])).rows[0]!.id;
    const created = await send('POST', '/test/widgetparts/', providerA, { widget: own, note: 'new' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ widget: own, note: 'new', mine: true });
  });
});

describe('errors, documentation, CORS', () => {
  it('hides internals of server errors', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await get('/test/widgets/explode/', providerA);
    spy.mockRestore();
    expect(res.statusCode).toBe(500);
    expect(res.body).toBe('{"detail":"A server error occurred."}');
  });

  it('answers malformed JSON, unknown routes and wrong methods DRF-style', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/test/widgets/', headers: { ...bearer(providerA), 'content-type': 'application/json' }, payload: '{"name": ' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json() as object)).toEqual(['detail']);
    const missing = await get('/no/such/thing/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Not found.' });
  });

  it('serves an OpenAPI document built from the schemas', async () => {
    const res = await get('/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, { parameters?: Array<{ name: string }> }>> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/auth/jwt/create/', '/flex/systemoperators/', '/test/widgets/', '/test/widgets/{id}/']));
    const params = doc.paths['/test/widgets/']!.get!.parameters!.map((p) => p.name);
    expect(params).toEqual(expect.arrayContaining(['limit', 'offset', 'ordering', 'size__gte', 'name__in', 'big']));
    const ops = doc.paths as unknown as Record<string, Record<string, { security?: unknown[] }>>;
    expect(ops['/features/']!.get!.security).toEqual([]);
    expect(ops['/test/widgets/']!.get!.security).toBeUndefined(); // the document default: bearer
    const page = await get('/docs/');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<code>/test/widgets/{id}/set_inactive/</code>');
  });

  it('allows cross-origin calls and exposes Content-Range', async () => {
    const pre = await t.app.inject({
      method: 'OPTIONS',
      url: '/test/widgets/',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const res = await t.app.inject({ method: 'GET', url: '/test/widgets/?limit=1', headers: { ...bearer(providerA), origin: 'http://localhost:3000' } });
    expect(String(res.headers['access-control-expose-headers'])).toContain('Content-Range');
  });
});

import { Type } from '@sinclair/typebox';
import { createTestApp, login, bearer, type TestApp } from './helpers.js';
import { registerResource, sql } from '../src/resources/index.js';

/**
 * The resource layer's edit locks and validator, on test-only resources: boxes (locked once
 * sealed: only the label may change) and their items (lockedWith the box: not created, changed,
 * deactivated or deleted while it is sealed), each item checked by one validator (`min ≤ max`) on
 * create, PUT, PATCH (the stored row with the body over it) and both bulk routes.
 */
let t: TestApp;
let provider: Record<string, string>;
const SEALED = (fields: string[]) => `This box is sealed (not ${fields.join(', ')}).`;

beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    app.register(async (child) => {
      const access = { list: { orgTypes: ['flexprovider' as const] }, read: { orgTypes: ['flexprovider' as const] }, create: { orgTypes: ['flexprovider' as const] }, update: { orgTypes: ['flexprovider' as const] }, delete: { orgTypes: ['flexprovider' as const] } };
      registerResource(child, {
        path: 'test/boxes',
        table: 'boxes',
        row: Type.Object({ id: Type.Integer(), label: Type.String(), colour: Type.String(), sealed: Type.Boolean() }),
        create: Type.Object({ label: Type.String(), colour: Type.String(), sealed: Type.Boolean() }, { additionalProperties: false }),
        update: Type.Object({ label: Type.String(), colour: Type.String(), sealed: Type.Boolean() }, { additionalProperties: false }),
        access,
        scope: () => true,
        editLock: { fields: ['sealed'], locked: (row) => row.sealed === true, editable: ['label'], message: SEALED },
      });
      registerResource(child, {
        path: 'test/boxitems',
        table: 'box_items',
        row: Type.Object({ id: Type.Integer(), box: Type.Integer(), min: Type.Integer(), max: Type.Integer(), is_active: Type.Boolean() }),
        columns: { box: 't.box_id' },
        create: Type.Object({ box: Type.Integer(), min: Type.Integer(), max: Type.Integer() }, { additionalProperties: false }),
        update: Type.Object({ min: Type.Integer(), max: Type.Integer() }, { additionalProperties: false }),
        access,
        scope: () => true,
        setInactive: true,
        lockedWith: { resource: 'test/boxes', field: 'items', parentId: (_db, values) => values.box ?? null },
        validate: (_ctx, candidate) => (Number(candidate.min) > Number(candidate.max) ? { max: ['Must be at least min.'] } : null),
        hooks: { beforeCreate: (_ctx, body) => ({ box_id: body.box, min: body.min, max: body.max }) },
      });
    });
  });
  await t.app.db.exec(`CREATE TABLE boxes (id serial PRIMARY KEY, label text NOT NULL, colour text NOT NULL, sealed boolean NOT NULL);
    CREATE TABLE box_items (id serial PRIMARY KEY, box_id integer NOT NULL REFERENCES boxes (id) ON DELETE CASCADE, min integer NOT NULL, max integer NOT NULL, is_active boolean NOT NULL DEFAULT true)`);
  provider = bearer(await login(t.app, 'provider@brightgrid.test'));
});
afterAll(async () => t.close());

const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: provider, ...(payload === undefined ? {} : { payload: payload as object }) });

async function box(sealed: boolean): Promise<{ box: number; item: number }> {
  const b = await t.app.db.query<{ id: number }>(`INSERT INTO boxes (label, colour, sealed) VALUES ('b', 'red', $1) RETURNING id`, [sealed]);
  const box = b.rows[0]!.id;
  const i = await t.app.db.query<{ id: number }>('INSERT INTO box_items (box_id, min, max) VALUES ($1, 1, 5) RETURNING id', [box]);
  return { box, item: i.rows[0]!.id };
}
const stored = async (item: number) => (await t.app.db.query(sql`SELECT min, max, is_active FROM box_items WHERE id = ${item}`)).rows[0];

describe('a locked row', () => {
  it('changes only its editable fields; anything else is a 409 naming the fields', async () => {
    const { box: id } = await box(true);
    expect((await send('PATCH', `/test/boxes/${id}/`, { label: 'renamed' })).statusCode).toBe(200);
    const refused = await send('PATCH', `/test/boxes/${id}/`, { label: 'again', colour: 'blue' });
    expect([refused.statusCode, refused.json()]).toEqual([409, { detail: SEALED(['colour']) }]);
    // Sending a field unchanged is no change.
    expect((await send('PATCH', `/test/boxes/${id}/`, { colour: 'red' })).statusCode).toBe(200);
  });
});

describe('the rows of a locked row (lockedWith)', () => {
  it('are not created, changed, deactivated or deleted, single or bulk, and nothing changes', async () => {
    const { box: id, item } = await box(true);
    const message = { detail: SEALED(['items']) };
    const results = [
      await send('POST', '/test/boxitems/', { box: id, min: 1, max: 2 }),
      await send('POST', '/test/boxitems/bulk/', [{ box: id, min: 1, max: 2 }]),
      await send('PATCH', `/test/boxitems/${item}/`, { max: 9 }),
      await send('PUT', `/test/boxitems/${item}/`, { min: 1, max: 9 }),
      await send('PATCH', '/test/boxitems/bulk/', [{ id: item, max: 9 }]),
      await send('POST', `/test/boxitems/${item}/set_inactive/`),
      await send('DELETE', `/test/boxitems/${item}/`),
    ];
    expect(results.map((r) => [r.statusCode, r.json()])).toEqual(results.map(() => [409, message]));
    expect(await stored(item)).toEqual({ min: 1, max: 5, is_active: true });
    const count = await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM box_items WHERE box_id = $1', [id]);
    expect(count.rows[0]!.n).toBe(1);
  });

  it('are written freely while it is not locked', async () => {
    const { box: id, item } = await box(false);
    expect((await send('POST', '/test/boxitems/', { box: id, min: 1, max: 2 })).statusCode).toBe(201);
    expect((await send('PATCH', `/test/boxitems/${item}/`, { max: 9 })).statusCode).toBe(200);
    expect((await send('POST', `/test/boxitems/${item}/set_inactive/`)).statusCode).toBe(200);
    expect((await send('DELETE', `/test/boxitems/${item}/`)).statusCode).toBe(204);
  });
});

describe('one validator for create, update and bulk', () => {
  it('refuses min above max on every write route, a PATCH checked against the stored row', async () => {
    const { box: id, item } = await box(false);
    const refusal = { max: ['Must be at least min.'] };
    const results = [
      await send('POST', '/test/boxitems/', { box: id, min: 3, max: 2 }),
      await send('POST', '/test/boxitems/bulk/', [{ box: id, min: 3, max: 2 }]),
      await send('PUT', `/test/boxitems/${item}/`, { min: 3, max: 2 }),
      // Only min is sent: the stored max (5) makes it wrong.
      await send('PATCH', `/test/boxitems/${item}/`, { min: 6 }),
      await send('PATCH', '/test/boxitems/bulk/', [{ id: item, min: 6 }]),
    ];
    expect(results.map((r) => [r.statusCode, r.json()])).toEqual(results.map(() => [400, refusal]));
    expect(await stored(item)).toEqual({ min: 1, max: 5, is_active: true });
    expect((await send('PATCH', `/test/boxitems/${item}/`, { min: 5 })).statusCode).toBe(200);
  });
});

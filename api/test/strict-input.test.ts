import { createTestApp, login, bearer, type TestApp } from './helpers.js';

/**
 * Input is read strictly (plugins/input.ts, resources/query.ts, plugins/errors.ts): path ids and
 * numbers in decimal digits only, limit/offset and ids within PostgreSQL's integer range, real
 * calendar dates, instants with their offset, booleans spelled true or false; and every 400 names
 * the field it refuses.
 */
let t: TestApp;
let provider: Record<string, string>;
let operator: Record<string, string>;
/** A competition of the operator's own (Northern Lines), and its id in other spellings. */
let competitionId: number;

beforeAll(async () => {
  t = await createTestApp();
  provider = bearer(await login(t.app, 'provider@brightgrid.test'));
  operator = bearer(await login(t.app, 'operator@northernlines.test'));
  const r = await t.app.db.query<{ id: number }>(
    `SELECT c.id FROM competitions c JOIN organisations o ON o.id = c.operator_id WHERE o.name = 'Northern Lines Networks' ORDER BY c.id DESC LIMIT 1`,
  );
  competitionId = r.rows[0]!.id;
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

describe('path ids', () => {
  it('are read in decimal digits only: hex, exponent and signed spellings of an existing id are 404s', async () => {
    expect((await get(`/flex/competitions/${competitionId}/`, operator)).statusCode).toBe(200);
    const spellings = [`0x${competitionId.toString(16)}`, `${competitionId / 10}e1`, `+${competitionId}`, `${competitionId}.0`, `%20${competitionId}`];
    for (const id of spellings) {
      const res = await get(`/flex/competitions/${id}/`, operator);
      expect({ id, status: res.statusCode }).toEqual({ id, status: 404 });
    }
  });

  it('a DELETE on the hex spelling deletes nothing', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: `/flex/competitions/0x${competitionId.toString(16)}/`, headers: operator });
    expect(res.statusCode).toBe(404);
    const still = await t.app.db.query('SELECT 1 FROM competitions WHERE id = $1', [competitionId]);
    expect(still.rows).toHaveLength(1);
  });

  it('an id beyond PostgreSQL integer range is a 404, not a database error', async () => {
    for (const id of ['2147483648', '99999999999999999999']) {
      const res = await get(`/flex/competitions/${id}/`, operator);
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('limit and offset', () => {
  it.each([
    ['offset', '1e400'],
    ['offset', '0x10'],
    ['offset', '-1'],
    ['offset', '2147483648'],
    ['limit', '1e1'],
    ['limit', '0x10'],
    ['limit', '5.0'],
    ['limit', 'ten'],
  ])('%s=%s is a 400 naming that parameter', async (param, value) => {
    const res = await get(`/flex/competitions/?${param}=${value}`, operator);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual([param]);
  });

  it('decimal values still page', async () => {
    const res = await get('/flex/competitions/?limit=2&offset=1', operator);
    expect(res.statusCode).toBe(200);
    expect((res.json() as unknown[]).length).toBeLessThanOrEqual(2);
    expect(res.headers['content-range']).toMatch(/^items 1-/);
  });

  it('hand-written list routes read them the same way', async () => {
    for (const url of ['/flex/assetoverviews/?limit=0x10', '/flex/assetoverviews/?offset=99999999999', '/flex/assetoverviews/?offset=1e3']) {
      const res = await get(url, provider);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
      expect(Object.keys(res.json())).toHaveLength(1);
      expect(['limit', 'offset']).toContain(Object.keys(res.json())[0]);
    }
  });
});

describe('filters', () => {
  it('integer filters and id lists: decimal digits within the integer range, each 400 naming the parameter', async () => {
    for (const [query, field] of [
      ['ids=0x10', 'ids'],
      ['id__in=1,1e3', 'id__in'],
      ['operator=99999999999', 'operator'],
      ['competition_ids=1,0x2', 'competition_ids'],
      ['competition_ids=99999999999', 'competition_ids'],
      ['within_operators_area=0x3', 'within_operators_area'],
      ['voltage=0x10', 'voltage'],
    ] as const) {
      const res = await get(`/flex/competitions/?${query}`, operator);
      expect({ query, status: res.statusCode, body: Object.keys(res.json()) }).toEqual({ query, status: 400, body: [field] });
    }
    const assets = await get('/flex/assets/?flex_asset_ids=1,99999999999', provider);
    expect(assets.statusCode).toBe(400);
    expect(Object.keys(assets.json())).toEqual(['flex_asset_ids']);
  });

  it('booleans are true or false (any letter case), nothing else', async () => {
    for (const query of ['is_active=1', 'is_active=yes', 'is_active=0']) {
      const res = await get(`/flex/assets/?${query}`, provider);
      expect({ query, status: res.statusCode, body: res.json() }).toEqual({ query, status: 400, body: { is_active: ['Enter true or false.'] } });
    }
    for (const query of ['qualified=1', 'qualified=yes', 'open_competitions=on']) {
      const res = await get(`/flex/plannedassets/?${query}`, provider);
      expect({ query, status: res.statusCode, field: Object.keys(res.json()) }).toEqual({ query, status: 400, field: [query.split('=')[0]] });
    }
    const all = (await get('/flex/assets/?limit=1000', provider)).json() as Array<{ is_active: boolean }>;
    for (const spelling of ['true', 'True', 'TRUE']) {
      const res = await get(`/flex/assets/?is_active=${spelling}&limit=1000`, provider);
      expect(res.statusCode).toBe(200);
      expect((res.json() as unknown[]).length).toBe(all.filter((a) => a.is_active).length);
    }
    expect((await get('/flex/plannedassets/?qualified=True&open_competitions=True', provider)).statusCode).toBe(200);
  });

  it('instants are real dates with an offset from UTC', async () => {
    const url = (v: string) => `/flex/assetunavailability/?unavailable_from__gte=${encodeURIComponent(v)}`;
    for (const value of ['2027-02-30T00:00:00Z', '2027-13-01T00:00:00Z', '2027-01-01T00:00', '2027-01-01', '1e12', 'tomorrow']) {
      const res = await get(url(value), provider);
      expect({ value, status: res.statusCode, field: Object.keys(res.json()) }).toEqual({ value, status: 400, field: ['unavailable_from__gte'] });
    }
    for (const value of ['2027-01-01T00:00:00Z', '2027-01-01T00:00+01:00', '2028-02-29T12:30:00.5-05:00']) {
      expect((await get(url(value), provider)).statusCode).toBe(200);
    }
  });
});

describe('bodies', () => {
  const period = (over: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/flex/serviceperiods/', headers: operator, payload: { competition: competitionId, name: 'Probe', start: '2030-01-01', end: '2030-01-31', ...over } });

  it('dates that do not exist are 400s naming the field', async () => {
    for (const [field, value] of [
      ['start', '2027-13-01'],
      ['start', '2027-02-29'],
      ['end', '2027-04-31'],
    ] as const) {
      const res = await period({ [field]: value });
      expect({ field, value, status: res.statusCode, body: res.json() }).toEqual({ field, value, status: 400, body: { [field]: ['Enter a valid date.'] } });
    }
  });

  it('an integer beyond the integer range is a 400 naming the field, not a database error', async () => {
    const res = await period({ competition: 99999999999 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ competition: ['Ensure this value is less than or equal to 2147483647.'] });
  });

  it('a field of a body that may also be null names the field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/jwt/logout/', payload: { sliding: 5 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ sliding: ['Not a valid string.'] });
  });
});

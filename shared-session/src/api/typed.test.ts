/**
 * The typed client: runtime behaviour (URL, query, expand, body, errors, the shared hooks) with a
 * fake fetch, and its types checked by the compiler (pnpm run typecheck): each `@ts-expect-error`
 * fails the typecheck when the line it marks stops being an error.
 */
import { bus, DEFAULT_REGION } from '../bus';
import { setRegion } from '../session/region';
import { storeToken } from '../session/token';
import { fakeFetch, json, makeToken } from '../testing/fakeApi';
import { configureApi, resetApiClient } from './client';
import { ApiError } from './errors';
import { api, fillPath } from './typed';
import type { Competition, CompetitionServicePeriod, Expanded, McaGsps, SystemOperator } from './types';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const assertType = <T extends true>(value: T): T => value;

beforeEach(() => {
  localStorage.clear();
  resetApiClient();
  bus.session$.next(null);
  bus.region$.next(DEFAULT_REGION);
});

function serve(body: unknown, init?: Parameters<typeof json>[1]) {
  const fake = fakeFetch(() => json(body, init));
  configureApi({ apiBase: 'http://api.test/', fetch: fake.fetch });
  return fake;
}

describe('typed client requests', () => {
  it('fills path parameters, joins expand names and sends the query through the shared hooks', async () => {
    const fake = serve({ id: 7, operator: { id: 2, name: 'Northern Lines' } });
    setRegion('IT');
    const token = makeToken();
    storeToken(token);
    const competition = await api.get('/flex/competitions/{id}/', { path: { id: 7 }, expand: ['operator', 'service_periods.windows'], query: { fields: 'id,operator' } });
    expect(competition.operator.name).toBe('Northern Lines');
    const [call] = fake.calls;
    expect(call?.method).toBe('GET');
    expect(call?.url.pathname).toBe('/flex/competitions/7/');
    expect(call?.url.searchParams.get('expand')).toBe('operator,service_periods.windows');
    expect(call?.url.searchParams.get('fields')).toBe('id,operator');
    expect(call?.headers.get('Accept-Language')).toBe('it-IT');
    expect(call?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(call?.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('sends the body as JSON with the method the call names', async () => {
    const fake = serve({ id: 7, name: 'Renamed' });
    const answer = await api.patch('/flex/competitions/{id}/', { path: { id: 7 }, body: { name: 'Renamed' } });
    expect(answer.name).toBe('Renamed');
    expect(fake.calls[0]?.method).toBe('PATCH');
    expect(fake.calls[0]?.body).toEqual({ name: 'Renamed' });
  });

  it('answers a list page with the Content-Range total', async () => {
    serve([{ id: 1 }, { id: 2 }], { headers: { 'Content-Range': 'items 0-1/9' } });
    const page = await api.page('/flex/assets/', { query: { limit: 2 } });
    expect(page.items.map((asset) => asset.id)).toEqual([1, 2]);
    expect(page.total).toBe(9);
  });

  it('rejects failures as ApiError with the field errors', async () => {
    serve({ name: ['Required'] }, { status: 400 });
    const failure = await api.patch('/flex/competitions/{id}/', { path: { id: 7 }, body: { name: '' } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(400);
  });

  it('encodes path parameters and names a missing one', () => {
    expect(fillPath('/dps/applications/{id}/attachments/{key}/', { id: 3, key: 'a b' })).toBe('dps/applications/3/attachments/a%20b/');
    expect(() => fillPath('/flex/competitions/{id}/', {})).toThrow('Missing path parameter "id"');
  });
});

describe('typed client types', () => {
  it('derives the answer from path, method and expand', () => {
    type One = Awaited<ReturnType<typeof api.get<'/flex/competitions/{id}/', 'operator' | 'service_periods.windows'>>>;
    assertType<Equal<One['operator'], SystemOperator>>(true);
    assertType<Equal<One, Expanded<Competition, 'operator' | 'service_periods', { service_periods: 'windows' }>>>(true);
    assertType<Equal<One['service_periods'][number]['windows'], NonNullable<CompetitionServicePeriod['windows']>>>(true);
    type Plain = Awaited<ReturnType<typeof api.get<'/flex/competitions/{id}/'>>>;
    assertType<Equal<Plain, Competition>>(true);
    type Gsps = Awaited<ReturnType<typeof api.get<'/mca/gsps/'>>>;
    assertType<Equal<Gsps, McaGsps>>(true);
    expect(true).toBe(true);
  });

  it('refuses calls the contract does not allow', () => {
    const calls = [
      // @ts-expect-error the path parameter is required
      () => api.get('/flex/competitions/{id}/'),
      // @ts-expect-error operator is expandable, name is not
      () => api.get('/flex/competitions/{id}/', { path: { id: 1 }, expand: ['name'] }),
      // @ts-expect-error no such path
      () => api.get('/flex/nothing/'),
      // @ts-expect-error the body must be a competition patch
      () => api.patch('/flex/competitions/{id}/', { path: { id: 1 }, body: { name: 3 } }),
    ];
    expect(calls).toHaveLength(4);
  });
});

/**
 * The typed client: runtime behaviour (URL, query, expand, body, errors, the shared hooks) with a
 * fake fetch, and its types checked by the compiler (pnpm run typecheck): each `@ts-expect-error`
 * fails the typecheck when the line it marks stops being an error.
 */
import { bus, DEFAULT_REGION } from '../bus';
import { setRegion } from '../session/region';
import { storeToken } from '../session/token';
import { fakeFetch, json, makeToken, type Recorded } from '../testing/fakeApi';
import { configureApi, resetApiClient } from './client';
import { ApiError } from './errors';
import { api, fillPath } from './typed';
import type {
  Competition, CompetitionServicePeriod, DispatchInstruction, DispatchInstructionCreate, Expanded, FlexAsset, FlexAssetCreate, FlexAssetPatch, FlexProvider,
  McaGsps, SystemOperator,
} from './types';

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

  it('sends a multipart form where the contract takes one, its file under its own name', async () => {
    const fake = serve({ key: 'a1', question: 'audit_documents' }, { status: 201 });
    const file = new File(['%PDF-1.4'], 'audit.pdf', { type: 'application/pdf' });
    await api.post('/dps/applications/{id}/attachments/', { path: { id: 5 }, form: { question: 'audit_documents', file } });
    const [call] = fake.calls;
    expect(call?.url.pathname).toBe('/dps/applications/5/attachments/');
    expect(call?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(String(call?.body)).toMatch(/name="question"\r\n\r\naudit_documents\r\n/);
    expect(String(call?.body)).toMatch(/name="file"; filename="audit.pdf"/);
  });

  it('created answers a 201 with its body and rejects any other success', async () => {
    serve([{ competition: 3, confirmation: 9, flex_assets: 2 }], { status: 201 });
    const rows = await api.created('/flex/competitionconfirmations/bulk_confirm/', { body: { competition_ids: [3] } });
    assertType<Equal<(typeof rows)[number]['confirmation'], number | null>>(true);
    expect(rows[0]?.confirmation).toBe(9);
    serve([], { status: 200 });
    await expect(api.created('/flex/competitionconfirmations/bulk_confirm/', { body: { competition_ids: [3] } })).rejects.toThrow(
      'Unexpected answer 200 to POST /flex/competitionconfirmations/bulk_confirm/.',
    );
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

function serveWith(handler: (req: Recorded) => Response) {
  const fake = fakeFetch(handler);
  configureApi({ apiBase: 'http://api.test/', fetch: fake.fetch });
  return fake;
}

const range = (start: number, end: number, total: number) => ({ 'Content-Range': `items ${start}-${end}/${total}` });
const param = (call: Recorded | undefined, name: string) => call?.url.searchParams.get(name);

describe('typed list and bulk helpers', () => {
  it('all walks every page with the query, expand and fields, one request at a time', async () => {
    const fake = serveWith((req) => {
      const offset = Number(req.url.searchParams.get('offset'));
      const end = Math.min(offset + 2, 5);
      return json(Array.from({ length: end - offset }, (_, i) => ({ id: offset + i, operator: { id: 1, name: 'Northern Lines' } })), { headers: range(offset, end - 1, 5) });
    });
    const rows = await api.all('/flex/competitions/', { query: { ordering: 'id' }, expand: ['operator'], fields: ['id', 'operator'], pageSize: 2 });
    expect(rows.map((row) => row.id)).toEqual([0, 1, 2, 3, 4]);
    expect(rows[0]?.operator.name).toBe('Northern Lines');
    expect(fake.calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual(Array(3).fill('GET /flex/competitions/'));
    expect(fake.calls.map((call) => [param(call, 'offset'), param(call, 'limit')])).toEqual([['0', '2'], ['2', '2'], ['4', '2']]);
    expect(fake.calls.every((call) => param(call, 'ordering') === 'id' && param(call, 'expand') === 'operator' && param(call, 'fields') === 'id,operator')).toBe(true);
  });

  it('all pages with 1000 rows a request and sends no empty expand or fields', async () => {
    const fake = serveWith(() => json([{ id: 1 }], { headers: range(0, 0, 1) }));
    await api.all('/flex/assets/');
    expect(param(fake.calls[0], 'limit')).toBe('1000');
    expect(fake.calls[0]?.url.searchParams.has('expand')).toBe(false);
    expect(fake.calls[0]?.url.searchParams.has('fields')).toBe(false);
  });

  it('byIds sends unique ids comma-joined, 1000 a request, with the query and fields', async () => {
    const fake = serveWith((req) => json((req.url.searchParams.get('ids') ?? '').split(',').map((id) => ({ id: Number(id), name: `Provider ${id}` }))));
    const ids = [...Array.from({ length: 1200 }, (_, i) => i + 1), 3, 4];
    const rows = await api.byIds('/flex/competitions/', ids, { query: { include_archived: true }, fields: ['id', 'name'] });
    expect(rows).toHaveLength(1200);
    expect(fake.calls.map((call) => param(call, 'ids')?.split(',').length)).toEqual([1000, 200]);
    expect(fake.calls.map((call) => param(call, 'limit'))).toEqual(['1000', '200']);
    expect(fake.calls.every((call) => param(call, 'include_archived') === 'true' && param(call, 'fields') === 'id,name')).toBe(true);
  });

  it('bulkCreate posts the bodies to the bulk path in chunks and answers the created rows in order', async () => {
    const fake = serveWith((req) => json(req.body, { status: 201 }));
    const bodies: DispatchInstructionCreate[] = Array.from({ length: 600 }, (_, i) => ({
      assets: [i], competition: 1, flex_provider: 3, service_window: 9, quantity: 1,
      start: '2026-01-01T00:00:00Z', end: '2026-01-01T01:00:00Z', response_deadline: '2025-12-31T23:00:00Z',
    }));
    const created = await api.bulkCreate('/dispatch/v1/instructions/bulk/', bodies);
    expect(fake.calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual(Array(3).fill('POST /dispatch/v1/instructions/bulk/'));
    expect(fake.calls.map((call) => (Array.isArray(call.body) ? call.body.length : 0))).toEqual([250, 250, 100]);
    expect(created).toHaveLength(600);
  });

  it('bulkPatch sends PATCH to the bulk path with the chunk size asked for', async () => {
    const fake = serveWith((req) => json(req.body));
    const patched = await api.bulkPatch('/flex/assets/bulk/', [{ id: 1, name: 'A' }, { id: 2, name: 'B' }, { id: 3, name: 'C' }], { chunkSize: 2, concurrency: 1 });
    expect(fake.calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual(Array(2).fill('PATCH /flex/assets/bulk/'));
    expect(fake.calls.map((call) => call.body)).toEqual([[{ id: 1, name: 'A' }, { id: 2, name: 'B' }], [{ id: 3, name: 'C' }]]);
    expect(patched.map((asset) => asset.name)).toEqual(['A', 'B', 'C']);
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
    // Fields computed on request (null until expanded) are expansions too; null stays where the API may answer it.
    type Counted = Awaited<ReturnType<typeof api.get<'/flex/competitions/{id}/', 'confirmation' | 'qualifyingAssets'>>>;
    assertType<Equal<Counted['qualifyingAssets'], Competition['qualifyingAssets']>>(true);
    assertType<Equal<Counted['confirmation'], Competition['confirmation']>>(true);
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
      // @ts-expect-error a multipart operation takes a form, not a JSON body
      () => api.post('/dps/applications/{id}/attachments/', { path: { id: 5 }, body: { question: 'x' } }),
      // @ts-expect-error a form has the contract's fields only
      () => api.post('/dps/applications/{id}/attachments/', { path: { id: 5 }, form: { question: 'x', file: new Blob(), colour: 'red' } }),
      // @ts-expect-error only POST paths whose contract answers 201 (set_inactive answers 200)
      () => api.created('/flex/competitions/{id}/set_inactive/', { path: { id: 1 } }),
    ];
    expect(calls).toHaveLength(7);
  });

  it('derives list and bulk item types from the path, expand and fields', () => {
    type All = Awaited<ReturnType<typeof api.all<'/flex/assets/'>>>;
    assertType<Equal<All, FlexAsset[]>>(true);
    type Named = Awaited<ReturnType<typeof api.byIds<'/flex/flexproviders/', never, 'id' | 'name'>>>;
    assertType<Equal<Named, Pick<FlexProvider, 'id' | 'name'>[]>>(true);
    type WithOperator = Awaited<ReturnType<typeof api.all<'/flex/competitions/', 'operator'>>>[number];
    assertType<Equal<WithOperator['operator'], SystemOperator>>(true);
    type Created = Awaited<ReturnType<typeof api.bulkCreate<'/dispatch/v1/instructions/bulk/'>>>;
    assertType<Equal<Created, DispatchInstruction[]>>(true);
    type CreateBody = Parameters<typeof api.bulkCreate<'/flex/assets/bulk/'>>[1][number];
    assertType<Equal<CreateBody, FlexAssetCreate>>(true);
    type PatchBody = Parameters<typeof api.bulkPatch<'/flex/assets/bulk/'>>[1][number];
    assertType<Equal<PatchBody['id'], number>>(true);
    assertType<Equal<PatchBody['name'], FlexAssetPatch['name']>>(true);
    expect(true).toBe(true);
  });

  it('refuses list and bulk calls the contract does not allow', () => {
    const calls = [
      // @ts-expect-error a single competition is not a list
      () => api.all('/flex/competitions/{id}/', { path: { id: 1 } }),
      // @ts-expect-error the helper sets the paging itself
      () => api.all('/flex/assets/', { query: { limit: 5 } }),
      // @ts-expect-error no such field on an asset
      () => api.all('/flex/assets/', { fields: ['title'] }),
      // @ts-expect-error the bulk helpers take bulk paths
      () => api.bulkCreate('/flex/assets/', []),
      // @ts-expect-error a bulk patch body carries the id
      () => api.bulkPatch('/flex/assets/bulk/', [{ name: 'A' }]),
    ];
    expect(calls).toHaveLength(5);
  });
});

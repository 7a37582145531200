import { bus, DEFAULT_REGION } from '../bus';
import { deferred, fakeFetch, flush, json, type Recorded } from '../testing/fakeApi';
import { configureApi, resetApiClient } from './client';
import {
  chunk, fetchAllPages, fetchByIds, list, listPage, mapWithConcurrency, parseContentRange, sendInChunks, toSearchParams,
  update,
} from './resources';

beforeEach(() => {
  localStorage.clear();
  resetApiClient();
  bus.session$.next(null);
  bus.region$.next(DEFAULT_REGION);
});

function serve(handler: (req: Recorded) => Response | Promise<Response>) {
  const api = fakeFetch(handler);
  configureApi({ apiBase: 'http://api.test/', fetch: api.fetch });
  return api;
}

const range = (start: number, end: number, total: number | '*') => ({ 'Content-Range': `items ${start}-${end}/${total}` });

describe('parseContentRange', () => {
  it.each([
    ['items 0-24/120', { start: 0, end: 24, total: 120 }],
    ['items 1000-1999/2500', { start: 1000, end: 1999, total: 2500 }],
    ['items */0', { start: null, end: null, total: 0 }],
    ['items 0-9/*', { start: 0, end: 9, total: null }],
    ['  items 5-5/6 ', { start: 5, end: 5, total: 6 }],
  ])('%s', (header, expected) => {
    expect(parseContentRange(header)).toEqual(expected);
  });

  it.each([null, undefined, '', 'bytes', 'items 0-9', 'items a-b/c'])('rejects %p', (header) => {
    expect(parseContentRange(header)).toBeNull();
  });
});

describe('single operations', () => {
  it('list serialises params: arrays comma-joined, empty values dropped', async () => {
    const api = serve(() => json([{ id: 1 }]));
    const items = await list('flex/competitions', { expand: ['operator', 'boundary'], limit: 200, offset: 400, gone: undefined, none: null, flag: true });
    expect(items).toEqual([{ id: 1 }]);
    const url = api.calls[0]!.url;
    expect(url.pathname).toBe('/flex/competitions/');
    expect(Object.fromEntries(url.searchParams)).toEqual({ expand: 'operator,boundary', limit: '200', offset: '400', flag: 'true' });
  });

  it('listPage reads the total from Content-Range', async () => {
    serve(() => json([{ id: 1 }, { id: 2 }], { headers: range(0, 1, 57) }));
    await expect(listPage('flex/assets/', { limit: 2 })).resolves.toEqual({ items: [{ id: 1 }, { id: 2 }], total: 57 });
  });

  it('update puts the body to the item path', async () => {
    const api = serve((req) => json({ id: 5, ok: req.method }));
    await expect(update('flex/assets', 5, { name: 'B' })).resolves.toEqual({ id: 5, ok: 'PUT' });
    expect(api.calls.map((c) => `${c.method} ${c.url.pathname}${c.url.search}`)).toEqual(['PUT /flex/assets/5/']);
    expect(api.calls.map((c) => c.body)).toEqual([{ name: 'B' }]);
  });
});

/** A fake API that holds every answer until the test releases it, counting requests in flight. */
function heldApi(answer: (req: Recorded) => Response) {
  const held: Array<{ req: Recorded; release: () => void }> = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const api = serve(async (req) => {
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    const gate = deferred<void>();
    held.push({ req, release: () => gate.resolve() });
    await gate.promise;
    inFlight--;
    return answer(req);
  });
  /** Releases held answers one at a time until `done` settles; returns the peak in flight. */
  const drain = async (done: Promise<unknown>) => {
    let settled = false;
    void done.then(() => (settled = true), () => (settled = true));
    for (let guard = 0; guard < 1000 && !settled; guard++) {
      await flush();
      held.shift()?.release();
    }
    await flush();
    return maxInFlight;
  };
  return { api, drain, held };
}

describe('bulk operations', () => {
  it('sendInChunks posts chunks of 250 to the bulk path with never more than two in flight', async () => {
    const { api, drain } = heldApi((req) => json((req.body as Array<{ n: number }>).map((x) => ({ id: x.n })), { status: 201 }));
    const items = Array.from({ length: 760 }, (_, n) => ({ n }));
    const done = sendInChunks<{ id: number }, { n: number }>('POST', 'flex/assets/bulk/', items);
    const peak = await drain(done);
    const result = await done;
    expect(api.calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual(Array(4).fill('POST /flex/assets/bulk/'));
    expect(api.calls.map((c) => (c.body as unknown[]).length)).toEqual([250, 250, 250, 10]);
    expect(peak).toBe(2);
    expect(result.map((r) => r.id)).toEqual(items.map((i) => i.n));
  });

  it('sends PATCH to the bulk path in chunks and keeps answer order', async () => {
    const { api, drain } = heldApi((req) => json(req.body));
    const items = Array.from({ length: 501 }, (_, i) => ({ id: i + 1, status: 'active' }));
    const done = sendInChunks<{ id: number }, { id: number; status: string }>('PATCH', 'bids/bids/bulk/', items);
    const peak = await drain(done);
    expect(peak).toBeLessThanOrEqual(2);
    expect(api.calls.every((c) => c.method === 'PATCH' && c.url.pathname === '/bids/bids/bulk/')).toBe(true);
    expect(api.calls.map((c) => (c.body as unknown[]).length)).toEqual([250, 250, 1]);
    expect((await done).map((x) => x.id)).toEqual(items.map((i) => i.id));
  });

  it('stops starting chunks after a failure and rejects with the API error', async () => {
    const { api, held } = heldApi((req) =>
      (req.body as Array<{ n: number }>)[0]!.n === 0 ? json({ name: ['Required.'] }, { status: 400 }) : json([]),
    );
    const items = Array.from({ length: 2000 }, (_, n) => ({ n }));
    const done = sendInChunks('POST', 'flex/assets/bulk/', items);
    const outcome = done.catch((e: unknown) => e);
    await flush();
    expect(held).toHaveLength(2);
    held.shift()!.release(); // first chunk fails
    await flush();
    held.shift()!.release(); // second chunk, already in flight, completes
    await flush();
    expect(await outcome).toMatchObject({ status: 400, fieldErrors: { name: ['Required.'] } });
    // nothing after the two chunks in flight was started
    expect(api.calls).toHaveLength(2);
    expect(held).toHaveLength(0);
  });

  it('sends nothing for an empty list', async () => {
    const api = serve(() => json([]));
    await expect(sendInChunks('POST', 'flex/assets/bulk/', [])).resolves.toEqual([]);
    expect(api.calls).toHaveLength(0);
  });
});

describe('paged reads', () => {
  it('fetchAllPages walks offsets 0, 1000, 2000 one request at a time until the total', async () => {
    const total = 2500;
    const { api, drain } = heldApi((req) => {
      const offset = Number(req.url.searchParams.get('offset'));
      const limit = Number(req.url.searchParams.get('limit'));
      const end = Math.min(offset + limit, total);
      const items = Array.from({ length: end - offset }, (_, i) => ({ id: offset + i }));
      return json(items, { headers: range(offset, end - 1, total) });
    });
    const done = fetchAllPages<{ id: number }>('flex/assets/', { ordering: 'id' });
    const peak = await drain(done);
    const items = await done;
    expect(peak).toBe(1);
    expect(api.calls.map((c) => [c.url.searchParams.get('offset'), c.url.searchParams.get('limit'), c.url.searchParams.get('ordering')])).toEqual([
      ['0', '1000', 'id'],
      ['1000', '1000', 'id'],
      ['2000', '1000', 'id'],
    ]);
    expect(items).toHaveLength(2500);
  });

  it('follows a server that caps the page size below 1000', async () => {
    const total = 1200;
    const api = serve((req) => {
      const offset = Number(req.url.searchParams.get('offset'));
      const end = Math.min(offset + 500, total);
      return json(Array.from({ length: end - offset }, (_, i) => ({ id: offset + i })), { headers: range(offset, end - 1, total) });
    });
    const items = await fetchAllPages<{ id: number }>('x/');
    expect(api.calls.map((c) => c.url.searchParams.get('offset'))).toEqual(['0', '500', '1000']);
    expect(items.map((i) => i.id)).toEqual(Array.from({ length: total }, (_, i) => i));
  });

  it('without a Content-Range total it stops at the first short page', async () => {
    const api = serve((req) => {
      const offset = Number(req.url.searchParams.get('offset'));
      return json(Array.from({ length: offset === 0 ? 3 : 1 }, (_, i) => ({ id: offset + i })));
    });
    const items = await fetchAllPages('x/', {}, { pageSize: 3 });
    expect(api.calls.map((c) => c.url.searchParams.get('offset'))).toEqual(['0', '3']);
    expect(items).toHaveLength(4);
  });

  it('stops on an empty page even if the total claims more', async () => {
    const api = serve(() => json([], { headers: { 'Content-Range': 'items */10' } }));
    await expect(fetchAllPages('x/')).resolves.toEqual([]);
    expect(api.calls).toHaveLength(1);
  });

  it('warns about duplicates across pages and drops them', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    serve((req) => {
      const offset = Number(req.url.searchParams.get('offset'));
      // the second page repeats id 1 (rows shifted between requests)
      return json(offset === 0 ? [{ id: 0 }, { id: 1 }] : [{ id: 1 }, { id: 2 }], { headers: range(offset, offset + 1, 4) });
    });
    const items = await fetchAllPages<{ id: number }>('flex/competitions/', {}, { pageSize: 2 });
    expect(items.map((i) => i.id)).toEqual([0, 1, 2]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain('flex/competitions/');
    expect(warn.mock.calls[0]![0]).toContain('1 duplicate');
    warn.mockRestore();
  });

  it('fetchByIds sends unique ids comma-joined, 1000 per request', async () => {
    const api = serve((req) => json((req.url.searchParams.get('ids') ?? '').split(',').map((id) => ({ id: Number(id) }))));
    const ids = [...Array.from({ length: 2300 }, (_, i) => i + 1), 5, 6];
    const items = await fetchByIds<{ id: number }>('flex/assets/', ids, { fields: 'id,name' });
    const sent = api.calls.map((c) => c.url.searchParams.get('ids')!.split(','));
    expect(sent.map((s) => s.length)).toEqual([1000, 1000, 300]);
    expect(sent[0]![0]).toBe('1');
    expect(sent[2]![299]).toBe('2300');
    expect(api.calls.every((c) => c.url.searchParams.get('fields') === 'id,name')).toBe(true);
    expect(api.calls.map((c) => c.url.searchParams.get('limit'))).toEqual(['1000', '1000', '300']);
    expect(items).toHaveLength(2300);
  });
});

describe('helpers', () => {
  it('chunk splits with a remainder', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(() => chunk([1], 0)).toThrow(RangeError);
  });

  it('toSearchParams', () => {
    expect(toSearchParams({ a: [1, 2], b: false, c: undefined }).toString()).toBe('a=1%2C2&b=false');
  });

  it('mapWithConcurrency keeps order', async () => {
    await expect(mapWithConcurrency([3, 1, 2], 2, async (x) => x * 10)).resolves.toEqual([30, 10, 20]);
  });
});

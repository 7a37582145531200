import { bus, DEFAULT_REGION } from '../bus';
import { setRegion } from '../session/region';
import { decodeToken, storeToken, removeToken } from '../session/token';
import { fakeFetch, json, makeToken } from '../testing/fakeApi';
import { apiBase, browserLocation, configureApi, deriveApiBase, goTo, request, resetApiClient } from './client';
import { ApiError } from './errors';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetApiClient();
  bus.session$.next(null);
  bus.region$.next(DEFAULT_REGION);
});

describe('API base', () => {
  it('prefers configuration, then the token claim, then the page location', () => {
    expect(apiBase()).toBe('http://localhost:8000/');
    const token = makeToken({ api_base_url: 'https://api.flex.example' });
    bus.session$.next({ token, claims: decodeToken(token)! });
    expect(apiBase()).toBe('https://api.flex.example/');
    configureApi({ apiBase: 'http://127.0.0.1:4800' });
    expect(apiBase()).toBe('http://127.0.0.1:4800/');
  });

  it.each([
    [{ protocol: 'http:', hostname: 'localhost' }, 'http://localhost:8000/'],
    [{ protocol: 'https:', hostname: 'flex.example.com' }, 'https://api.flex.example.com/'],
    [{ protocol: 'https:', hostname: 'www.flex.example.com' }, 'https://api.flex.example.com/'],
    [{ protocol: 'https:', hostname: 'api.flex.example.com' }, 'https://api.flex.example.com/'],
  ])('derives %j → %s', (loc, expected) => {
    expect(deriveApiBase(loc)).toBe(expected);
  });
});

describe('request headers', () => {
  it('sends no-cache headers on GET, Accept-Language from the region and the stored token', async () => {
    const api = fakeFetch(() => json([]));
    configureApi({ apiBase: 'http://api.test/', fetch: api.fetch });
    setRegion('IT');
    const token = makeToken();
    storeToken(token);
    await request('GET', '/flex/competitions/');
    const [call] = api.calls;
    expect(call?.url.href).toBe('http://api.test/flex/competitions/');
    expect(call?.headers.get('Cache-Control')).toBe('no-cache');
    expect(call?.headers.get('Pragma')).toBe('no-cache');
    expect(call?.headers.get('Accept-Language')).toBe('it-IT');
    expect(call?.headers.get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('sends no cache headers on writes and no Authorization without a token', async () => {
    const api = fakeFetch(() => json({ id: 1 }, { status: 201 }));
    configureApi({ apiBase: 'http://api.test/', fetch: api.fetch });
    removeToken();
    const res = await request<{ id: number }>('POST', 'flex/assets/', { json: { name: 'A' } });
    expect(res.data).toEqual({ id: 1 });
    expect(res.status).toBe(201);
    const [call] = api.calls;
    expect(call?.headers.get('Cache-Control')).toBeNull();
    expect(call?.headers.get('Authorization')).toBeNull();
    expect(call?.body).toEqual({ name: 'A' });
  });
});

describe('401 handling', () => {
  it('emits authError$ and asks for the index page, and still rejects with status 401', async () => {
    const api = fakeFetch(() => json({ detail: 'Token is invalid or expired' }, { status: 401 }));
    configureApi({ apiBase: 'http://api.test/', fetch: api.fetch });
    const authErrors: string[] = [];
    const navigations: string[] = [];
    const s1 = bus.authError$.subscribe((e) => authErrors.push(e.reason));
    const s2 = bus.navigate$.subscribe((n) => navigations.push(n.to));
    const error = await request('GET', 'flex/assets/').catch((e: unknown) => e);
    s1.unsubscribe();
    s2.unsubscribe();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).isUnauthorised).toBe(true);
    expect(authErrors).toEqual(['Token is invalid or expired']);
    expect(navigations).toEqual(['/']);
  });

  it('leaves an expected 401 (skipAuthError) alone', async () => {
    const api = fakeFetch(() => json({ detail: 'No active account found with the given credentials' }, { status: 401 }));
    configureApi({ apiBase: 'http://api.test/', fetch: api.fetch });
    const authErrors: unknown[] = [];
    const sub = bus.authError$.subscribe((e) => authErrors.push(e));
    await expect(request('POST', 'auth/jwt/create/', { json: {}, context: { skipAuthError: true } })).rejects.toMatchObject({ status: 401 });
    sub.unsubscribe();
    expect(authErrors).toEqual([]);
  });
});

describe('error normalisation', () => {
  it('turns a DRF 400 into field errors', async () => {
    const api = fakeFetch(() => json({ email: ['Enter a valid email address.'], non_field_errors: ['Nope.'] }, { status: 400 }));
    configureApi({ apiBase: 'http://api.test/', fetch: api.fetch });
    const error = (await request('POST', 'x/', { json: {} }).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toEqual({ email: ['Enter a valid email address.'], non_field_errors: ['Nope.'] });
    expect(error.detail).toBeUndefined();
  });

  it('reports a network failure as status 0', async () => {
    configureApi({
      apiBase: 'http://api.test/',
      fetch: (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch,
    });
    const error = (await request('POST', 'x/').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.isNetworkError).toBe(true);
    expect(error.message).toBe('Failed to fetch');
  });

  it('keeps a text body', async () => {
    const api = fakeFetch(() => new Response('Bad gateway page', { status: 500 }));
    configureApi({ apiBase: 'http://api.test/', fetch: api.fetch });
    const error = (await request('DELETE', 'x/1/').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(500);
    expect(error.body).toBe('Bad gateway page');
  });
});

describe('goTo', () => {
  it('uses the host router when it listens on navigate$, else a page load', () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    goTo('/');
    expect(assign).toHaveBeenCalledWith('/');
    const seen: string[] = [];
    const sub = bus.navigate$.subscribe((n) => seen.push(n.to));
    goTo('/login');
    sub.unsubscribe();
    expect(seen).toEqual(['/login']);
    expect(assign).toHaveBeenCalledTimes(1);
    assign.mockRestore();
  });
});

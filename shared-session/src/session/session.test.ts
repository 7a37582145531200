import { bus, DEFAULT_REGION, type Session } from '../bus';
import { browserLocation, configureApi, resetApiClient } from '../api/client';
import { STORAGE_KEYS, decodeBase64Json, encodeBase64Json } from '../storage';
import { fakeFetch, flush, json, makeToken, type Recorded } from '../testing/fakeApi';
import { setRegion } from './region';
import {
  checkSessionEnd, login, logout, maybeRefresh, refreshToken, startSession, stopSession, loadStoredSession, acceptToken,
} from './session';
import { clearTokenForThisTab, getToken, storeToken } from './token';
import { setPassword } from './password';

const NOW = Date.UTC(2026, 10, 21, 9, 0, 0);
const MIN = 60_000;

type Route = (req: Recorded) => Response | Promise<Response>;

function server(routes: Record<string, Route>, flags: string[] = []) {
  const api = fakeFetch((req) => {
    const key = `${req.method} ${req.url.pathname}`;
    const route = routes[key];
    if (route) return route(req);
    if (key === 'GET /features/') return json(flags);
    return json({ detail: 'Not found.' }, { status: 404 });
  });
  configureApi({ apiBase: 'http://api.test/', fetch: api.fetch });
  return api;
}

const paths = (api: { calls: Recorded[] }) => api.calls.map((c) => `${c.method} ${c.url.pathname}`);

let navigations: string[];
let authErrors: string[];
let subs: Array<{ unsubscribe(): void }>;
let assign: jest.SpyInstance;
let warn: jest.SpyInstance;

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, doNotFake: ['queueMicrotask', 'nextTick'] });
  localStorage.clear();
  sessionStorage.clear();
  resetApiClient();
  bus.session$.next(null);
  bus.flags$.next(new Set());
  bus.region$.next(DEFAULT_REGION);
  navigations = [];
  authErrors = [];
  subs = [bus.navigate$.subscribe((n) => navigations.push(n.to)), bus.authError$.subscribe((e) => authErrors.push(e.reason))];
  assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  stopSession();
  subs.forEach((s) => s.unsubscribe());
  assign.mockRestore();
  warn.mockRestore();
  jest.useRealTimers();
});

describe('login', () => {
  it('stores the token, publishes the session and fetches the flags', async () => {
    const token = makeToken({ email: 'provider@brightgrid.test' }, 3600);
    const api = server({ 'POST /auth/jwt/create/': () => json({ status: 'success', token }) }, ['exchange']);
    const seen: Array<Session | null> = [];
    const sub = bus.session$.subscribe((s) => seen.push(s));
    const result = await login('provider@brightgrid.test', 'Flex-demo-2026');
    await flush();
    sub.unsubscribe();
    expect(result.status).toBe('success');
    expect(result.session?.claims.email).toBe('provider@brightgrid.test');
    expect(localStorage.getItem('token')).toBe(token);
    expect(seen.at(-1)?.token).toBe(token);
    expect(api.calls[0]!.body).toEqual({ email: 'provider@brightgrid.test', password: 'Flex-demo-2026' });
    expect(paths(api)).toEqual(['POST /auth/jwt/create/', 'GET /features/']);
    expect(api.calls[1]!.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect([...bus.flags$.value]).toEqual(['exchange']);
  });

  it('rejects wrong credentials without treating the 401 as a lost session', async () => {
    server({ 'POST /auth/jwt/create/': () => json({ detail: 'No active account found with the given credentials' }, { status: 401 }) });
    await expect(login('a@b.test', 'nope')).rejects.toMatchObject({ status: 401 });
    expect(authErrors).toEqual([]);
    expect(navigations).toEqual([]);
    expect(bus.session$.value).toBeNull();
  });

  it('refuses a token of another version', async () => {
    server({ 'POST /auth/jwt/create/': () => json({ token: makeToken({ version: '2' }) }) });
    const result = await login('a@b.test', 'x');
    expect(result.session).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('picks the region of the preferred locale when none was chosen', async () => {
    server({ 'POST /auth/jwt/create/': () => json({ token: makeToken({ preferred_locale: 'it-IT' }) }) });
    await login('a@b.test', 'x');
    expect(bus.region$.value.code).toBe('IT');
  });

  it('keeps a region the user chose', async () => {
    setRegion('PT');
    server({ 'POST /auth/jwt/create/': () => json({ token: makeToken({ preferred_locale: 'it-IT' }) }) });
    await login('a@b.test', 'x');
    expect(bus.region$.value.code).toBe('PT');
  });

  it('does not take the preferred locale for a choice: a later login with another one follows it', async () => {
    server({ 'POST /auth/jwt/create/': () => json({ token: makeToken({ preferred_locale: 'it-IT' }) }) });
    await login('a@b.test', 'x');
    expect(bus.region$.value.code).toBe('IT');
    // Kept for reloads, marked as derived (not chosen).
    expect(decodeBase64Json(localStorage.getItem(STORAGE_KEYS.region))).toMatchObject({ code: 'IT', derived: true });
    // The user changed their preferred locale under Settings > Account; the next login uses it.
    server({ 'POST /auth/jwt/create/': () => json({ token: makeToken({ preferred_locale: 'pt-PT' }) }) });
    await login('a@b.test', 'x');
    expect(bus.region$.value.code).toBe('PT');
  });

  it('leaves the region alone when a token is re-issued mid-session (refresh, password change)', async () => {
    server({
      'POST /auth/jwt/create/': () => json({ token: makeToken({ preferred_locale: 'en-GB' }) }),
      'POST /auth/users/set_password/': () => json({ token: makeToken({ preferred_locale: 'it-IT' }) }),
    });
    await login('a@b.test', 'x');
    expect((await setPassword({ current_password: 'a', new_password: 'b' })).ok).toBe(true);
    expect(bus.region$.value.code).toBe('GB');
    expect(acceptToken(makeToken({ preferred_locale: 'pt-PT' }))).not.toBeNull();
    expect(bus.region$.value.code).toBe('GB');
  });
});

describe('stored session', () => {
  it('publishes a valid stored token and removes an expired one', () => {
    const valid = makeToken({}, 3600);
    storeToken(valid);
    expect(loadStoredSession()?.token).toBe(valid);
    const reasons: string[] = [];
    const moves: string[] = [];
    const sub = bus.authError$.subscribe((e) => reasons.push(e.reason));
    sub.add(bus.navigate$.subscribe((n) => moves.push(n.to)));
    storeToken(makeToken({}, -1));
    expect(loadStoredSession()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    // an expired session is a lost session: auth error and the index page
    expect(reasons).toEqual(['expired']);
    expect(moves).toEqual(['/']);
    sub.unsubscribe();
  });

  it('silently drops a stored token that is not a version-1 token', () => {
    const reasons: string[] = [];
    const sub = bus.authError$.subscribe((e) => reasons.push(e.reason));
    storeToken(makeToken({ version: '0' }, 3600));
    expect(loadStoredSession()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(reasons).toEqual([]);
    sub.unsubscribe();
  });

  it('clears the token for this tab only', () => {
    const token = makeToken();
    storeToken(token);
    clearTokenForThisTab();
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('token')).toBe(token);
    expect(loadStoredSession()).toBeNull();
    // the shared token is still there for the other tabs
    expect(localStorage.getItem('token')).toBe(token);
    storeToken(token);
    expect(getToken()).toBe(token);
  });
});

describe('refresh', () => {
  it('refreshes within half an hour of expiry, once, and replaces the token', async () => {
    const fresh = makeToken({}, 3600);
    let answers = 0;
    const api = server({ 'POST /auth/jwt/refresh/': () => (answers++, json({ token: fresh })) });
    const old = makeToken({}, 29 * 60);
    acceptToken(old);
    const a = maybeRefresh();
    const b = maybeRefresh(); // a refresh is already running
    expect(b).toBeNull();
    await a;
    expect(answers).toBe(1);
    expect(api.calls[0]!.body).toEqual({ token: old });
    expect(bus.session$.value?.token).toBe(fresh);
    expect(localStorage.getItem('token')).toBe(fresh);
  });

  it('does not refresh a token with more than half an hour left', () => {
    server({});
    acceptToken(makeToken({}, 31 * 60));
    expect(maybeRefresh()).toBeNull();
  });

  it('the running session refreshes once the window is reached', async () => {
    const fresh = makeToken({}, 7200, NOW + 40 * MIN);
    const api = server({ 'POST /auth/jwt/refresh/': () => json({ token: fresh }) });
    storeToken(makeToken({}, 3600));
    startSession();
    await flush();
    expect(paths(api)).toEqual(['GET /features/']);
    jest.advanceTimersByTime(29 * MIN);
    await flush();
    expect(paths(api)).not.toContain('POST /auth/jwt/refresh/');
    jest.advanceTimersByTime(2 * MIN); // now 31 min in: 29 min left
    await flush();
    expect(paths(api).filter((p) => p === 'POST /auth/jwt/refresh/')).toHaveLength(1);
    expect(bus.session$.value?.token).toBe(fresh);
  });

  it('logs out when the refresh answer has no token', async () => {
    const api = server({ 'POST /auth/jwt/refresh/': () => json({}), 'POST /auth/jwt/logout/': () => json({}) });
    acceptToken(makeToken({}, 60));
    await expect(refreshToken()).resolves.toBeNull();
    expect(paths(api)).toContain('POST /auth/jwt/logout/');
    expect(bus.session$.value).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it.each(['Refresh has expired.', 'Signature has expired.'])('"%s" → auth error and the index page', async (message) => {
    server({ 'POST /auth/jwt/refresh/': () => json({ detail: message }, { status: 401 }) });
    acceptToken(makeToken({}, 60));
    await refreshToken();
    expect(authErrors).toEqual([message]);
    expect(navigations).toEqual(['/']);
    expect(bus.session$.value).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('recognises the expired message in a 400 field list too', async () => {
    server({ 'POST /auth/jwt/refresh/': () => json({ non_field_errors: ['Refresh has expired.'] }, { status: 400 }) });
    acceptToken(makeToken({}, 60));
    await refreshToken();
    expect(authErrors).toEqual(['Refresh has expired.']);
  });

  it('keeps the session when the refresh fails for another reason', async () => {
    const token = makeToken({}, 600);
    server({ 'POST /auth/jwt/refresh/': () => json({ detail: 'Server error' }, { status: 500 }) });
    acceptToken(token);
    await expect(refreshToken()).resolves.toMatchObject({ token });
    expect(authErrors).toEqual([]);
    expect(localStorage.getItem('token')).toBe(token);
  });
});

describe('logout', () => {
  it('posts {sliding} with the token, clears it and resets state except region and configuration', async () => {
    const token = makeToken({}, 3600);
    const api = server({ 'POST /auth/jwt/logout/': () => json({}) }, ['explore']);
    setRegion('US');
    acceptToken(token);
    bus.flags$.next(new Set(['exchange', 'explore']));
    const modalCloses: unknown[] = [];
    const sub = bus.modal$.subscribe((m) => modalCloses.push(m));
    const result = await logout();
    await flush();
    sub.unsubscribe();
    expect(result.cognitoUrl).toBeNull();
    const call = api.calls.find((c) => c.url.pathname === '/auth/jwt/logout/')!;
    expect(call.body).toEqual({ sliding: token });
    expect(call.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(bus.session$.value).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(modalCloses).toEqual([{ type: 'close' }]);
    // flags fetched again as an anonymous visitor
    const flagsCall = api.calls.filter((c) => c.url.pathname === '/features/').at(-1)!;
    expect(flagsCall.headers.get('Authorization')).toBeNull();
    expect([...bus.flags$.value]).toEqual(['explore']);
    expect(bus.region$.value.code).toBe('US');
    expect(api.calls.at(-1)!.url.origin).toBe('http://api.test');
    expect(assign).not.toHaveBeenCalled();
  });

  it('follows cognito_url from the answer', async () => {
    server({ 'POST /auth/jwt/logout/': () => json({ cognito_url: 'https://auth.example.com/logout?client_id=x' }) });
    acceptToken(makeToken());
    const result = await logout();
    expect(result.cognitoUrl).toBe('https://auth.example.com/logout?client_id=x');
    expect(assign).toHaveBeenCalledWith('https://auth.example.com/logout?client_id=x');
  });

  it('ignores a cognito_url that is not http(s)', async () => {
    server({ 'POST /auth/jwt/logout/': () => json({ cognito_url: 'javascript:alert(1)' }) });
    acceptToken(makeToken());
    expect((await logout()).cognitoUrl).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('signs out locally when the call fails', async () => {
    server({ 'POST /auth/jwt/logout/': () => json({ detail: 'Token is invalid' }, { status: 401 }) });
    acceptToken(makeToken());
    await logout();
    expect(bus.session$.value).toBeNull();
    expect(authErrors).toEqual([]);
  });
});

describe('idle logout (inactivity_timeout)', () => {
  it('logs out after 15 minutes without activity and goes to the index', async () => {
    const api = server({ 'POST /auth/jwt/logout/': () => json({}) }, ['inactivity_timeout']);
    storeToken(makeToken({}, 4 * 3600));
    startSession();
    await flush();
    expect(bus.flags$.value.has('inactivity_timeout')).toBe(true);
    jest.advanceTimersByTime(10 * MIN);
    window.dispatchEvent(new Event('keydown'));
    jest.advanceTimersByTime(14 * MIN); // 24 min since start, 14 since the key press
    await flush();
    expect(paths(api)).not.toContain('POST /auth/jwt/logout/');
    expect(bus.session$.value).not.toBeNull();
    jest.advanceTimersByTime(MIN);
    await flush();
    expect(paths(api)).toContain('POST /auth/jwt/logout/');
    expect(bus.session$.value).toBeNull();
    expect(navigations).toEqual(['/']);
  });

  it('counts activity seen by another tab', async () => {
    const api = server({ 'POST /auth/jwt/logout/': () => json({}) }, ['inactivity_timeout']);
    storeToken(makeToken({}, 4 * 3600));
    startSession();
    await flush();
    jest.advanceTimersByTime(10 * MIN);
    localStorage.setItem('activity', String(Date.now()));
    jest.advanceTimersByTime(10 * MIN);
    await flush();
    expect(paths(api)).not.toContain('POST /auth/jwt/logout/');
    jest.advanceTimersByTime(5 * MIN);
    await flush();
    expect(paths(api)).toContain('POST /auth/jwt/logout/');
  });

  it('does nothing without the flag', async () => {
    const api = server({ 'POST /auth/jwt/logout/': () => json({}) }, []);
    storeToken(makeToken({}, 4 * 3600));
    startSession();
    await flush();
    jest.advanceTimersByTime(60 * MIN);
    await flush();
    expect(paths(api)).not.toContain('POST /auth/jwt/logout/');
  });
});

describe('end-of-session check (session_end_check)', () => {
  it('logs out within 10 s of expiry, checked every 10 s', async () => {
    // refresh fails (server error) so the token really runs out
    const api = server({
      'POST /auth/jwt/logout/': () => json({}),
      'POST /auth/jwt/refresh/': () => json({ detail: 'unavailable' }, { status: 500 }),
    }, ['session_end_check']);
    storeToken(makeToken({}, 45));
    startSession();
    await flush();
    jest.advanceTimersByTime(30_000); // 15 s left
    await flush();
    expect(paths(api)).not.toContain('POST /auth/jwt/logout/');
    jest.advanceTimersByTime(10_000); // 5 s left
    await flush();
    expect(paths(api)).toContain('POST /auth/jwt/logout/');
    expect(bus.session$.value).toBeNull();
    expect(navigations).toEqual(['/']);
  });

  it('checkSessionEnd leaves a token with time to spare', async () => {
    const api = server({ 'POST /auth/jwt/logout/': () => json({}) });
    acceptToken(makeToken({}, 60));
    expect(checkSessionEnd()).toBe(false);
    expect(checkSessionEnd(NOW + 49_000)).toBe(false);
    expect(checkSessionEnd(NOW + 51_000)).toBe(true);
    await flush();
    expect(paths(api)).toEqual(['POST /auth/jwt/logout/', 'GET /features/']);
    expect(navigations).toEqual(['/']);
  });

  it('is off without the flag', async () => {
    const api = server({ 'POST /auth/jwt/refresh/': () => json({ detail: 'unavailable' }, { status: 500 }) }, []);
    storeToken(makeToken({}, 45));
    startSession();
    await flush();
    jest.advanceTimersByTime(40_000);
    await flush();
    expect(paths(api)).not.toContain('POST /auth/jwt/logout/');
  });
});

describe('startSession', () => {
  it('restores flags and region from storage before the flag fetch answers, then replaces the flags', async () => {
    localStorage.setItem(STORAGE_KEYS.features, encodeBase64Json(['explore', 'exchange']));
    localStorage.setItem(STORAGE_KEYS.region, encodeBase64Json({ code: 'AU' }));
    let answer!: (r: Response) => void;
    const api = fakeFetch(() => new Promise<Response>((r) => (answer = r)));
    configureApi({ apiBase: 'http://api.test/', fetch: api.fetch });
    const handle = startSession();
    expect([...bus.flags$.value].sort()).toEqual(['exchange', 'explore']);
    expect(bus.region$.value).toMatchObject({ code: 'AU', locale: 'en-AU', timezone: 'Australia/Sydney' });
    await flush();
    answer(json(['roadmap']));
    await handle.ready;
    expect([...bus.flags$.value]).toEqual(['roadmap']);
    expect(decodeBase64Json(localStorage.getItem(STORAGE_KEYS.features))).toEqual(['roadmap']);
  });

  it('is started once', () => {
    server({});
    expect(startSession()).toBe(startSession());
  });

  it('a 401 from any call signs this page out', async () => {
    server({ 'GET /flex/assets/': () => json({ detail: 'Invalid token.' }, { status: 401 }) });
    storeToken(makeToken());
    startSession();
    const { list } = await import('../api/resources');
    await expect(list('flex/assets/')).rejects.toMatchObject({ status: 401 });
    expect(authErrors).toEqual(['Invalid token.']);
    expect(bus.session$.value).toBeNull();
    expect(navigations).toEqual(['/']);
  });

  it('follows a login or logout in another tab', async () => {
    server({});
    startSession();
    const token = makeToken();
    localStorage.setItem('token', token);
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: token }));
    expect(bus.session$.value?.token).toBe(token);
    localStorage.removeItem('token');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: null }));
    expect(bus.session$.value).toBeNull();
  });
});

describe('password change', () => {
  it('replaces the stored token with the fresh one the server answers, so this tab stays logged in', async () => {
    const old = makeToken({ email: 'operator@northernlines.test' }, 3600);
    const fresh = makeToken({ email: 'operator@northernlines.test' }, 3599);
    storeToken(old);
    const api = server({ 'POST /auth/users/set_password/': () => json({ token: fresh }) });
    const result = await setPassword({ current_password: 'Flex-demo-2026', new_password: 'Another-good-1' });
    expect(result).toEqual({ ok: true });
    expect(api.calls[0]!.headers.get('Authorization')).toBe(`Bearer ${old}`);
    expect(getToken()).toBe(fresh);
    expect(bus.session$.value?.token).toBe(fresh);
  });

  it('keeps the token when the change is refused', async () => {
    const old = makeToken({ email: 'operator@northernlines.test' }, 3600);
    storeToken(old);
    server({ 'POST /auth/users/set_password/': () => json({ current_password: ['Invalid password.'] }, { status: 400 }) });
    const result = await setPassword({ current_password: 'wrong', new_password: 'Another-good-1' });
    expect(result.ok).toBe(false);
    expect(getToken()).toBe(old);
  });
});

import { bus } from '../bus';
import { configureApi, resetApiClient } from '../api/client';
import { fakeFetch, flush, json, makeToken } from '../testing/fakeApi';
import { acceptHandOver, handOverUrl, siteFromApiBase, tokenFromFragment } from './handover';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetApiClient();
  bus.session$.next(null);
});

describe('hand-over (spec platform §4.1)', () => {
  const jwt = 'aaa.bbb.ccc';
  it.each<[string, string | null]>([
    [`#token=${jwt}`, jwt],
    [`token=${jwt}`, jwt],
    [`#access_token=${jwt}&x=1`, jwt],
    [`#${jwt}`, jwt],
    ['#', null],
    ['', null],
    ['#section-2', null],
  ])('reads %p', (hash, expected) => {
    expect(tokenFromFragment(hash)).toBe(expected);
  });

  it('stores a good token, publishes the session and fetches the flags', async () => {
    const api = fakeFetch(() => json(['explore']));
    configureApi({ apiBase: 'http://api.test/', fetch: api.fetch });
    const token = makeToken({ email: 'operator@northernlines.test' });
    const session = acceptHandOver(`#token=${token}`);
    await flush();
    expect(session?.claims.email).toBe('operator@northernlines.test');
    expect(localStorage.getItem('token')).toBe(token);
    expect(bus.session$.value?.token).toBe(token);
    expect(api.calls.map((c) => c.url.pathname)).toEqual(['/features/']);
  });

  it('refuses an expired or malformed token', () => {
    expect(acceptHandOver(`#token=${makeToken({}, -10)}`)).toBeNull();
    expect(acceptHandOver('#token=not-a-jwt')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(bus.session$.value).toBeNull();
  });

  it('builds the sister-site address from the API base', () => {
    expect(siteFromApiBase('https://api.flex.example.com/')).toBe('https://flex.example.com');
    expect(siteFromApiBase('https://api-it.flex.example.com/v1/')).toBe('https://it.flex.example.com');
    expect(siteFromApiBase('not a url')).toBeNull();
    expect(handOverUrl('https://max.example.com/', 'a.b.c')).toBe('https://max.example.com/flex-token-response#token=a.b.c');
  });
});

import type { Session } from './bus';
import { checkRoute, hasPermissions, loginRedirectPath, safeNextPath, type GuardContext, type RouteRequirements } from './guards';
import { decodeToken } from './session/token';
import { makeToken } from './testing/fakeApi';

const NOW = Date.UTC(2026, 10, 21, 12);

function sessionOf(claims: Parameters<typeof makeToken>[0], expiresIn = 3600): Session {
  const token = makeToken(claims, expiresIn, NOW);
  return { token, claims: decodeToken(token)! };
}

const provider = sessionOf({ role: { org_type: 'flexprovider', id: 3, is_max_org: false }, permission_names: ['view-competitions', 'manage-bids'] });
const operator = sessionOf({ role: { org_type: 'systemoperator', id: 9, is_max_org: false }, permission_names: ['manage-competitions'] });
const plain = sessionOf({ role: { org_type: 'user', id: null, is_max_org: false }, permission_names: [] });
const expired = sessionOf({}, -5);
const oldVersion = sessionOf({ version: '0' });

const ctx = (session: Session | null, flags: string[] = [], params: GuardContext['params'] = {}): GuardContext => ({
  session,
  flags: new Set(flags),
  params,
  now: NOW,
});

describe('hasPermissions', () => {
  it.each<[string[], string[] | undefined, boolean]>([
    [[], undefined, true],
    [['a'], ['a', 'b'], true],
    [['a', 'b'], ['a', 'b'], true],
    [['a', 'c'], ['a', 'b'], false],
    [['a'], undefined, false],
  ])('needs %j, holds %j → %s', (names, held, expected) => {
    const claims = held ? { ...provider.claims, permission_names: held } : null;
    expect(hasPermissions(claims, names)).toBe(expected);
  });
});

describe('checkRoute', () => {
  const numericId: RouteRequirements['params'] = (p) => /^\d+$/.test(p.id ?? '');
  it.each<[string, RouteRequirements | RouteRequirements[], GuardContext, string]>([
    ['public route, logged out', {}, ctx(null), 'ok'],
    ['login needed, logged out', { requiresLogin: true }, ctx(null), 'login'],
    ['login needed, expired token', { requiresLogin: true }, ctx(expired), 'login'],
    ['login needed, wrong token version', { requiresLogin: true }, ctx(oldVersion), 'login'],
    ['login needed, logged in', { requiresLogin: true }, ctx(plain), 'ok'],
    ['login checked before roles', { requiresLogin: true, roles: ['systemoperator'] }, ctx(null), 'login'],
    ['role matches', { requiresLogin: true, roles: ['flexprovider'] }, ctx(provider), 'ok'],
    ['role does not match', { requiresLogin: true, roles: ['systemoperator'] }, ctx(provider), 'notFound'],
    ['plain user on a provider route', { roles: ['flexprovider'] }, ctx(plain), 'notFound'],
    ['role without login', { roles: ['flexprovider'] }, ctx(null), 'notFound'],
    ['flag off', { flags: ['exchange'] }, ctx(provider), 'notFound'],
    ['flag on', { flags: ['exchange'] }, ctx(provider, ['exchange']), 'ok'],
    ['all flags needed', { flags: ['exchange', 'full_tier'] }, ctx(provider, ['exchange']), 'notFound'],
    ['params valid', { params: numericId }, ctx(provider, [], { id: '12' }), 'ok'],
    ['params invalid', { params: numericId }, ctx(provider, [], { id: 'abc' }), 'notFound'],
    ['required permission held', { requiredPermissions: ['manage-bids'] }, ctx(provider), 'ok'],
    ['required permission missing (no flag needed)', { requiredPermissions: ['manage-competitions'] }, ctx(provider), 'notFound'],
    ['navigation permission missing, guard flag off', { permissions: ['manage-competitions'] }, ctx(provider), 'ok'],
    ['navigation permission missing, guard flag on', { permissions: ['manage-competitions'] }, ctx(provider, ['permissions_navigation_guard']), 'notFound'],
    ['navigation permissions held, guard flag on', { permissions: ['view-competitions', 'manage-bids'] }, ctx(provider, ['permissions_navigation_guard']), 'ok'],
    ['navigation permission, guard on, logged out', { permissions: ['view-competitions'] }, ctx(null, ['permissions_navigation_guard']), 'notFound'],
    [
      'only the last matched route’s permissions count',
      [{ requiresLogin: true, permissions: ['manage-competitions'] }, { permissions: ['manage-bids'] }],
      ctx(provider, ['permissions_navigation_guard']),
      'ok',
    ],
    [
      'last route lacks a permission',
      [{ requiresLogin: true }, { permissions: ['manage-competitions'] }],
      ctx(provider, ['permissions_navigation_guard']),
      'notFound',
    ],
    ['chain: login anywhere in the chain', [{ requiresLogin: true }, {}], ctx(null), 'login'],
    ['chain: outer role check applies', [{ roles: ['systemoperator'] }, {}], ctx(provider), 'notFound'],
    ['operator on operator route', [{ requiresLogin: true, roles: ['systemoperator'] }, { permissions: ['manage-competitions'] }], ctx(operator, ['permissions_navigation_guard']), 'ok'],
  ])('%s', (_name, route, context, expected) => {
    expect(checkRoute(route, context)).toBe(expected);
  });
});

describe('login redirect', () => {
  it('keeps path and search in next', () => {
    expect(loginRedirectPath({ pathname: '/manage/flexprovider/bids', search: '?page=2&x=a b' })).toBe(
      '/login?next=%2Fmanage%2Fflexprovider%2Fbids%3Fpage%3D2%26x%3Da%20b',
    );
  });

  it.each<[string | null, string]>([
    ['/manage?x=1', '/manage?x=1'],
    [null, '/dashboard'],
    ['', '/dashboard'],
    ['https://evil.example/', '/dashboard'],
    ['//evil.example/', '/dashboard'],
    ['/\\evil.example', '/dashboard'],
    ['dashboard', '/dashboard'],
    ['/login?next=/x', '/dashboard'],
    ['/logout', '/dashboard'],
  ])('safeNextPath(%p) → %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });
});

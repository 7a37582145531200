import type { Claims, OrgType } from './claims';
import { orgTypeOf } from './claims';
import type { FlagSet, Session } from './bus';
import { isLoggedIn } from './session/token';

/** Permission names (spec platform §6). */
export const PERMISSIONS = {
  viewCompetitions: 'view-competitions',
  viewManageUi: 'view-manage-ui',
  manageCompetitions: 'manage-competitions',
  manageBids: 'manage-bids',
  manageDispatches: 'manage-dispatches',
  viewOperations: 'view-operations',
  viewSettlement: 'view-settlement',
  analytics: 'analytics',
  buyLoadMod: 'buy-load-mod',
  buyFromOpenMarket: 'buy-from-open-market',
  default: 'default',
} as const;

/** True when every listed permission is held (an empty list is always held). */
export function hasPermissions(claims: Claims | null | undefined, names: readonly string[]): boolean {
  if (names.length === 0) return true;
  const held = new Set(claims?.permission_names ?? []);
  return names.every((name) => held.has(name));
}

/** True when at least one listed permission is held. */
export function hasAnyPermission(claims: Claims | null | undefined, names: readonly string[]): boolean {
  const held = new Set(claims?.permission_names ?? []);
  return names.some((name) => held.has(name));
}

export type RouteParams = Readonly<Record<string, string | undefined>>;

/** What a route asks of the visitor (spec platform §5). */
export interface RouteRequirements {
  /** A logged-out visitor is sent to /login?next=… */
  requiresLogin?: boolean;
  /** Organisation types allowed (any of them). */
  roles?: readonly OrgType[];
  /** Navigation permissions: all must be held, enforced under permissions_navigation_guard (last matched route only). */
  permissions?: readonly string[];
  /** Permissions that are part of the route's authorisation check: always enforced, all must be held. */
  requiredPermissions?: readonly string[];
  /** Feature flags that must all be on. */
  flags?: readonly string[];
  /** Validates the route's params (e.g. a numeric id); false → not found. */
  params?: (params: RouteParams, claims: Claims | null) => boolean;
}

export interface GuardContext {
  session: Session | null;
  flags: FlagSet;
  params?: RouteParams;
  now?: number;
}

export type GuardResult = 'ok' | 'login' | 'notFound';

export const PERMISSIONS_NAVIGATION_GUARD = 'permissions_navigation_guard';

/**
 * Decides a navigation. Pass the matched route chain, outermost first (or one route).
 * Login is checked first across the chain; then each route's authorisation check (roles,
 * required permissions, flags, params); then, with the permissions_navigation_guard flag, every
 * permission listed on the last matched route.
 */
export function checkRoute(route: RouteRequirements | readonly RouteRequirements[], ctx: GuardContext): GuardResult {
  const chain: readonly RouteRequirements[] = Array.isArray(route) ? route : [route as RouteRequirements];
  const claims = ctx.session && isLoggedIn(ctx.session.claims, ctx.now) ? ctx.session.claims : null;
  if (!claims && chain.some((r) => r.requiresLogin)) return 'login';
  for (const r of chain) {
    if (r.roles && r.roles.length > 0 && (!claims || !r.roles.includes(orgTypeOf(claims)))) return 'notFound';
    if (r.requiredPermissions && !hasPermissions(claims, r.requiredPermissions)) return 'notFound';
    if (r.flags && !r.flags.every((f) => ctx.flags.has(f))) return 'notFound';
    if (r.params && !r.params(ctx.params ?? {}, claims)) return 'notFound';
  }
  const last = chain[chain.length - 1];
  if (last?.permissions && ctx.flags.has(PERMISSIONS_NAVIGATION_GUARD) && !hasPermissions(claims, last.permissions)) {
    return 'notFound';
  }
  return 'ok';
}

/** `/login?next=<path+search>` for the current location. */
export function loginRedirectPath(location: { pathname: string; search?: string; hash?: string }): string {
  const next = `${location.pathname}${location.search ?? ''}`;
  return `/login?next=${encodeURIComponent(next)}`;
}

/**
 * A `next` value that is safe to navigate to: a same-site absolute path ("/x"), never
 * "//host" or "https://…" (open redirect). Else `fallback`.
 */
export function safeNextPath(next: string | null | undefined, fallback = '/dashboard'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  if (next === '/login' || next.startsWith('/login?') || next.startsWith('/logout')) return fallback;
  return next;
}

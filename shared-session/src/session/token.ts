import { decodeJwt } from 'jose';
import type { Claims } from '../claims';
import { STORAGE_KEYS, readItem, removeItem, writeItem } from '../storage';

/**
 * Where the raw JWT lives (spec platform §3, §4.1).
 *
 * The token is kept in localStorage under `token`, so every tab of the site shares one session.
 * "Clearing for the current tab only" is a sessionStorage marker (`token:tab-cleared`): while it
 * is set, this tab ignores the shared token (it behaves as logged out) and leaves the other
 * tabs' session intact. Storing a new token in this tab removes the marker again.
 */
export const TAB_CLEARED_KEY = 'token:tab-cleared';

export function getToken(): string | null {
  if (readItem(TAB_CLEARED_KEY, 'sessionStorage') === '1') return null;
  return readItem(STORAGE_KEYS.token);
}

export function storeToken(token: string): void {
  writeItem(STORAGE_KEYS.token, token);
  removeItem(TAB_CLEARED_KEY, 'sessionStorage');
}

/** Removes the token for every tab (logout). */
export function removeToken(): void {
  removeItem(STORAGE_KEYS.token);
}

/** Forgets the token in this tab only; other tabs stay logged in. */
export function clearTokenForThisTab(): void {
  writeItem(TAB_CLEARED_KEY, '1', 'sessionStorage');
}

/** Claims of a JWT without verifying it (the server verifies); null when it is not a JWT. */
export function decodeToken(token: string | null | undefined): Claims | null {
  if (!token) return null;
  try {
    const payload = decodeJwt(token) as Partial<Claims>;
    if (typeof payload !== 'object' || payload === null) return null;
    return payload as Claims;
  } catch {
    return null;
  }
}

export const TOKEN_VERSION = '1';
/** Refresh when the token expires within half an hour (spec platform §9). */
export const REFRESH_WINDOW_MS = 30 * 60 * 1000;

/** Milliseconds until expiry (negative once expired); -Infinity without a usable exp. */
export function msUntilExpiry(claims: Claims | null | undefined, now = Date.now()): number {
  if (!claims || typeof claims.exp !== 'number') return Number.NEGATIVE_INFINITY;
  return claims.exp * 1000 - now;
}

/** Logged in: version "1" and not expired (spec platform §4.1). */
export function isLoggedIn(claims: Claims | null | undefined, now = Date.now()): boolean {
  return !!claims && claims.version === TOKEN_VERSION && msUntilExpiry(claims, now) > 0;
}

/** True when a logged-in token expires within the refresh window. */
export function needsRefresh(claims: Claims | null | undefined, now = Date.now()): boolean {
  return isLoggedIn(claims, now) && msUntilExpiry(claims, now) <= REFRESH_WINDOW_MS;
}

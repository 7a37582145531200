import { combineLatest, type Subscription } from 'rxjs';
import { bus, type Session } from '../bus';
import { browserLocation, configureApi, goTo, request, resetApiClient, type ApiConfig } from '../api/client';
import { isApiError, parseErrorBody } from '../api/errors';
import type { ResponseOf } from '../api/types';
import { paths } from '../routes';
import { switchLocale } from '../i18n';
import { STORAGE_KEYS } from '../storage';
import { FLAGS, fetchFlags, restoreFlags } from './flags';
import { followPreferredLocale, restoreRegion } from './region';
import { watchIdle } from './idle';
import { decodeToken, getToken, isLoggedIn, msUntilExpiry, needsRefresh, removeToken, storeToken } from './token';

/** Session lifecycle (spec platform §4.1, §8, §9). The host calls {@link startSession} once. */

export const SESSION_END_CHECK_INTERVAL_MS = 10_000;
export const SESSION_END_MARGIN_MS = 10_000;
/** How often the refresh window is checked (the token is refreshed 30 min before expiry). */
export const REFRESH_CHECK_INTERVAL_MS = 60_000;
/** Refresh answers that mean the session cannot be extended (spec platform §8). */
export const EXPIRED_MESSAGES: readonly string[] = ['Refresh has expired.', 'Signature has expired.'];

function sameSession(a: Session | null, b: Session | null): boolean {
  return a === b || (!!a && !!b && a.token === b.token);
}

function publish(session: Session | null): Session | null {
  if (!sameSession(bus.session$.value, session)) bus.session$.next(session);
  return bus.session$.value;
}

/** The session for a raw token, or null when it is not a logged-in version-1 token. */
export function sessionFromToken(token: string | null, now = Date.now()): Session | null {
  const claims = decodeToken(token);
  return token && claims && isLoggedIn(claims, now) ? { token, claims } : null;
}

export function currentSession(): Session | null {
  return bus.session$.value;
}

/**
 * Publishes the stored token's session. A foreign stored token is removed; a version-1 token
 * that has expired is a lost session: auth error and the index page (spec platform §4.1, §8).
 */
export function loadStoredSession(): Session | null {
  const token = getToken();
  const session = sessionFromToken(token);
  if (token && !session) {
    const claims = decodeToken(token);
    if (claims?.version === '1') {
      endSessionWithAuthError('expired');
      return null;
    }
    removeToken();
  }
  return publish(session);
}

/**
 * Stores a token and publishes its session; a token that is not logged in is refused (null).
 * `login`: the token starts a session (login, hand-over), so the region follows the user's
 * preferred locale unless one was chosen in this browser; a refreshed or re-issued token
 * (password change) leaves the region alone mid-session.
 */
export function acceptToken(token: string, { login = false }: { login?: boolean } = {}): Session | null {
  const session = sessionFromToken(token);
  if (!session) return null;
  storeToken(token);
  if (login) followPreferredLocale(session.claims.preferred_locale);
  return publish(session);
}

function refetchFlags(): void {
  fetchFlags().catch((error: unknown) => console.warn('[session] feature flags could not be loaded', error));
}

/**
 * Ends the session in this page without calling the server: token removed, session$ → null,
 * open modals closed, the API client rebuilt, flags fetched again as an anonymous visitor.
 * Kept: the region (interface language), the current route and the API configuration.
 */
export function signOutLocally(): void {
  const had = bus.session$.value !== null || getToken() !== null;
  removeToken();
  publish(null);
  resetApiClient({ keepConfig: true });
  if (had) {
    bus.modal$.next({ type: 'close' });
    refetchFlags();
  }
}

export interface LoginResult {
  /** The status the server reported (or 'ok' / 'no_token'). */
  status: string;
  session: Session | null;
}

/**
 * POST auth/jwt/create/ {email, password}. A token in the answer is stored and published and
 * the flags are fetched for the user. HTTP failures reject with ApiError (400/401 wrong
 * credentials, 429 too many attempts); a 401 here is not treated as a lost session.
 */
export async function login(email: string, password: string): Promise<LoginResult> {
  const { data } = await request<Partial<ResponseOf<'/auth/jwt/create/', 'post'>> | undefined>('POST', 'auth/jwt/create/', {
    json: { email, password },
    context: { skipAuthError: true },
  });
  const token = typeof data?.token === 'string' ? data.token : null;
  const session = token ? acceptToken(token, { login: true }) : null;
  if (session) refetchFlags();
  const status = typeof data?.status === 'string' ? data.status : session ? 'ok' : 'no_token';
  return { status, session };
}

export interface LogoutResult {
  /** Hosted-logout address from the answer, when present (the page was sent there). */
  cognitoUrl: string | null;
}

function safeExternalUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * POST auth/jwt/logout/ {sliding: token} with the token, then {@link signOutLocally} (even when
 * the call fails: the user asked to leave). When the answer carries cognito_url the browser is
 * sent there; otherwise the caller decides where to go.
 */
export async function logout(): Promise<LogoutResult> {
  const token = bus.session$.value?.token ?? getToken();
  let cognitoUrl: string | null = null;
  if (token) {
    try {
      const { data } = await request<Partial<ResponseOf<'/auth/jwt/logout/', 'post'>> | undefined>('POST', 'auth/jwt/logout/', {
        json: { sliding: token },
        headers: { Authorization: `Bearer ${token}` },
        context: { skipAuthError: true },
      });
      cognitoUrl = safeExternalUrl(data?.cognito_url);
    } catch (error) {
      console.warn('[session] logout call failed; signed out locally', error);
    }
  }
  signOutLocally();
  if (cognitoUrl) browserLocation.assign(cognitoUrl);
  return { cognitoUrl };
}

/** Lost session: auth error emitted, local sign-out, user sent to the index page. */
export function endSessionWithAuthError(reason: string): void {
  signOutLocally();
  bus.authError$.next({ reason });
  goTo(paths.index);
}

function expiredMessage(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const { detail, fieldErrors } = parseErrorBody(error.body);
  const messages = [detail, ...Object.values(fieldErrors).flat()];
  return messages.find((m): m is string => typeof m === 'string' && EXPIRED_MESSAGES.includes(m)) ?? null;
}

let refreshing: Promise<Session | null> | null = null;

export function isRefreshing(): boolean {
  return refreshing !== null;
}

/**
 * POST auth/jwt/refresh/ {token}. The new token replaces the old; no token in the answer logs
 * the user out; "Refresh has expired." / "Signature has expired." (or a 401) end the session
 * with an auth error. Other failures (network) keep the session for the next attempt.
 * Concurrent calls share the one running refresh.
 */
export function refreshToken(): Promise<Session | null> {
  if (refreshing) return refreshing;
  const current = bus.session$.value;
  if (!current) return Promise.resolve(null);
  refreshing = (async () => {
    try {
      const { data } = await request<Partial<ResponseOf<'/auth/jwt/refresh/', 'post'>> | undefined>('POST', 'auth/jwt/refresh/', {
        json: { token: current.token },
        context: { skipAuthError: true },
      });
      const token = typeof data?.token === 'string' ? data.token : null;
      const session = token ? acceptToken(token) : null;
      if (!session) {
        await logout();
        return null;
      }
      return session;
    } catch (error) {
      const expired = expiredMessage(error);
      if (expired || (isApiError(error) && error.status === 401)) {
        endSessionWithAuthError(expired ?? 'unauthorised');
        return null;
      }
      console.warn('[session] token refresh failed; will retry', error);
      return bus.session$.value;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/** Refreshes when the token expires within 30 minutes and no refresh is running. */
export function maybeRefresh(now = Date.now()): Promise<Session | null> | null {
  const current = bus.session$.value;
  if (!current || refreshing || !needsRefresh(current.claims, now)) return null;
  return refreshToken();
}

/** One tick of the end-of-session check: within 10 s of expiry → logout and go to the index. */
export function checkSessionEnd(now = Date.now()): boolean {
  const current = bus.session$.value;
  if (!current || msUntilExpiry(current.claims, now) > SESSION_END_MARGIN_MS) return false;
  void logout().then(() => goTo(paths.index));
  return true;
}

export interface SessionHandle {
  /** Resolves when the first feature-flag fetch has settled (flags restored from storage are already published). */
  ready: Promise<void>;
  stop: () => void;
}

let handle: SessionHandle | null = null;

/**
 * Wires the session once for the page (the host calls it; remotes only subscribe to the bus):
 * restores region, flags and token from storage, fetches the flags, and runs the refresh
 * check, the idle logout (flag inactivity_timeout), the end-of-session check (flag
 * session_end_check), 401 handling and cross-tab token changes. Calling it again returns the
 * running handle.
 */
export function startSession(options: ApiConfig = {}): SessionHandle {
  if (handle) return handle;
  if (options.apiBase || options.fetch || options.timeout !== undefined) configureApi(options);
  restoreRegion();
  restoreFlags();
  loadStoredSession();

  const subscriptions: Subscription[] = [];
  const cleanups: Array<() => void> = [];

  // Interface language follows the region: every package's catalogue for it loads, then it shows.
  subscriptions.push(bus.region$.subscribe((region) => void switchLocale(region.locale)));

  // Any 401 (see api/client): the session is gone in this page too.
  subscriptions.push(bus.authError$.subscribe(() => {
    if (bus.session$.value) signOutLocally();
  }));

  const refreshTimer = setInterval(() => void maybeRefresh(), REFRESH_CHECK_INTERVAL_MS);
  cleanups.push(() => clearInterval(refreshTimer));
  void maybeRefresh();

  let stopIdle: (() => void) | null = null;
  let endTimer: ReturnType<typeof setInterval> | null = null;
  subscriptions.push(
    combineLatest([bus.session$, bus.flags$]).subscribe(([session, flags]) => {
      const idleWanted = !!session && flags.has(FLAGS.inactivityTimeout);
      if (idleWanted && !stopIdle) {
        stopIdle = watchIdle(() => {
          stopIdle = null;
          void logout().then(() => goTo(paths.index));
        });
      } else if (!idleWanted && stopIdle) {
        stopIdle();
        stopIdle = null;
      }
      const endWanted = !!session && flags.has(FLAGS.sessionEndCheck);
      if (endWanted && !endTimer) {
        endTimer = setInterval(() => checkSessionEnd(), SESSION_END_CHECK_INTERVAL_MS);
      } else if (!endWanted && endTimer) {
        clearInterval(endTimer);
        endTimer = null;
      }
    }),
  );
  cleanups.push(() => {
    stopIdle?.();
    stopIdle = null;
    if (endTimer) clearInterval(endTimer);
    endTimer = null;
  });

  if (typeof window !== 'undefined') {
    // Another tab logged in or out.
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.token || event.key === null) loadStoredSession();
    };
    // Back from sleep: the refresh window may have been passed while timers were frozen.
    const onVisible = () => {
      if (document.visibilityState === 'visible') {
        loadStoredSession();
        void maybeRefresh();
      }
    };
    window.addEventListener('storage', onStorage);
    document.addEventListener('visibilitychange', onVisible);
    cleanups.push(() => {
      window.removeEventListener('storage', onStorage);
      document.removeEventListener('visibilitychange', onVisible);
    });
  }

  const ready = fetchFlags().then(
    () => undefined,
    (error: unknown) => console.warn('[session] feature flags could not be loaded; using stored flags', error),
  );

  const stop = () => {
    subscriptions.forEach((s) => s.unsubscribe());
    cleanups.forEach((c) => c());
    handle = null;
  };
  handle = { ready, stop };
  return handle;
}

/** Stops what {@link startSession} started (tests, or a host being torn down). */
export function stopSession(): void {
  handle?.stop();
}

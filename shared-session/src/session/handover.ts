import type { Session } from '../bus';
import { fetchFlags } from './flags';
import { acceptToken } from './session';

/**
 * Hand-over of a session between sister front ends (spec platform §4.1): the token travels in
 * the URL fragment (never sent to a server), to /max-token-response or /ssoresponse here.
 */
export function tokenFromFragment(hash: string): string | null {
  const fragment = hash.replace(/^#/, '');
  if (!fragment) return null;
  const params = new URLSearchParams(fragment);
  const named = params.get('token') ?? params.get('access_token') ?? params.get('jwt');
  if (named) return named;
  const raw = decodeURIComponent(fragment);
  return /^[\w-]+\.[\w-]+\.[\w-]*$/.test(raw) ? raw : null;
}

/**
 * Starts the session from a fragment (`#token=<jwt>` or `#<jwt>`): stores the token, publishes
 * the session and fetches the flags. Null when the fragment holds no logged-in token. The
 * caller should replace the URL afterwards so the token does not stay in history.
 */
export function acceptHandOver(hash: string): Session | null {
  const token = tokenFromFragment(hash);
  const session = token ? acceptToken(token, { login: true }) : null;
  if (session) fetchFlags().catch((error: unknown) => console.warn('[session] feature flags could not be loaded', error));
  return session;
}

/** The sister site of an API base: `https://api.flex.example/` → `https://flex.example`. */
export function siteFromApiBase(apiBaseUrl: string): string | null {
  try {
    const url = new URL(apiBaseUrl);
    url.hostname = url.hostname.replace(/^api[.-]/, '');
    return url.origin;
  } catch {
    return null;
  }
}

/** Address that hands `token` to another front end (e.g. `/flex-token-response` on the max site). */
export function handOverUrl(site: string, token: string, path = '/flex-token-response'): string {
  return `${site.replace(/\/+$/, '')}${path}#token=${encodeURIComponent(token)}`;
}

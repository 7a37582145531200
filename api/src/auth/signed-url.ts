import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed, expiring links that need no auth header (map-data documents, file downloads): the query
 * `expires=<unix seconds>&signature=<HMAC-SHA256 of "purpose:key:expires">`, keyed with the
 * server's secret. The purpose keeps a signature made for one kind of link from opening another.
 */
function sign(secret: Uint8Array, purpose: string, key: string, expires: number): string {
  return createHmac('sha256', secret).update(`${purpose}:${key}:${expires}`).digest('base64url');
}

/** `expires=…&signature=…` for `key`, valid `lifetimeSeconds` from `now`. */
export function signedExpiry(secret: Uint8Array, purpose: string, key: string, lifetimeSeconds: number, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + lifetimeSeconds;
  return `expires=${expires}&signature=${sign(secret, purpose, key, expires)}`;
}

/** 'ok', 'expired' (signed by us, too late) or 'invalid' (not our signature for this purpose, key and expiry). */
export function checkSignature(secret: Uint8Array, purpose: string, key: string, expires: number, signature: string, now = Date.now()): 'ok' | 'expired' | 'invalid' {
  const expected = Buffer.from(sign(secret, purpose, key, expires));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  if (expires * 1000 < now) return 'expired';
  return 'ok';
}

import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226 HOTP; SHA-1, 6 digits, 30-second steps),
 * as authenticator apps make them from a base32 secret. A user with an enrolled secret
 * (users.mfa_secret) gives a current code to change their password.
 */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Codes of the step before and after are accepted too (clock drift, a code typed as it changes). */
export const TOTP_WINDOW = 1;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/=+$/, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The HOTP code of a counter (RFC 4226 §5.3, dynamic truncation). */
export function hotp(key: Buffer, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(binary).padStart(digits, '0');
}

/** The TOTP code of a base32 secret at a time (ms since epoch). */
export function totp(secret: string, at = Date.now(), digits = TOTP_DIGITS): string {
  return hotp(base32Decode(secret), Math.floor(at / 1000 / TOTP_STEP_SECONDS), digits);
}

/** Is `code` (spaces allowed, as apps show "123 456") the secret's code now, or one step either side? */
export function verifyTotp(secret: string, code: string, at = Date.now()): boolean {
  const given = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(given)) return false;
  const key = base32Decode(secret);
  const step = Math.floor(at / 1000 / TOTP_STEP_SECONDS);
  let ok = false;
  for (let d = -TOTP_WINDOW; d <= TOTP_WINDOW; d++) {
    // Every candidate compared in constant time, none skipped.
    if (timingSafeEqual(Buffer.from(hotp(key, step + d)), Buffer.from(given))) ok = true;
  }
  return ok;
}

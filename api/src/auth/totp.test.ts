import { base32Decode, hotp, totp, verifyTotp } from './totp.js';

// RFC 6238 appendix B (SHA-1): the ASCII secret "12345678901234567890", 8-digit codes.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP', () => {
  it('decodes base32', () => {
    expect(base32Decode(RFC_SECRET).toString('ascii')).toBe('12345678901234567890');
    expect(() => base32Decode('not-base32!')).toThrow();
  });

  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('matches the RFC 6238 vector at %i s', (seconds, code) => {
    expect(totp(RFC_SECRET, seconds * 1000, 8)).toBe(code);
  });

  it('matches the RFC 4226 HOTP vectors', () => {
    const key = Buffer.from('12345678901234567890');
    expect([0, 1, 2, 9].map((c) => hotp(key, c))).toEqual(['755224', '287082', '359152', '520489']);
  });

  it('accepts the current code and one step either side, nothing else', () => {
    const now = 1_800_000_000_000;
    const at = (steps: number) => totp(RFC_SECRET, now + steps * 30_000);
    expect(verifyTotp(RFC_SECRET, at(0), now)).toBe(true);
    expect(verifyTotp(RFC_SECRET, at(-1), now)).toBe(true);
    expect(verifyTotp(RFC_SECRET, at(1), now)).toBe(true);
    expect(verifyTotp(RFC_SECRET, at(-2), now)).toBe(false);
    expect(verifyTotp(RFC_SECRET, at(2), now)).toBe(false);
    const current = at(0);
    expect(verifyTotp(RFC_SECRET, `${current.slice(0, 3)} ${current.slice(3)}`, now)).toBe(true);
    expect(verifyTotp(RFC_SECRET, '', now)).toBe(false);
    expect(verifyTotp(RFC_SECRET, '12345', now)).toBe(false);
    expect(verifyTotp(RFC_SECRET, 'abcdef', now)).toBe(false);
  });
});

import { signedQuery, verifySignature } from '../document.js';

describe('signed map-data URLs', () => {
  const secret = new Uint8Array(32).fill(7);
  it('verifies its own signature, rejects another key, a changed expiry and an expired link', () => {
    const now = Date.UTC(2027, 0, 1);
    const q = new URLSearchParams(signedQuery(secret, 'provider:1', now));
    const expires = Number(q.get('expires'));
    const sig = q.get('signature')!;
    expect(verifySignature(secret, 'provider:1', expires, sig, now)).toBe('ok');
    expect(verifySignature(secret, 'provider:2', expires, sig, now)).toBe('invalid');
    expect(verifySignature(secret, 'provider:1', expires + 1, sig, now)).toBe('invalid');
    expect(verifySignature(new Uint8Array(32), 'provider:1', expires, sig, now)).toBe('invalid');
    expect(verifySignature(secret, 'provider:1', expires, sig, now + 2 * 3600_000)).toBe('expired');
  });
});

import { RateLimiter } from '../src/auth/rate-limit.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from './helpers.js';

// Small limits so each rule is reached quickly; windows long enough never to end during the file.
const LIMITS = {
  login: { max: 5, timeWindow: 60_000 },
  loginFailures: { max: 20, timeWindow: 15 * 60_000 },
  reset: { max: 3, timeWindow: 15 * 60_000 },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: LIMITS });
});
afterAll(async () => t.close());

const post = (url: string, payload: object, remoteAddress: string) => t.app.inject({ method: 'POST', url, payload, remoteAddress });
const loginFrom = (remoteAddress: string, email: string, password: string) => post('/auth/jwt/create/', { email, password }, remoteAddress);

const THROTTLED = /^Request was throttled\. Expected available in (\d+) seconds\.$/;

function expectThrottled(res: Awaited<ReturnType<typeof post>>, windowSeconds: number): void {
  expect(res.statusCode).toBe(429);
  const detail = (res.json() as { detail: string }).detail;
  expect(detail).toMatch(THROTTLED);
  const seconds = Number(THROTTLED.exec(detail)?.[1]);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(windowSeconds);
  expect(res.headers['retry-after']).toBe(String(seconds));
}

// The demo accounts that can log in (test seed).
const ACCOUNTS = ['provider@brightgrid.test', 'provider@voltwise.test', 'operator@northernlines.test', 'operator@southernwires.test', 'user@flex.test', 'admin@brightgrid.test', 'account@brightgrid.test', 'analytics@brightgrid.test', 'dispatch@brightgrid.test', 'operations@brightgrid.test', 'settlement@brightgrid.test'];

describe('login limit per client address and account', () => {
  it('refuses the sixth attempt at one account from one address, even with the right password', async () => {
    const from = '198.51.100.1';
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await loginFrom(from, 'dispatch@brightgrid.test', 'wrong-password')).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401]);
    expectThrottled(await loginFrom(from, ' Dispatch@Brightgrid.test ', DEMO_PASSWORD), 60);
    // The same account from another address, and another account from this one, still log in.
    expect((await loginFrom('198.51.100.2', 'dispatch@brightgrid.test', DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await loginFrom(from, 'operations@brightgrid.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe('failed-login limit per client address, across accounts', () => {
  it('throttles credential stuffing: 25 different accounts from one address get 20 answers, then 429', async () => {
    const from = '203.0.113.10';
    const codes: number[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await loginFrom(from, `victim-${i}@stuffed.test`, `guess-${i}-password`);
      codes.push(res.statusCode);
      if (i >= 20) expectThrottled(res, 15 * 60);
    }
    expect(codes).toEqual([...Array<number>(20).fill(401), ...Array<number>(5).fill(429)]);
    // Right credentials from that address are refused too until the window ends, not from elsewhere.
    expectThrottled(await loginFrom(from, 'analytics@brightgrid.test', DEMO_PASSWORD), 15 * 60);
    expect((await loginFrom('203.0.113.11', 'analytics@brightgrid.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('counts only failures: a busy address with many good logins keeps its full allowance of failures', async () => {
    const from = '203.0.113.20';
    // 33 successful logins (3 per account, under the per-account limit of 5).
    for (let round = 0; round < 3; round++) {
      for (const email of ACCOUNTS) expect((await loginFrom(from, email, DEMO_PASSWORD)).statusCode).toBe(200);
    }
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) codes.push((await loginFrom(from, `typo-${i}@office.test`, 'mistyped-password')).statusCode);
    expect(codes).toEqual([...Array<number>(20).fill(401), 429]);
  });

  it('holds under concurrency: 30 parallel failures from one address let exactly 20 through', async () => {
    const from = '203.0.113.30';
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => loginFrom(from, `parallel-${i}@stuffed.test`, 'parallel-guess')));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(20);
    expect(codes.filter((c) => c === 429)).toHaveLength(10);
  });

  it('keys IPv6 clients by their /64, so rotating addresses inside it does not help', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) codes.push((await loginFrom(`2001:db8:77:1::${(i + 1).toString(16)}`, `v6-${i}@stuffed.test`, 'v6-guess-password')).statusCode);
    expect(codes).toEqual([...Array<number>(20).fill(401), 429]);
    expect((await loginFrom('2001:db8:77:2::1', 'v6-x@stuffed.test', 'v6-guess-password')).statusCode).toBe(401);
  });

  it('lets the address in again once its window has ended', async () => {
    const from = '203.0.113.40';
    for (let i = 0; i < 20; i++) expect((await loginFrom(from, `expiry-${i}@stuffed.test`, 'expiry-guess')).statusCode).toBe(401);
    expectThrottled(await loginFrom(from, 'account@brightgrid.test', DEMO_PASSWORD), 15 * 60);
    // The window's end arrives (moved to the past rather than waited for).
    await t.app.db.query("UPDATE rate_limits SET window_ends = now() - interval '1 second' WHERE bucket = 'login-failures' AND key = $1", [from]);
    expect((await loginFrom(from, 'account@brightgrid.test', DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await loginFrom(from, 'expiry-again@stuffed.test', 'expiry-guess')).statusCode).toBe(401);
    const row = await t.app.db.query<{ hits: number }>("SELECT hits FROM rate_limits WHERE bucket = 'login-failures' AND key = $1", [from]);
    expect(row.rows[0]?.hits).toBe(1); // a new window, holding the one failure since
  });
});

describe('password reset limits', () => {
  it('limits reset e-mails per address and e-mail, and confirmations per address', async () => {
    const from = '198.51.100.30';
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await post('/auth/users/reset_password/', { email: 'ghost@nowhere.test' }, from)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    expectThrottled(await post('/auth/users/reset_password/', { email: 'GHOST@nowhere.test' }, from), 15 * 60);
    expect((await post('/auth/users/reset_password/', { email: 'other-ghost@nowhere.test' }, from)).statusCode).toBe(200);

    const confirm = { uid: 'MQ', token: 'not-a-real-token', new_password: 'Some-new-password-1' };
    const confirmCodes: number[] = [];
    for (let i = 0; i < 4; i++) confirmCodes.push((await post('/auth/users/reset_password_confirm/', { ...confirm, uid: `u${i}` }, from)).statusCode);
    expect(confirmCodes).toEqual([400, 400, 400, 429]);
    expect((await post('/auth/users/reset_password_confirm/', confirm, '198.51.100.31')).statusCode).toBe(400);
  });
});

describe('RateLimiter windows (injected clock)', () => {
  let now = Date.parse('2030-01-01T00:00:00Z');
  const limiter = () => new RateLimiter(t.app.db, () => now);
  const cfg = { max: 3, timeWindow: 60_000 };

  it('counts within a window, throttles past the maximum without extending the window, and starts over after it', async () => {
    const l = limiter();
    expect((await l.take('clock', 'k1', cfg)).hits).toBe(1);
    now += 10_000;
    expect((await l.take('clock', 'k1', cfg)).hits).toBe(2);
    expect(await l.take('clock', 'k1', cfg)).toEqual({ hits: 3, retryAfter: 50 });
    now += 40_000;
    await expect(l.take('clock', 'k1', cfg)).rejects.toMatchObject({ statusCode: 429, headers: { 'Retry-After': '10' } });
    now += 9_500; // throttled hits do not push the end of the window
    await expect(l.take('clock', 'k1', cfg)).rejects.toMatchObject({ statusCode: 429, headers: { 'Retry-After': '1' } });
    expect(await l.peek('clock', 'k1')).toBe(5);
    now += 500; // the window (started at the first hit) has ended
    expect(await l.peek('clock', 'k1')).toBe(0);
    expect(await l.take('clock', 'k1', cfg)).toEqual({ hits: 1, retryAfter: 60 });
  });

  it('refunds a reservation only within its own window', async () => {
    const l = limiter();
    const first = await l.reserve('clock', 'k2', cfg);
    await (await l.reserve('clock', 'k2', cfg)).refund();
    expect(await l.peek('clock', 'k2')).toBe(1);
    now += 60_000;
    await l.reserve('clock', 'k2', cfg);
    await first.refund(); // from the previous window: changes nothing
    expect(await l.peek('clock', 'k2')).toBe(1);
  });

  it('sweeps windows that have ended', async () => {
    await limiter().take('clock', 'k3', { max: 3, timeWindow: 1_000 });
    now += 120_000;
    const rows = async () => (await t.app.db.query<{ n: number }>("SELECT count(*)::int AS n FROM rate_limits WHERE bucket = 'clock' AND key = 'k3'")).rows[0]?.n;
    expect(await rows()).toBe(1);
    await limiter().take('clock', 'k4', cfg); // a fresh limiter sweeps on its first hit
    expect(await rows()).toBe(0);
  });
});

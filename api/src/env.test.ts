import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { configFromEnv, jwtSecret } from './env.js';

describe('server configuration', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'api-env-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('generates the JWT secret once, readable by the owner only, and reuses it', () => {
    const first = jwtSecret(dir, {});
    const file = join(dir, 'jwt-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(Buffer.from(jwtSecret(dir, {})).equals(Buffer.from(first))).toBe(true);
    expect(readFileSync(file, 'utf8').trim()).toBe(Buffer.from(first).toString('utf8'));
  });

  it('prefers JWT_SECRET and refuses a short one', () => {
    const secret = 's'.repeat(40);
    expect(Buffer.from(jwtSecret(dir, { JWT_SECRET: secret })).toString()).toBe(secret);
    expect(() => jwtSecret(dir, { JWT_SECRET: 'short' })).toThrow('at least 32');
  });

  it('reads ports, URLs and switches from the environment', () => {
    const c = configFromEnv({ DATA_DIR: dir, PORT: '4911', PUBLIC_URL: 'https://flex.example', DATABASE_URL: 'postgres://x@y/z', SEED: '0', NODE_ENV: 'test' });
    expect(c).toMatchObject({ port: 4911, host: '127.0.0.1', dataDir: dir, publicUrl: 'https://flex.example', apiBaseUrl: 'http://localhost:4911/', databaseUrl: 'postgres://x@y/z', seed: false, tokenLifetime: 3600 });
    const d = configFromEnv({ DATA_DIR: dir });
    expect(d).toMatchObject({ port: 8000, publicUrl: 'http://localhost:3000', seed: true, argonMemoryCost: 19456 });
    expect(d.databaseUrl).toBeUndefined();
    expect(d.devOutbox).toBe(false);
    expect(configFromEnv({ DATA_DIR: dir, NODE_ENV: 'development' }).devOutbox).toBe(false);
    const on = configFromEnv({ DATA_DIR: dir, DEV_OUTBOX: '1' });
    expect(on.devOutbox).toBe(true);
    expect(on.devOutboxKey).toHaveLength(32);
    expect(statSync(join(dir, 'outbox-key')).mode & 0o777).toBe(0o600);
    expect(configFromEnv({ DATA_DIR: dir, DEV_OUTBOX: '1' }).devOutboxKey).toBe(on.devOutboxKey);
    expect(configFromEnv({ DATA_DIR: dir, DEV_OUTBOX: '1', DEV_OUTBOX_KEY: 'k'.repeat(20) }).devOutboxKey).toBe('k'.repeat(20));
    expect(() => configFromEnv({ DATA_DIR: dir, DEV_OUTBOX: '1', DEV_OUTBOX_KEY: 'short' })).toThrow('at least 16');
    expect(configFromEnv({ DATA_DIR: dir, SMTP_URL: 'smtp://mail.example:587' }).smtpUrl).toBe('smtp://mail.example:587');
  });

  it('reads the login limits, and refuses a limit that is not a positive whole number', () => {
    expect(configFromEnv({ DATA_DIR: dir }).rateLimits).toEqual({
      login: { max: 20, timeWindow: 60_000 },
      loginFailures: { max: 20, timeWindow: 900_000 },
      reset: { max: 5, timeWindow: 900_000 },
    });
    const c = configFromEnv({ DATA_DIR: dir, LOGIN_RATE_LIMIT: '7', LOGIN_IP_FAILURE_LIMIT: '50', LOGIN_IP_FAILURE_WINDOW: '600' });
    expect(c.rateLimits.login).toEqual({ max: 7, timeWindow: 60_000 });
    expect(c.rateLimits.loginFailures).toEqual({ max: 50, timeWindow: 600_000 });
    expect(configFromEnv({ DATA_DIR: dir, RESET_RATE_LIMIT: '40' }).rateLimits.reset).toEqual({ max: 40, timeWindow: 900_000 });
    expect(() => configFromEnv({ DATA_DIR: dir, RESET_RATE_LIMIT: '-1' })).toThrow('RESET_RATE_LIMIT');
    expect(() => configFromEnv({ DATA_DIR: dir, LOGIN_IP_FAILURE_LIMIT: '0' })).toThrow('LOGIN_IP_FAILURE_LIMIT must be a positive whole number');
    expect(() => configFromEnv({ DATA_DIR: dir, LOGIN_IP_FAILURE_WINDOW: '15m' })).toThrow('LOGIN_IP_FAILURE_WINDOW');
    expect(configFromEnv({ DATA_DIR: dir, SEED_SIZE: 'test' }).seedSize).toBe('test');
    expect(configFromEnv({ DATA_DIR: dir }).seedSize).toBe('demo');
    expect(() => configFromEnv({ DATA_DIR: dir, SEED_SIZE: 'huge' })).toThrow('SEED_SIZE');
  });
});

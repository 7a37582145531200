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
    expect(d.devOutbox).toBe(true);
    expect(configFromEnv({ DATA_DIR: dir, NODE_ENV: 'production' }).devOutbox).toBe(false);
  });
});

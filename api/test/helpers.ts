import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { defaultConfig, type AppConfig } from '../src/config.js';
import { DEMO_PASSWORD } from '../src/seed/core.js';

export { DEMO_PASSWORD };

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * A fresh API for one test file: PGlite in memory, or — when DATABASE_URL is set — a new
 * schema `test_<random>` on that server, dropped on close. Cheap argon2 cost, files in a temp dir.
 * `beforeReady` may register extra plugins/resources before the app starts.
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  beforeReady?: (app: FastifyInstance) => void | Promise<void>,
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-test-'));
  const url = process.env.DATABASE_URL;
  const schema = url ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const config = defaultConfig({
    jwtSecret: randomBytes(32),
    dataDir,
    pgliteDir: 'memory://',
    argonMemoryCost: 256,
    argonTimeCost: 1,
    seedSize: 'test',
    rateLimits: { login: { max: 1000, timeWindow: 60_000 }, reset: { max: 1000, timeWindow: 60_000 } },
    devOutbox: true,
    ...(url ? { databaseUrl: url, pgSchema: schema } : {}),
    ...overrides,
  });
  const app = await buildApp({ config });
  if (beforeReady) await beforeReady(app);
  await app.ready();
  return {
    app,
    config,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (url && schema) {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await client.end();
      }
    },
  };
}

export async function login(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/auth/jwt/create/', payload: { email, password }, remoteAddress: randomAddress() });
  if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { token: string }).token;
}

/** Login is rate-limited per address and e-mail: tests log in from varying addresses. */
export function randomAddress(): string {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

export function decodeClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

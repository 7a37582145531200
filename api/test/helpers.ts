import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { defaultConfig, type AppConfig } from '../src/config.js';
import type { HostResolver } from '../src/domain/webhooks/urls.js';
import { DEMO_PASSWORD } from '../src/seed/core.js';
import { cloneTemplate, TEST_SEED_SETTINGS } from './support/database-template.js';

export { DEMO_PASSWORD };

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  close(): Promise<void>;
}

/** A public address (outside every refused range) that test host names resolve to. */
export const TEST_PUBLIC_ADDRESS = '93.184.215.14';

/**
 * Tests never ask real DNS: webhook host names resolve through this stub unless a test passes its
 * own `webhookResolver`. localhost and *.localhost answer loopback, every other name the public
 * TEST_PUBLIC_ADDRESS.
 */
export const testResolver: HostResolver = async (hostname) =>
  /(^|\.)localhost\.?$/i.test(hostname) ? [{ address: '127.0.0.1', family: 4 }] : [{ address: TEST_PUBLIC_ADDRESS, family: 4 }];

/** Settings that change how the database is created or seeded: a file passing one seeds its own. */
const DATABASE_SETTINGS: Array<keyof AppConfig> = ['databaseUrl', 'pgSchema', 'pgliteDir', 'migrate', 'seed', 'seedSize'];

/**
 * A fresh API for one test file, on a database of its own: a clone of the run's template
 * (test/support/database-template.ts; PGlite in memory, or a database on DATABASE_URL's server),
 * dropped on close. Without a template (jest run directly), or when `overrides` change how the
 * database is made, the file migrates and seeds its own: PGlite in memory, or a schema
 * `test_<random>` on DATABASE_URL's server. Cheap argon2 cost, files in a temp dir.
 * `beforeReady` may register extra plugins/resources before the app starts.
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  beforeReady?: (app: FastifyInstance) => void | Promise<void>,
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-test-'));
  const url = process.env.DATABASE_URL;
  const template = process.env.FLEX_TEST_TEMPLATE;
  const clone = template && !DATABASE_SETTINGS.some((k) => k in overrides) ? await cloneTemplate(template, url) : null;
  const schema = url && !clone ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const config = defaultConfig({
    jwtSecret: randomBytes(32),
    dataDir,
    pgliteDir: 'memory://',
    ...TEST_SEED_SETTINGS,
    rateLimits: { login: { max: 1000, timeWindow: 60_000 }, loginFailures: { max: 1000, timeWindow: 60_000 }, reset: { max: 1000, timeWindow: 60_000 } },
    devOutbox: true,
    devOutboxKey: TEST_OUTBOX_KEY,
    webhookResolver: testResolver,
    ...(url && schema ? { databaseUrl: url, pgSchema: schema } : {}),
    ...(clone ? { seed: false } : {}),
    ...overrides,
  });
  const app = await buildApp({ config, ...(clone ? { db: clone.db } : {}) });
  if (beforeReady) await beforeReady(app);
  await app.ready();
  return {
    app,
    config,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (clone) {
        await clone.db.close();
        await clone.drop();
      }
      if (url && schema) {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await client.end();
      }
    },
  };
}

/** The dev outbox key of test apps. */
export const TEST_OUTBOX_KEY = 'test-outbox-key-0123456789';

export interface OutboxMail {
  id: number;
  kind: string;
  to: string;
  subject: string;
  body: string;
}

/**
 * The mails to `to` (all when omitted), newest first, read through the dev outbox as a developer
 * on this machine would. Waits first for the background jobs (reset e-mails) when this app runs
 * workers.
 */
export async function outbox(app: FastifyInstance, to?: string): Promise<OutboxMail[]> {
  if (app.jobs.working) await app.jobs.idle();
  const query = to ? `?to=${encodeURIComponent(to)}` : '';
  const res = await app.inject({ method: 'GET', url: `/dev/outbox/${query}`, headers: { 'x-outbox-key': TEST_OUTBOX_KEY } });
  if (res.statusCode !== 200) throw new Error(`outbox: ${res.statusCode} ${res.body}`);
  return res.json() as OutboxMail[];
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

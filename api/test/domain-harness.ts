/**
 * The domain API tests' common setup: the real app (buildApp + inject, PGlite or PostgreSQL) on
 * the small 'test' seed — competitions in every status over real GSP regions, assets at postcode
 * districts, qualification computed by the engine — and tokens for the demo actors.
 */
import type { FastifyInstance } from 'fastify';
import { bearer, createTestApp, login, type TestApp } from './helpers.js';

export type Json = Record<string, unknown>;

export const ACTORS = {
  providerA: 'provider@brightgrid.test',
  providerB: 'provider@voltwise.test',
  operatorX: 'operator@northernlines.test',
  operatorY: 'operator@southernwires.test',
  user: 'user@flex.test',
  settlement: 'settlement@brightgrid.test',
} as const;
export type Actor = keyof typeof ACTORS;

export interface DomainHarness {
  app: FastifyInstance;
  tokens: Record<string, string>;
  /** Organisation ids by slug. */
  orgs: Record<string, number>;
  get(who: string | null, url: string, headers?: Record<string, string>): ReturnType<FastifyInstance['inject']>;
  send(who: string, method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown): ReturnType<FastifyInstance['inject']>;
}

/** Registers beforeAll/afterAll for the calling test file; read the fields inside tests. */
export function domainHarness(): DomainHarness {
  let t: TestApp;
  const h = {
    tokens: {} as Record<string, string>,
    orgs: {} as Record<string, number>,
    get(who: string | null, url: string, headers: Record<string, string> = {}) {
      return h.app.inject({ method: 'GET', url, headers: { ...(who ? bearer(h.tokens[who]!) : {}), ...headers } });
    },
    send(who: string, method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
      return h.app.inject({ method, url, headers: bearer(h.tokens[who]!), ...(payload === undefined ? {} : { payload: payload as object }) });
    },
  } as DomainHarness;
  beforeAll(async () => {
    t = await createTestApp();
    h.app = t.app;
    for (const [name, email] of Object.entries(ACTORS)) h.tokens[name] = await login(t.app, email);
    const r = await t.app.db.query<{ id: number; slug: string }>('SELECT id, slug FROM organisations');
    for (const row of r.rows) h.orgs[row.slug] = row.id;
  });
  afterAll(async () => t.close());
  return h;
}

/** The total from a Content-Range header. */
export const total = (res: { headers: Record<string, unknown> }) => Number(/\/(\d+)$/.exec(String(res.headers['content-range']))?.[1]);

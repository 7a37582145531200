import { resolve } from 'node:path';
import { packageRoot } from './paths.js';

export interface RateLimitConfig {
  max: number;
  /** Window in milliseconds. */
  timeWindow: number;
}

export interface AppConfig {
  /** PGlite data folder parent, outbox folder, JWT secret file. */
  dataDir: string;
  /** postgres://… → use a Postgres server; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite location: a folder, or 'memory://' (tests). Default <dataDir>/pgdata. */
  pgliteDir?: string;
  /** Postgres schema to use (tests); created if missing, set as search_path. */
  pgSchema?: string;
  /** The web front end's URL, for e-mail links. */
  publicUrl: string;
  /** The API's own base URL, put in tokens as api_base_url (with trailing slash). */
  apiBaseUrl: string;
  /** HS256 secret (≥ 32 bytes). */
  jwtSecret: Uint8Array;
  /** Access token lifetime in seconds (default 3600). */
  tokenLifetime: number;
  /**
   * How long a verified caller (user, roles, revocation state) is reused for the same token, in
   * ms (default 5000; 0 = load on every request). Any successful write on this replica clears
   * it at once; changes made through another replica apply within this time.
   */
  authCacheMs: number;
  /** Reporting-tool token lifetime in seconds (default 300). */
  reportingTokenLifetime: number;
  /** argon2id memory cost in KiB (production 19456; tests lower). */
  argonMemoryCost: number;
  argonTimeCost: number;
  rateLimits: { login: RateLimitConfig; reset: RateLimitConfig };
  /** Expose GET dev/outbox/ (default: unless NODE_ENV=production). */
  devOutbox: boolean;
  /** Write outbox mails as .eml files under <dataDir>/outbox (default true). */
  outboxFiles: boolean;
  /** Run migrations and seeders at start (default true). */
  migrate: boolean;
  seed: boolean;
  /** CORS origins: true = reflect any (token auth, no cookies). */
  corsOrigin: boolean | string[];
  logger: boolean;
  /** Passed to seeders: 'demo' (full demo data) or 'test' (small, fast). */
  seedSize: 'demo' | 'test';
}

export const DEFAULT_ARGON_MEMORY = 19456;

export function defaultConfig(overrides: Partial<AppConfig> & Pick<AppConfig, 'jwtSecret'>): AppConfig {
  return {
    dataDir: resolve(packageRoot, '.data'),
    publicUrl: 'http://localhost:3000',
    apiBaseUrl: 'http://localhost:8000/',
    tokenLifetime: 3600,
    reportingTokenLifetime: 300,
    authCacheMs: 5000,
    argonMemoryCost: DEFAULT_ARGON_MEMORY,
    argonTimeCost: 2,
    rateLimits: { login: { max: 20, timeWindow: 60_000 }, reset: { max: 5, timeWindow: 15 * 60_000 } },
    devOutbox: process.env.NODE_ENV !== 'production',
    outboxFiles: true,
    migrate: true,
    seed: true,
    corsOrigin: true,
    logger: false,
    seedSize: 'demo',
    ...overrides,
  };
}

import { resolve } from 'node:path';
import { packageRoot } from './paths.js';
import type { HostResolver } from './domain/webhooks/urls.js';

export interface RateLimitConfig {
  max: number;
  /** Window in milliseconds. */
  timeWindow: number;
}

export interface RateLimits {
  login: RateLimitConfig;
  loginFailures: RateLimitConfig;
  reset: RateLimitConfig;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { max: 20, timeWindow: 60_000 },
  loginFailures: { max: 20, timeWindow: 15 * 60_000 },
  reset: { max: 5, timeWindow: 15 * 60_000 },
};

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
  /** Reporting-tool token lifetime in seconds (default 300). */
  reportingTokenLifetime: number;
  /** argon2id memory cost in KiB (production 19456; tests lower). */
  argonMemoryCost: number;
  argonTimeCost: number;
  /**
   * Throttles, counted in the database (table rate_limits) so they hold across replicas:
   *  - login: attempts per client address and e-mail (default 20 per minute);
   *  - loginFailures: failed logins per client address across all accounts, against credential
   *    stuffing (default 20 per 15 minutes); successful logins do not count;
   *  - reset: reset e-mails per client address and e-mail, and reset confirmations per client
   *    address (default 5 per 15 minutes each).
   */
  rateLimits: RateLimits;
  /**
   * Serve GET dev/outbox/ (default off; DEV_OUTBOX=1, which the quick start sets). Even then it
   * answers only requests from the loopback interface that carry `devOutboxKey`.
   */
  devOutbox: boolean;
  /** The key the dev outbox asks for (X-Outbox-Key header); generated once into the data folder when not given. */
  devOutboxKey?: string;
  /** Write outbox mails as .eml files under <dataDir>/outbox (default true). */
  outboxFiles: boolean;
  /** smtp://user:pass@host:port or smtps://…: mail is sent with nodemailer instead of kept in the outbox. */
  smtpUrl?: string;
  /** The From address of the e-mails the API sends. */
  mailFrom: string;
  /** Run migrations and seeders at start (default true). */
  migrate: boolean;
  seed: boolean;
  /** CORS origins: true = reflect any (token auth, no cookies). */
  corsOrigin: boolean | string[];
  logger: boolean;
  /** Passed to seeders: 'demo' (full demo data) or 'test' (small, fast). */
  seedSize: 'demo' | 'test';
  /**
   * Run background-job workers in this process (default true; JOB_WORKERS=0 turns them off). Off,
   * the queue still accepts jobs (another process runs them): API-only replicas, restart tests.
   */
  jobWorkers: boolean;
  /** Largest accepted upload in bytes (UPLOAD_MAX_BYTES, default 5 MB); larger ones answer 413. */
  uploadMaxBytes: number;
  /** tcp://host:port of a ClamAV daemon (CLAMD_URL): uploaded files are scanned with INSTREAM when set. */
  clamdUrl?: string;
  /**
   * Webhook endpoints may be http://localhost or http://127.0.0.1 (WEBHOOKS_ALLOW_LOOPBACK=1; for
   * development and tests only). Off (default), only https:// URLs to public addresses are accepted.
   */
  webhooksAllowLoopback?: boolean;
  /**
   * Resolves webhook host names to every address (default: the system resolver). Registration and
   * delivery check each address, and deliveries connect to the ones checked. Tests inject a stub.
   */
  webhookResolver?: HostResolver;
}

export const DEFAULT_ARGON_MEMORY = 19456;

export function defaultConfig(overrides: Partial<AppConfig> & Pick<AppConfig, 'jwtSecret'>): AppConfig {
  return {
    dataDir: resolve(packageRoot, '.data'),
    publicUrl: 'http://localhost:3000',
    apiBaseUrl: 'http://localhost:8000/',
    tokenLifetime: 3600,
    reportingTokenLifetime: 300,
    argonMemoryCost: DEFAULT_ARGON_MEMORY,
    argonTimeCost: 2,
    rateLimits: DEFAULT_RATE_LIMITS,
    devOutbox: false,
    outboxFiles: true,
    mailFrom: 'Flex Marketplace <no-reply@flex.test>',
    migrate: true,
    seed: true,
    corsOrigin: true,
    logger: false,
    seedSize: 'demo',
    jobWorkers: true,
    uploadMaxBytes: 5 * 1024 * 1024,
    ...overrides,
  };
}

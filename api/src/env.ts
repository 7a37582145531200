import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve, join } from 'node:path';
import { DEFAULT_RATE_LIMITS, defaultConfig, type AppConfig, type RateLimits } from './config.js';
import { packageRoot } from './paths.js';

/** JWT_SECRET from the environment, else a random secret created once in DATA_DIR (mode 0600). */
export function jwtSecret(dataDir: string, env: NodeJS.ProcessEnv = process.env): Uint8Array {
  const fromEnv = env.JWT_SECRET;
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
    return new TextEncoder().encode(fromEnv);
  }
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  chmodSync(file, 0o600);
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number, not "${raw}"`);
  return value;
}

/** LOGIN_RATE_LIMIT (per minute), LOGIN_IP_FAILURE_LIMIT and LOGIN_IP_FAILURE_WINDOW (seconds), RESET_RATE_LIMIT (per 15 minutes). */
function rateLimitsFromEnv(env: NodeJS.ProcessEnv): RateLimits {
  const d = DEFAULT_RATE_LIMITS;
  return {
    login: { max: positiveInteger(env, 'LOGIN_RATE_LIMIT', d.login.max), timeWindow: d.login.timeWindow },
    loginFailures: {
      max: positiveInteger(env, 'LOGIN_IP_FAILURE_LIMIT', d.loginFailures.max),
      timeWindow: positiveInteger(env, 'LOGIN_IP_FAILURE_WINDOW', d.loginFailures.timeWindow / 1000) * 1000,
    },
    reset: { max: positiveInteger(env, 'RESET_RATE_LIMIT', d.reset.max), timeWindow: d.reset.timeWindow },
  };
}

/** SEED_SIZE: 'demo' (default, the full demo data) or 'test' (a small data set that seeds in seconds). */
function seedSizeOf(raw: string): AppConfig['seedSize'] {
  if (raw !== 'demo' && raw !== 'test') throw new Error(`SEED_SIZE must be "demo" or "test", not "${raw}"`);
  return raw;
}

/** JOB_WORKERS: '1' (default) runs the background-job workers in this process, '0' runs none. */
function jobWorkersOf(raw: string): boolean {
  if (raw !== '0' && raw !== '1') throw new Error(`JOB_WORKERS must be "0" or "1", not "${raw}"`);
  return raw === '1';
}

/** DEV_OUTBOX_KEY, else a random key created once in DATA_DIR (mode 0600), so the outbox link survives restarts. */
export function outboxKey(dataDir: string, env: NodeJS.ProcessEnv = process.env): string {
  if (env.DEV_OUTBOX_KEY) {
    if (env.DEV_OUTBOX_KEY.length < 16) throw new Error('DEV_OUTBOX_KEY must be at least 16 characters');
    return env.DEV_OUTBOX_KEY;
  }
  const file = join(dataDir, 'outbox-key');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(24).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  chmodSync(file, 0o600);
  return readFileSync(file, 'utf8').trim();
}

/** The server configuration from environment variables (see README). */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig & { port: number; host: string } {
  const port = Number(env.PORT ?? 8000);
  const host = env.HOST ?? '127.0.0.1';
  const dataDir = resolve(env.DATA_DIR ?? join(packageRoot, '.data'));
  const apiHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host === '127.0.0.1' ? 'localhost' : host;
  return {
    ...defaultConfig({
      dataDir,
      jwtSecret: jwtSecret(dataDir, env),
      publicUrl: env.PUBLIC_URL ?? 'http://localhost:3000',
      apiBaseUrl: env.API_BASE_URL ?? `http://${apiHost}:${port}/`,
      logger: env.LOG !== '0',
      ...(env.DEV_OUTBOX === '1' ? { devOutbox: true, devOutboxKey: outboxKey(dataDir, env) } : {}),
      ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
      ...(env.MAIL_FROM ? { mailFrom: env.MAIL_FROM } : {}),
      ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
      ...(env.TOKEN_LIFETIME ? { tokenLifetime: Number(env.TOKEN_LIFETIME) } : {}),
      ...(env.SEED === '0' ? { seed: false } : {}),
      ...(env.CORS_ORIGINS ? { corsOrigin: env.CORS_ORIGINS.split(',').map((o) => o.trim()) } : {}),
      rateLimits: rateLimitsFromEnv(env),
      ...(env.SEED_SIZE ? { seedSize: seedSizeOf(env.SEED_SIZE) } : {}),
      ...(env.JOB_WORKERS ? { jobWorkers: jobWorkersOf(env.JOB_WORKERS) } : {}),
      ...(env.UPLOAD_MAX_BYTES ? { uploadMaxBytes: positiveInteger(env, 'UPLOAD_MAX_BYTES', 5 * 1024 * 1024) } : {}),
      ...(env.CLAMD_URL ? { clamdUrl: env.CLAMD_URL } : {}),
      ...(env.WEBHOOKS_ALLOW_LOOPBACK === '1' ? { webhooksAllowLoopback: true } : {}),
    }),
    port,
    host,
  };
}

import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve, join } from 'node:path';
import { defaultConfig, type AppConfig } from './config.js';
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
      devOutbox: env.NODE_ENV !== 'production',
      ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
      ...(env.TOKEN_LIFETIME ? { tokenLifetime: Number(env.TOKEN_LIFETIME) } : {}),
      ...(env.SEED === '0' ? { seed: false } : {}),
      ...(env.CORS_ORIGINS ? { corsOrigin: env.CORS_ORIGINS.split(',').map((o) => o.trim()) } : {}),
      ...(env.LOGIN_RATE_LIMIT ? { rateLimits: { login: { max: Number(env.LOGIN_RATE_LIMIT), timeWindow: 60_000 }, reset: { max: 5, timeWindow: 15 * 60_000 } } } : {}),
    }),
    port,
    host,
  };
}

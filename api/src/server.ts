import { join } from 'node:path';
import { buildApp } from './app.js';
import { configFromEnv } from './env.js';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/core.js';

async function main(): Promise<void> {
  const config = configFromEnv();
  const app = await buildApp({ config });
  const close = async (signal: string): Promise<void> => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  const address = await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${join(config.dataDir, 'pgdata')}`;
  if (config.seed) {
    const logins = DEMO_USERS.filter((u) => !u.invited)
      .map((u) => `  ${u.email}`)
      .join('\n');
    console.info(`\nFlex marketplace API on ${address}/ (database: ${where})\nOpenAPI: ${address}/openapi.json\nDemo logins (password ${DEMO_PASSWORD}):\n${logins}\n`);
  } else {
    console.info(`Flex marketplace API on ${address}/ (database: ${where})`);
  }
}

main().catch((error: unknown) => {
  console.error('API failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});

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
  const mail = config.smtpUrl
    ? 'E-mail: sent through SMTP (SMTP_URL).'
    : `E-mail: kept in the outbox (database and ${join(config.dataDir, 'outbox')}), not sent (set SMTP_URL to send).`;
  const outbox =
    config.devOutbox && config.devOutboxKey
      ? `Development outbox is ON (DEV_OUTBOX=1): it answers requests from this machine only, with its key:\n  ${config.publicUrl.replace(/\/+$/, '')}/dev/outbox#key=${config.devOutboxKey}`
      : 'Development outbox is off (DEV_OUTBOX=1 turns it on).';
  if (config.seed) {
    const logins = DEMO_USERS.filter((u) => !u.invited)
      .map((u) => `  ${u.email}`)
      .join('\n');
    console.info(`\nFlex marketplace API on ${address}/ (database: ${where})\nOpenAPI: ${address}/openapi.json\nDemo logins (password ${DEMO_PASSWORD}):\n${logins}\n`);
  } else {
    console.info(`Flex marketplace API on ${address}/ (database: ${where})`);
  }
  console.info(`${mail}\n${outbox}\n`);
}

main().catch((error: unknown) => {
  console.error('API failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});

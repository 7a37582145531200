/**
 * What authentication costs a read: a bare route (no token, no database) next to authenticated
 * reads on the same server, in one run. Real HTTP over loopback, N concurrent in-process `fetch`
 * clients. PGlite in memory by default; the PostgreSQL server at DATABASE_URL (a throw-away
 * schema, dropped at the end) when set. Prints requests per second, each case's share of the
 * bare route's throughput, and the CPU time this process spent per request; asserts nothing.
 *
 *   pnpm --filter api bench auth
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm --filter api bench auth
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { defaultConfig } from '../src/config.js';
import { jobsSchemaOf } from '../src/platform/jobs/schema.js';
import { load, signIn } from './support/http-load.js';

const ROUND_MS = Number(process.env.BENCH_MS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
/** One round of one case; on a machine busy with other work the CPU time per request moves much less than the throughput. */
const ONE_ROUND = { durationMs: ROUND_MS, concurrency: CONCURRENCY };

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

export async function run(): Promise<void> {
  const url = process.env.DATABASE_URL;
  const schema = `bench_auth_${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'api-bench-auth-'));
  const config = defaultConfig({
    jwtSecret: randomBytes(32),
    dataDir,
    seedSize: 'test',
    outboxFiles: false,
    jobWorkers: false,
    ...(url ? { databaseUrl: url, pgSchema: schema } : { pgliteDir: 'memory://' }),
  });
  const app = await buildApp({ config });
  app.get('/bench/bare/', { config: { access: { public: true } } }, async () => ({ id: 1, name: 'bare' }));
  // Authentication alone: the caller as the auth hook resolved it, no query of the route's own.
  app.get('/bench/whoami/', async (request) => ({ id: request.user!.userId, email: request.user!.email }));
  await app.ready();
  const address = await app.listen({ port: Number(process.env.BENCH_PORT ?? 4903), host: '127.0.0.1' });
  try {
    const auth = await signIn(address, 'operator@northernlines.test');
    const cases: Array<[string, string, Record<string, string>]> = [
      ['bare route (no auth, no db)', '/bench/bare/', {}],
      ['authenticated, no query of its own', '/bench/whoami/', auth],
      ['auth/users/me/ (the caller, 1 query)', '/auth/users/me/', auth],
      ['flex/systemoperators/ (small list)', '/flex/systemoperators/?limit=5', auth],
    ];
    console.info(`${url ? 'PostgreSQL' : 'PGlite'}; ${CONCURRENCY} concurrent clients; ${ROUNDS} rounds of ${ROUND_MS} ms per case, the cases taking turns`);
    // Warm-up (JIT, pools, the callers' cache): not counted.
    for (const [, path, headers] of cases) await load(`${address}${path}`, headers, ONE_ROUND);
    // The cases take turns within each round, so a busy machine slows all of them alike; each
    // round's share is against that round's bare figure, and the medians are printed.
    const rps = cases.map(() => [] as number[]);
    const shares = cases.map(() => [] as number[]);
    const cpu = cases.map(() => [] as number[]);
    for (let round = 0; round < ROUNDS; round++) {
      let bare = 0;
      for (const [i, [, path, headers]] of cases.entries()) {
        const r = await load(`${address}${path}`, headers, ONE_ROUND);
        if (i === 0) bare = r.rps;
        rps[i]!.push(r.rps);
        shares[i]!.push(r.rps / bare);
        cpu[i]!.push(r.cpuUs);
      }
    }
    const bareCpu = median(cpu[0]!);
    for (const [i, [label]] of cases.entries()) {
      const share = median(shares[i]!);
      const cpuUs = median(cpu[i]!);
      console.info(
        `${label.padEnd(40)} ${median(rps[i]!).toFixed(0).padStart(7)} req/s  ${share.toFixed(2)} of bare (1/${(1 / share).toFixed(1)})` +
          `  cpu ${cpuUs.toFixed(0).padStart(5)} µs/req (bare's cost ×${(cpuUs / bareCpu).toFixed(1)})`,
      );
    }
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (url) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        // The API's schema and the job queue's beside it.
        for (const name of [schema, jobsSchemaOf({ pgSchema: schema })]) await admin.query(`DROP SCHEMA IF EXISTS ${name} CASCADE`);
      } finally {
        await admin.end();
      }
    }
  }
}

/**
 * Hot read endpoints next to a bare route on the same server, in one run (ARCHITECTURE §6:
 * "within a small factor of a bare route"). Real HTTP over loopback, N concurrent clients,
 * PGlite in memory. Prints requests per second and the factor; asserts nothing.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.js';
import { defaultConfig } from '../src/config.js';
import { load, signIn } from './support/http-load.js';

const DURATION_MS = Number(process.env.BENCH_MS ?? 3000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);

export async function run(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-bench-'));
  const config = defaultConfig({ jwtSecret: randomBytes(32), dataDir, pgliteDir: 'memory://', seedSize: 'test', outboxFiles: false });
  const app = await buildApp({ config });
  app.get('/bench/bare/', { config: { access: { public: true } } }, async () => [{ id: 1, name: 'bare' }]);
  await app.ready();
  const address = await app.listen({ port: Number(process.env.BENCH_PORT ?? 4902), host: '127.0.0.1' });
  try {
    const auth = await signIn(address, 'operator@northernlines.test');
    const cases: Array<[string, string, Record<string, string>]> = [
      ['bare route (no auth, no db)', '/bench/bare/', {}],
      ['features/ (public, 1 query)', '/features/', {}],
      ['flex/systemoperators/ (public list)', '/flex/systemoperators/?limit=10&fields=brand_colour,slug', {}],
      ['flex/flexproviders/ (auth + scope)', '/flex/flexproviders/', auth],
      ['auth/team/ (auth + scope + subquery)', '/auth/team/', auth],
    ];
    console.info(`${CONCURRENCY} concurrent clients, ${DURATION_MS} ms per case`);
    let bare = 0;
    for (const [label, path, headers] of cases) {
      await load(`${address}${path}`, headers, { durationMs: DURATION_MS, concurrency: CONCURRENCY }); // warm-up pass is the first measurement of nothing: discard
      const r = await load(`${address}${path}`, headers, { durationMs: DURATION_MS, concurrency: CONCURRENCY });
      if (!bare) bare = r.rps;
      console.info(`${label.padEnd(40)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${r.p50.toFixed(2)} ms  p95 ${r.p95.toFixed(2)} ms  ×${(bare / r.rps).toFixed(2)} of bare`);
    }
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Figures of a provider's assets table at 10,000 assets (ARCHITECTURE §6: checked by
 * benchmarks, not timed tests). The API in process (embedded PGlite, test seed) with BENCH_ASSETS
 * (default 10,000) more assets given to one demo provider and their qualifications computed.
 * Prints, asserting nothing, the median and p95 of GET flex/assets/ for the screen's queries:
 * the first page, a deep page, a sort, a search, the filters (with every field and with the table's
 * fields only, as the screen asks), and the export (every page of 1000).
 * Then a flexassets CSV of BENCH_BULK_ROWS rows through the file pipeline, upload to Ready.
 *
 *   pnpm --filter api bench assets
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.js';
import { defaultConfig } from '../src/config.js';
import { DEMO_PASSWORD } from '../src/seed/core.js';
import { QualificationService } from '../src/domain/qualification/service.js';

const ASSETS = Number(process.env.BENCH_ASSETS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const BULK_ROWS = Number(process.env.BENCH_BULK_ROWS ?? 2000);
const TYPES = ['storage', 'thermal', 'renewable', 'demand_side_response', 'low_carbon'];
const VOLTAGES = [0.4, 11, 33];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

export async function run(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-bench-'));
  const config = defaultConfig({ jwtSecret: randomBytes(32), dataDir, pgliteDir: 'memory://', seedSize: 'test', outboxFiles: false });
  const app = await buildApp({ config });
  await app.ready();
  try {
    const provider = (await app.db.query<{ id: number }>(`SELECT id FROM organisations WHERE slug = 'brightgrid-energy'`)).rows[0]!.id;
    const t0 = performance.now();
    // Spread over England and Wales so a share of them falls inside competitions.
    await app.db.query(
      `INSERT INTO flex_assets (ref, name, flex_provider_id, asset_type, asset_category, status, lon, lat, postcode, export_meter_id,
         active_export_capacity, active_import_capacity, voltage_level)
       SELECT 'BENCH-' || lpad(g::text, 6, '0'), 'Bench site ' || g, $1, ($2::text[])[1 + g % 5], ($2::text[])[1 + (g / 5) % 5],
              CASE WHEN g % 17 = 0 THEN 'maintenance' ELSE 'operational' END,
              -4.5 + (g % 100) * 0.055, 50.8 + (g / 100) * 0.045, 'NE1 4ST', 'EXP' || g, (g % 40) / 10.0, (g % 7) / 10.0, ($3::float8[])[1 + g % 3]
         FROM generate_series(1, $4::int) AS g`,
      [provider, TYPES, VOLTAGES, ASSETS],
    );
    const ids = (await app.db.query<{ id: number }>(`SELECT id FROM flex_assets WHERE ref LIKE 'BENCH-%'`)).rows.map((r) => r.id);
    await app.db.transaction((tx) => new QualificationService().recomputeAssets(tx, ids));
    const own = (await app.db.query<{ n: number; q: number }>(
      `SELECT count(*)::int AS n, (SELECT count(*)::int FROM qualifications q JOIN flex_assets a ON a.id = q.flex_asset_id WHERE a.flex_provider_id = $1) AS q
         FROM flex_assets WHERE flex_provider_id = $1`,
      [provider],
    )).rows[0]!;
    console.info(`${own.n} assets of one provider (${own.q} qualification rows), set up in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    const login = await app.inject({ method: 'POST', url: '/auth/jwt/create/', payload: { email: 'provider@brightgrid.test', password: DEMO_PASSWORD } });
    const headers = { authorization: `Bearer ${(login.json() as { token: string }).token}` };
    const get = async (url: string): Promise<number> => {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url, headers });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      return performance.now() - started;
    };
    // The screen asks for the table's columns only (fields=), which spares the location and qualification columns.
    const TABLE = 'fields=id,ref,name,asset_type,asset_category,status,is_active,voltage_level,postcode,export_meter_id,import_meter_id,active_export_capacity,active_import_capacity,reactive_export_capacity,reactive_import_capacity';
    const cases: Array<[string, string]> = [
      ['first page of 50, every field', '/flex/assets/?limit=50&offset=0'],
      ['first page of 50, the table\'s fields', `/flex/assets/?limit=50&offset=0&${TABLE}`],
      ['page 150 of 50, the table\'s fields', `/flex/assets/?limit=50&offset=7450&${TABLE}`],
      ['sorted by name, descending, the table\'s fields', `/flex/assets/?limit=50&ordering=-name&${TABLE}`],
      ['page 150 of 50, every field', '/flex/assets/?limit=50&offset=7450'],
      ['sorted by name, descending, every field', '/flex/assets/?limit=50&ordering=-name'],
      ['sorted by active export capacity, the table\'s fields', `/flex/assets/?limit=50&ordering=-active_export_capacity&${TABLE}`],
      ['search "site 12", the table\'s fields', `/flex/assets/?limit=50&search=site%2012&${TABLE}`],
      ['filters: storage, operational, 11 kV, the table\'s fields', `/flex/assets/?limit=50&asset_type=storage&status=operational&voltage_level=11&${TABLE}`],
      ['count only (limit=0)', '/flex/assets/?limit=0'],
    ];
    for (const [label, url] of cases) {
      await get(url);
      const times: number[] = [];
      for (let i = 0; i < ROUNDS; i++) times.push(await get(url));
      times.sort((a, b) => a - b);
      console.info(`${label.padEnd(58)} median ${percentile(times, 0.5).toFixed(1).padStart(7)} ms  p95 ${percentile(times, 0.95).toFixed(1).padStart(7)} ms`);
    }
    const started = performance.now();
    for (let offset = 0; offset < own.n; offset += 1000) await get(`/flex/assets/?limit=1000&offset=${offset}&${TABLE}`);
    console.info(`export: every row in pages of 1000 (${Math.ceil(own.n / 1000)} requests) ${(performance.now() - started).toFixed(0)} ms`);

    if (app.resources.get('flex/assets') && BULK_ROWS > 0) {
      const header = 'ref,name,asset_type,asset_category,status,postcode,latitude,longitude,voltage_level,active_export_capacity,active_import_capacity,reactive_export_capacity,reactive_import_capacity,export_meter_id,import_meter_id';
      const lines = [header];
      for (let i = 0; i < BULK_ROWS; i++) lines.push(`BULK-${i},Bulk site ${i},storage,storage,operational,,${(52 + (i % 50) * 0.02).toFixed(4)},${(-1.5 + (i % 40) * 0.02).toFixed(4)},11,1.5,0.5,0,0,E${i},`);
      const user = (await app.db.query<{ id: number }>(`SELECT id FROM users WHERE email = 'provider@brightgrid.test'`)).rows[0]!.id;
      const t1 = performance.now();
      try {
        const id = await app.files.submit({ kind: 'flexassets', orgId: provider, userId: user, filename: 'bench.csv', bytes: Buffer.from(lines.join('\r\n')) });
        await app.jobs.idle();
        const status = (await app.db.query<{ status: string }>('SELECT status FROM file_uploads WHERE id = $1', [id])).rows[0]?.status;
        const ms = performance.now() - t1;
        console.info(`flexassets CSV of ${BULK_ROWS} rows, upload to ${status}: ${ms.toFixed(0)} ms (${((BULK_ROWS / ms) * 1000).toFixed(0)} rows/s)`);
      } catch (error) {
        console.info(`flexassets CSV: not available (${(error as Error).message})`);
      }
    }
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

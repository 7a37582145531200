/**
 * The dashboard's competition list under load: the API as its own process (test seed plus 200
 * competitions whose boundaries are real GB GSP regions, one to three adjacent ones each, as the
 * demo seed grows them), real HTTP over loopback, 20 concurrent connections. For each database
 * (PGlite always; the PostgreSQL server too when DATABASE_URL is set, in a throw-away database)
 * it prints req/s, p50 and p99 of:
 *  - features/ (public, one query): the plain call of the same run, for scale;
 *  - the provider dashboard's call (mfe-dashboard/src/data/competitions.ts listCompetitions:
 *    expand=operator,boundary,qualifyingAssets, low-fidelity boundaries, qualifying to closed);
 *  - the shorter `expand=operator,boundary&boundary_fidelity=low&limit=200`;
 *  - the dashboard's call again with the ETag of its answer in If-None-Match (304, no body).
 * The client is Node's fetch, which asks for gzip (as browsers do). Asserts nothing but the status
 * codes.
 *
 *   pnpm --filter api bench dashboard
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm --filter api bench dashboard
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startApi } from '../test/support/api-process.js';
import { load, signIn, type LoadFigures } from './support/http-load.js';
import { loadGspRegions } from '../src/platform/geo/geodata.js';
import { createRng, growArea, pick, regionAdjacency } from '../src/seed/demo/generate.js';

const DURATION_MS = Number(process.env.BENCH_MS ?? 5000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const CASE = { durationMs: DURATION_MS, concurrency: CONNECTIONS };
const COMPETITIONS = Number(process.env.BENCH_COMPETITIONS ?? 200);

/** The provider dashboard's list call, as listCompetitions makes it (first page of 200). */
const DASHBOARD_CALL =
  '/flex/competitions/?boundary_fidelity=low&require_boundary=true&ordering=name&from_status=qualifying&to_status=closed&limit=200&offset=0&expand=operator%2Cboundary%2CqualifyingAssets';
const SHORT_CALL = '/flex/competitions/?expand=operator,boundary&boundary_fidelity=low&limit=200';

const iso = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString();

/**
 * COMPETITIONS competitions of Northern Lines (its GSP groups _F, _G, _M), each an area of one to
 * three adjacent GSP regions grown as the demo seed does, qualifying now (so a provider lists them).
 */
export async function seedCompetitions(base: string, operator: Record<string, string>): Promise<void> {
  const rng = createRng(20261128);
  const regions = loadGspRegions();
  const byId = new Map(regions.map((r) => [r.regionId, r]));
  const adjacency = regionAdjacency(regions);
  const allowed = new Set(['_F', '_G', '_M']);
  const candidates = regions.filter((r) => allowed.has(r.group));
  const bodies = Array.from({ length: COMPETITIONS }, (_, i) => {
    const area = growArea(rng, pick(rng, candidates), byId, adjacency, 3, allowed);
    return {
      name: `Dashboard bench ${String(i).padStart(3, '0')}`,
      reference: `DASH-${i}`,
      availability_guide_price: 6,
      utilisation_guide_price: 300,
      boundary_buffer: pick(rng, [0, 0, 0.5, 1, 2, 5]),
      qualification_open: iso(-1),
      qualification_closed: iso(10),
      open: iso(20),
      closed: iso(30),
      area_refs: area.regions.map((r) => r.regionId),
      service_periods: [
        { name: 'Winter', start: '2027-11-01', end: '2028-02-28', service_windows: [{ name: 'Evening', start_time: '16:00', end_time: '19:30', service_days: [0, 1, 2, 3, 4], holiday_handling: 'Exclude', capacity_required: 3 }] },
      ],
    };
  });
  for (let i = 0; i < bodies.length; i += 50) {
    const res = await fetch(`${base}/flex/competitions/bulk/`, {
      method: 'POST',
      headers: { ...operator, 'content-type': 'application/json' },
      body: JSON.stringify(bodies.slice(i, i + 50)),
    });
    const text = await res.text();
    if (res.status !== 201) throw new Error(`bulk create: ${res.status} ${text.slice(0, 500)}`);
  }
}

function line(label: string, f: LoadFigures): string {
  return `  ${label.padEnd(58)} ${f.rps.toFixed(0).padStart(6)} req/s   p50 ${f.p50.toFixed(1).padStart(6)} ms   p99 ${f.p99.toFixed(1).padStart(6)} ms   (${f.requests} requests)`;
}

async function benchOne(label: string, env: Record<string, string>): Promise<void> {
  const api = await startApi({ SEED_SIZE: 'test', ...env }, { readyDeadlineMs: 300_000 });
  try {
    const operator = await signIn(api.url, 'operator@northernlines.test');
    const t0 = performance.now();
    await seedCompetitions(api.url, operator);
    const provider = await signIn(api.url, 'provider@brightgrid.test');
    const first = await fetch(`${api.url}${DASHBOARD_CALL}`, { headers: provider });
    const text = await first.text();
    const rows = JSON.parse(text) as Array<{ boundary: { boundary: { coordinates: number[][][][] } } | null }>;
    const etag = first.headers.get('etag');
    const vertices = rows.reduce((s, r) => s + (r.boundary?.boundary.coordinates.flat(2).length ?? 0), 0);
    console.info(
      `${label}: ${COMPETITIONS} competitions created in ${((performance.now() - t0) / 1000).toFixed(1)} s; the provider's page holds ${rows.length} ` +
        `(${vertices.toLocaleString('en-GB')} low-fidelity vertices, ${(Buffer.byteLength(text) / 1024).toFixed(0)} KiB of JSON, ` +
        `${(Number(first.headers.get('content-length') ?? 0) / 1024).toFixed(0)} KiB sent${first.headers.get('content-encoding') === 'gzip' ? ' gzip-compressed' : ''}); ` +
        `${CONNECTIONS} connections, ${DURATION_MS} ms per case`,
    );
    // One warm-up round of each, so the figures are of a running server.
    await load(`${api.url}/features/`, {}, { ...CASE, expectStatus: 200 });
    console.info(line('features/ (public)', await load(`${api.url}/features/`, {}, { ...CASE, expectStatus: 200 })));
    console.info(line('dashboard call, body built on every request', await load(`${api.url}${DASHBOARD_CALL}`, provider, { ...CASE, expectStatus: 200, vary: true })));
    console.info(line('dashboard call (provider, operator+boundary+qualifyingAssets)', await load(`${api.url}${DASHBOARD_CALL}`, provider, { ...CASE, expectStatus: 200 })));
    console.info(line('expand=operator,boundary&boundary_fidelity=low&limit=200', await load(`${api.url}${SHORT_CALL}`, provider, { ...CASE, expectStatus: 200 })));
    if (etag) console.info(line('dashboard call, If-None-Match (304)', await load(`${api.url}${DASHBOARD_CALL}`, { ...provider, 'if-none-match': etag }, { ...CASE, expectStatus: 304 })));
    else console.info('  (no ETag on the dashboard call: the 304 path is not measured)');
  } finally {
    await api.stop();
  }
}

export async function run(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-bench-'));
  try {
    await benchOne('PGlite', { DATA_DIR: dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.info('DATABASE_URL not set: the PostgreSQL figures are skipped.');
    return;
  }
  // A database of its own on the same server, dropped at the end.
  const name = `bench_dashboard_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const pgDataDir = mkdtempSync(join(tmpdir(), 'api-bench-'));
  try {
    const target = new URL(url);
    target.pathname = `/${name}`;
    await benchOne('PostgreSQL', { DATA_DIR: pgDataDir, DATABASE_URL: target.toString() });
  } finally {
    rmSync(pgDataDir, { recursive: true, force: true });
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/**
 * Qualification engine throughput: 100,000 assets at GB postcode-district locations against 500
 * competitions whose boundaries are real GSP regions (one to three adjacent regions each, buffers
 * of 0–5 km). Prints build time, run time and throughput.
 */
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { createPgliteDb } from '../src/db/pglite.js';
import { createPostgresDb } from '../src/db/postgres.js';
import { migrate } from '../src/db/migrate.js';
import { boundaryRecord } from '../src/domain/competitions/boundary.js';
import { QualificationService } from '../src/domain/qualification/service.js';
import { ensureMapFile } from '../src/domain/mapdata/document.js';
import { countVertices } from '../src/platform/geo/simplify.js';
import { createRng, districtSampler, generateAsset, growArea, pick, regionAdjacency } from '../src/seed/demo/generate.js';
import { loadGspRegions, loadPostcodeDistricts } from '../src/platform/geo/geodata.js';
import type { CompetitionInput } from '../src/domain/qualification/engine.js';
import { QualificationEngine } from '../src/domain/qualification/engine.js';
import type { AssetFacts, NeedDirection, PowerType } from '../src/domain/qualification/rules.js';

const ASSETS = Number(process.env.BENCH_ASSETS ?? 100_000);
const COMPETITIONS = Number(process.env.BENCH_COMPETITIONS ?? 500);

export async function run(): Promise<void> {
  const rng = createRng(20260501);
  const regions = loadGspRegions();
  const byId = new Map(regions.map((r) => [r.regionId, r]));
  const adjacency = regionAdjacency(regions);
  const competitions: CompetitionInput[] = [];
  for (let i = 0; i < COMPETITIONS; i++) {
    const area = growArea(rng, pick(rng, regions), byId, adjacency, 3);
    const low = pick(rng, [0.24, 0.4, 6.6, 11, 33]);
    competitions.push({
      id: i + 1,
      boundary: area.boundary,
      min_connection_voltage: low,
      max_connection_voltage: pick(rng, [11, 33, 66, 132].filter((v) => v >= low)),
      power_type: pick<PowerType>(rng, ['active_power', 'active_power', 'active_power', 'reactive_power']),
      need_direction: pick<NeedDirection>(rng, ['deficit', 'excess', 'import', 'export']),
      boundary_buffer: pick(rng, [0, 0, 1, 2, 5]),
    });
  }
  const sample = districtSampler(loadPostcodeDistricts());
  const assets: AssetFacts[] = [];
  for (let i = 0; i < ASSETS; i++) {
    const a = generateAsset(rng, sample(rng), i, 'B');
    assets.push({ ...a, is_active: true });
  }
  const vertices = competitions.reduce((s, c) => s + countVertices(c.boundary ?? []), 0);
  console.info(`competitions: ${competitions.length} (${vertices.toLocaleString('en-GB')} boundary vertices), assets: ${assets.length.toLocaleString('en-GB')}`);

  for (let round = 1; round <= 3; round++) {
    const t0 = performance.now();
    const engine = new QualificationEngine(competitions);
    const t1 = performance.now();
    const { matches } = engine.run(assets);
    const t2 = performance.now();
    const eligible = matches.filter((m) => m.status === 'eligible').length;
    const runMs = t2 - t1;
    console.info(
      `round ${round}: index build ${(t1 - t0).toFixed(1)} ms, qualify ${runMs.toFixed(0)} ms ` +
        `(${Math.round(assets.length / (runMs / 1000)).toLocaleString('en-GB')} assets/s, ` +
        `${Math.round((assets.length * competitions.length) / (runMs / 1000) / 1e6).toLocaleString('en-GB')} M pairs/s); ` +
        `located pairs ${matches.length.toLocaleString('en-GB')}, eligible ${eligible.toLocaleString('en-GB')}`,
    );
  }

  // Recompute of one competition (what a competition edit costs): all assets against it alone.
  const one = new QualificationEngine([competitions[0]!]);
  const t3 = performance.now();
  const single = one.run(assets);
  const t4 = performance.now();
  console.info(`one competition against all assets: ${(t4 - t3).toFixed(1)} ms, located ${single.matches.length}`);

  if (process.env.BENCH_DB === '0') return;
  await databaseRecompute(competitions, assets);
}

/**
 * The same data in the database: full recompute (engine + writing the qualification rows), then
 * single edits. PGlite by default; the PostgreSQL server at DATABASE_URL (in a throw-away schema)
 * when set.
 */
async function databaseRecompute(competitions: CompetitionInput[], assets: AssetFacts[]): Promise<void> {
  const url = process.env.DATABASE_URL;
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const db = url ? await createPostgresDb(url, schema) : await createPgliteDb('memory://');
  const label = url ? 'PostgreSQL' : 'PGlite';
  try {
    await migrate(db);
    const orgs = await db.query<{ id: number }>(
      `INSERT INTO organisations (name, org_type, slug) VALUES ('Bench operator', 'systemoperator', 'bench-op'), ('Bench provider', 'flexprovider', 'bench-fp') RETURNING id`,
    );
    const [op, fp] = orgs.rows.map((r) => r.id);
    const tLoad = performance.now();
    const past = new Date(Date.now() - 86_400_000).toISOString();
    const future = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();
    for (let i = 0; i < competitions.length; i += 100) {
      const chunk = competitions.slice(i, i + 100);
      const ids = await db.query<{ id: number }>(
        `INSERT INTO competitions (name, reference, operator_id, power_type, need_direction, min_connection_voltage, max_connection_voltage, boundary_buffer,
           qualification_open, qualification_closed, open, closed)
         SELECT x.name, x.reference, ${op}, x.power_type, x.need_direction, x.min_v, x.max_v, x.buffer, $2, $3, $4, $5
           FROM json_to_recordset($1::json) AS x(name text, reference text, power_type text, need_direction text, min_v float8, max_v float8, buffer float8)
         RETURNING id`,
        [
          JSON.stringify(
            chunk.map((c, k) => ({
              name: `Bench ${i + k}`,
              reference: `B-${i + k}`,
              power_type: c.power_type,
              need_direction: c.need_direction,
              min_v: c.min_connection_voltage,
              max_v: c.max_connection_voltage,
              buffer: c.boundary_buffer,
            })),
          ),
          past,
          future(10),
          future(20),
          future(30),
        ],
      );
      const rows = chunk.map((c, k) => ({ competition_id: ids.rows[k]!.id, ...boundaryRecord(c.boundary ?? []) }));
      await db.query(
        `INSERT INTO competition_boundaries (competition_id, boundary, boundary_low, min_lon, min_lat, max_lon, max_lat, area_km2, vertex_count)
         SELECT * FROM json_to_recordset($1::json) AS x(competition_id int, boundary jsonb, boundary_low jsonb, min_lon float8, min_lat float8,
           max_lon float8, max_lat float8, area_km2 float8, vertex_count int)`,
        [JSON.stringify(rows)],
      );
    }
    for (let i = 0; i < assets.length; i += 10_000) {
      const chunk = assets.slice(i, i + 10_000).map((a, k) => ({ ...a, ref: `A${i + k}`, name: `Asset ${i + k}` }));
      await db.query(
        `INSERT INTO flex_assets (ref, name, flex_provider_id, asset_type, asset_category, lon, lat, voltage_level, active_export_capacity,
           active_import_capacity, reactive_export_capacity, reactive_import_capacity)
         SELECT x.ref, x.name, ${fp}, 'storage', 'storage', x.lon, x.lat, x.voltage_level, x.active_export_capacity, x.active_import_capacity,
           x.reactive_export_capacity, x.reactive_import_capacity
           FROM json_to_recordset($1::json) AS x(ref text, name text, lon float8, lat float8, voltage_level float8, active_export_capacity float8,
             active_import_capacity float8, reactive_export_capacity float8, reactive_import_capacity float8)`,
        [JSON.stringify(chunk)],
      );
    }
    console.info(`${label}: loaded ${competitions.length} competitions and ${assets.length.toLocaleString('en-GB')} assets in ${((performance.now() - tLoad) / 1000).toFixed(1)} s`);
    const service = new QualificationService();
    const t0 = performance.now();
    const { pairs } = await db.transaction((tx) => service.recomputeAll(tx));
    const t1 = performance.now();
    console.info(`${label} full recompute (engine + ${pairs.toLocaleString('en-GB')} qualification rows written): ${((t1 - t0) / 1000).toFixed(2)} s`);
    const one = await db.query<{ id: number }>('SELECT id FROM competitions ORDER BY id LIMIT 1');
    const t2 = performance.now();
    await db.transaction((tx) => service.recomputeCompetition(tx, one.rows[0]!.id));
    const t3 = performance.now();
    await db.transaction((tx) => service.recomputeAssets(tx, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]));
    const t4 = performance.now();
    console.info(`${label} recompute after a competition edit: ${(t3 - t2).toFixed(0)} ms; after editing 10 assets: ${(t4 - t3).toFixed(0)} ms`);
    // The provider's pre-serialised map-data file (all 100k pins, 500 polygons), built once then served from storage.
    const t5 = performance.now();
    const file = await db.transaction((tx) => ensureMapFile(tx, { kind: 'provider', orgId: fp! }));
    const t6 = performance.now();
    const gz = await db.query<{ n: number }>('SELECT octet_length(body_gzip) AS n FROM map_data_files WHERE key = $1', [file.key]);
    await db.transaction((tx) => ensureMapFile(tx, { kind: 'provider', orgId: fp! }));
    const t7 = performance.now();
    console.info(
      `${label} map-data file for ${file.asset_count.toLocaleString('en-GB')} pins and ${file.competition_count} polygons: built in ${((t6 - t5) / 1000).toFixed(2)} s, ` +
        `${(file.size / 1e6).toFixed(1)} MB JSON, ${(Number(gz.rows[0]!.n) / 1e6).toFixed(1)} MB gzip; unchanged check ${(t7 - t6).toFixed(0)} ms`,
    );
  } finally {
    if (url) await db.exec(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await db.close();
  }
}

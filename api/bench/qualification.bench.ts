/**
 * Qualification engine throughput: 100,000 assets at GB postcode-district locations against 500
 * competitions whose boundaries are real GSP regions (one to three adjacent regions each, buffers
 * of 0–5 km). Prints build time, run time and throughput.
 */
import { performance } from 'node:perf_hooks';
import { countVertices } from '../src/domain/geo/simplify.js';
import { createRng, districtSampler, generateAsset, growArea, pick, regionAdjacency } from '../src/domain/demo/generate.js';
import { loadGspRegions, loadPostcodeDistricts } from '../src/domain/geodata.js';
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
}

import type { Db } from '../../db/types.js';
import type { Seeder } from '../types.js';
import { refreshStatuses } from '../../domain/competitions/visibility.js';
import { seedDemoAlerts } from './alerts.js';
import type { CompetitionStatus } from '../../domain/competitions/status.js';
import {
  PLANNED_CAPACITY_TYPES,
  between,
  createRng,
  districtSampler,
  generateAsset,
  growArea,
  pick,
  pickWeighted,
  regionAdjacency,
  type Rng,
} from './generate.js';
import { GSP_GROUP_NAMES, loadGspRegions, loadPostcodeDistricts, type GspRegion } from '../../platform/geo/geodata.js';
import { ensurePlaces } from '../../domain/mapdata/places.js';
import { QualificationService } from '../../domain/qualification/service.js';
import type { CompetitionCreate } from '../../domain/competitions/schemas.js';
import { createCompetition } from '../../domain/competitions/service.js';
import { saveTemplate } from '../../domain/competitions/templates.js';
import { seedDemoMarket } from './market.js';
import { seedDemoQualification } from './qualification.js';
import { seedDemoAvailability } from './availability.js';
import { seedDemoWebhooks } from './webhooks.js';
import { seedDemoDispatch } from './dispatch.js';
import { seedDemoSettlement } from './settlement.js';
import { seedNoQualifyingCompetition, seedPlannedAssetInCompetition } from './dashboard.js';

/**
 * Reference geodata (always) and the map-dashboard demo data (once, when no competition exists).
 * Deterministic apart from dates, which are set relative to the seed time so every status is
 * present on the day the database is seeded (and then moves on with the calendar).
 */

const DAY = 86_400_000;

const EXTRA_ORGS = [
  { slug: 'harbour-battery', name: 'Harbour Battery Co', orgType: 'flexprovider', colour: '#D97706', area: [] as string[] },
  { slug: 'peakshift-aggregation', name: 'Peakshift Aggregation', orgType: 'flexprovider', colour: '#0E7490', area: [] },
  { slug: 'greencell-storage', name: 'GreenCell Storage', orgType: 'flexprovider', colour: '#15803D', area: [] },
  { slug: 'central-grid-distribution', name: 'Central Grid Distribution', orgType: 'systemoperator', colour: '#7C3AED', area: ['_A', '_B', '_D', '_E'] },
  { slug: 'western-highland-networks', name: 'Western & Highland Networks', orgType: 'systemoperator', colour: '#B45309', area: ['_K', '_L', '_N', '_P'] },
] as const;

async function bulkInsert(db: Db, table: string, columns: Record<string, string>, rows: Record<string, unknown>[], returning = false): Promise<number[]> {
  const ids: number[] = [];
  const names = Object.keys(columns);
  const spec = names.map((n) => `"${n}" ${columns[n]}`).join(', ');
  const cols = names.map((n) => `"${n}"`).join(', ');
  const CHUNK = 2000;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const r = await db.query<{ id: number }>(
      `INSERT INTO ${table} (${cols}) SELECT ${cols} FROM json_to_recordset($1::json) AS x(${spec}) ${returning ? 'RETURNING id' : ''}`,
      [JSON.stringify(rows.slice(i, i + CHUNK))],
    );
    if (returning) ids.push(...r.rows.map((x) => x.id));
  }
  return ids;
}

async function seedReference(db: Db): Promise<void> {
  const has = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM gsp_regions');
  if ((has.rows[0]?.n ?? 0) === 0) {
    const regions = loadGspRegions();
    await bulkInsert(
      db,
      'gsp_regions',
      { id: 'int', name: 'text', gsp_group: 'text', gsp_codes: 'text[]', boundary: 'jsonb', centre_lon: 'float8', centre_lat: 'float8', area_km2: 'float8' },
      regions.map((r) => ({
        id: r.regionId,
        name: r.name,
        gsp_group: r.group,
        gsp_codes: `{${r.gspCodes.map((c) => `"${c}"`).join(',')}}`,
        boundary: r.boundary,
        centre_lon: r.centre[0],
        centre_lat: r.centre[1],
        area_km2: r.areaKm2,
      })),
    );
  }
  await ensurePlaces(db);
}

interface Orgs {
  providers: { id: number; weight: number; prefix: string }[];
  operators: { id: number; groups: string[]; count: number }[];
  brightgrid: number;
  voltwise: number;
}

async function ensureOrgs(db: Db, demo: boolean): Promise<Orgs | null> {
  for (const o of EXTRA_ORGS) {
    await db.query(
      `INSERT INTO organisations (name, org_type, slug, brand_colour, operating_area) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (slug) DO NOTHING`,
      [o.name, o.orgType, o.slug, o.colour, o.area],
    );
  }
  const r = await db.query<{ id: number; slug: string }>('SELECT id, slug FROM organisations');
  const id = (slug: string) => r.rows.find((x) => x.slug === slug)?.id;
  const brightgrid = id('brightgrid-energy');
  const voltwise = id('voltwise-flex');
  const north = id('northern-lines-networks');
  const south = id('southern-wires');
  if (!brightgrid || !voltwise || !north || !south) return null;
  const scale = demo ? 1 : 0.3;
  return {
    brightgrid,
    voltwise,
    providers: [
      { id: brightgrid, weight: 30, prefix: 'BGE' },
      { id: voltwise, weight: 25, prefix: 'VWF' },
      { id: id('harbour-battery')!, weight: 15, prefix: 'HBC' },
      { id: id('peakshift-aggregation')!, weight: 18, prefix: 'PSA' },
      { id: id('greencell-storage')!, weight: 12, prefix: 'GCS' },
    ],
    operators: [
      { id: north, groups: ['_F', '_G', '_M'], count: Math.round(16 * scale) },
      { id: south, groups: ['_C', '_J', '_H'], count: Math.round(16 * scale) },
      { id: id('central-grid-distribution')!, groups: ['_A', '_B', '_D', '_E'], count: Math.round(8 * scale) },
      { id: id('western-highland-networks')!, groups: ['_K', '_L', '_N', '_P'], count: Math.round(8 * scale) },
    ],
  };
}

/** The five schedule dates placing a competition in `status` at `now`. */
export function scheduleFor(status: CompetitionStatus, now: number, rng: Rng): (string | null)[] {
  const d = (days: number) => new Date(now + days * DAY + Math.round(between(rng, -6, 6)) * 3_600_000).toISOString();
  const j = () => Math.round(between(rng, 0, 4));
  switch (status) {
    case 'incomplete':
      return [d(10 + j()), null, null, null, null];
    case 'pending':
      return [d(6 + j()), d(27 + j()), d(35 + j()), d(50 + j()), d(150)];
    case 'qualifying':
      return [d(-6 - j()), d(9 + j()), d(16 + j()), d(30 + j()), d(130)];
    case 'qualified':
      return [d(-25 - j()), d(-4 - j()), d(3 + j()), d(17 + j()), d(120)];
    case 'open':
      return [d(-45 - j()), d(-22 - j()), d(-5 - j()), d(10 + j()), d(110)];
    case 'closed':
      return [d(-70 - j()), d(-50 - j()), d(-35 - j()), d(-7 - j()), d(80)];
    case 'archived':
      return [d(-220 - j()), d(-200 - j()), d(-185 - j()), d(-160 - j()), d(-20 - j())];
  }
}

const STATUS_CYCLE: CompetitionStatus[] = ['open', 'qualifying', 'qualified', 'closed', 'pending', 'open', 'archived', 'qualifying', 'incomplete', 'open', 'closed', 'qualifying'];

const PRODUCTS: { name: string; season: 'Winter' | 'Summer' | 'All-Year'; need: 'deficit' | 'excess' | 'import' | 'export'; power?: 'reactive_power' }[] = [
  { name: 'Winter Peak Reduction', season: 'Winter', need: 'deficit' },
  { name: 'Evening Peak Support', season: 'Winter', need: 'deficit' },
  { name: 'Summer Solar Absorption', season: 'Summer', need: 'excess' },
  { name: 'Constraint Management', season: 'All-Year', need: 'export' },
  { name: 'Demand Turn-Up', season: 'Summer', need: 'import' },
  { name: 'Voltage Support', season: 'All-Year', need: 'deficit', power: 'reactive_power' },
  { name: 'Network Resilience', season: 'Winter', need: 'deficit' },
  { name: 'Flexible Connections', season: 'All-Year', need: 'excess' },
];

const VOLTAGE_RANGES: [number | null, number | null][] = [
  [0.24, 33],
  [0.4, 11],
  [0.24, 11],
  [11, 132],
  [0.4, 33],
  [6.6, 66],
  [22, 132],
  [null, null],
];

function seasonPeriods(season: string, year: number): { name: string; start: string; end: string }[] {
  if (season === 'Winter') return [{ name: `Winter ${year}/${String((year + 1) % 100).padStart(2, '0')}`, start: `${year}-11-01`, end: `${year + 1}-02-28` }];
  if (season === 'Summer') return [{ name: `Summer ${year}`, start: `${year}-05-01`, end: `${year}-09-30` }];
  return [
    { name: `Winter ${year}/${String((year + 1) % 100).padStart(2, '0')}`, start: `${year}-10-01`, end: `${year + 1}-03-31` },
    { name: `Summer ${year + 1}`, start: `${year + 1}-04-01`, end: `${year + 1}-09-30` },
  ];
}

const WINDOW_TEMPLATES = [
  { name: 'Weekday evening peak', start: '16:00', end: '19:30', days: [0, 1, 2, 3, 4] },
  { name: 'Weekday morning peak', start: '07:00', end: '09:30', days: [0, 1, 2, 3, 4] },
  { name: 'Weekend peak', start: '17:00', end: '20:00', days: [5, 6] },
  { name: 'Midday solar', start: '11:00', end: '15:00', days: [0, 1, 2, 3, 4, 5, 6] },
  { name: 'Overnight', start: '23:00', end: '05:00', days: [0, 1, 2, 3, 4, 5, 6] },
];

/**
 * The demo's domain data, drawn from one seeded random sequence (so each run gives the same data):
 * the operators' competitions and templates, the providers' flex and planned assets, qualification,
 * the demo providers' entries, then their market, availability, webhook and dispatch examples.
 */
async function seedDemo(db: Db, orgs: Orgs, size: 'demo' | 'test'): Promise<void> {
  const rng = createRng(size === 'demo' ? 424242 : 1717);
  const now = Date.now();

  const planned = planCompetitions(rng, orgs, now);
  // Competitions go through the same write path as POST flex/competitions/ (validation, area,
  // boundary, calendar, periods and windows); qualification runs in one batch once assets exist.
  const writer = new QualificationService();
  await createCompetitions(db, writer, rng, planned);

  // The dashboard's "nothing qualifies here" example (demo/dashboard.ts).
  await seedNoQualifyingCompetition(db, writer, orgs.operators[0]!.id, now);

  const sample = districtSampler(loadPostcodeDistricts());
  await seedFlexAssets(db, rng, orgs, size, sample);
  await seedPlannedAssets(db, rng, orgs, size, sample, now);

  await refreshStatuses(db);
  await new QualificationService().recomputeAll(db);
  // Operators' overrides, assets with data to complete, Northern Lines' grid topology (before bids name their GSPs).
  await seedDemoQualification(db, { operators: { northernLines: orgs.operators[0]!.id, southernWires: orgs.operators[1]!.id }, providers: [orgs.brightgrid, orgs.voltwise] });
  // A demo provider's planned asset qualifying beside its flex assets (demo/dashboard.ts).
  await seedPlannedAssetInCompetition(db, writer, orgs.brightgrid, orgs.operators[0]!.id);

  await seedDemoEntries(db, orgs);
  // Ballots, bids, decisions and one cleared competition with confirmed results.
  await seedDemoMarket(db, [orgs.brightgrid, orgs.voltwise]);
  // Unavailability records of a few assets.
  await seedDemoAvailability(db, [orgs.brightgrid, orgs.voltwise]);
  // A paused webhook endpoint with a short delivery history per provider.
  await seedDemoWebhooks(db, [orgs.brightgrid, orgs.voltwise]);
  // Past, upcoming and scheduled dispatch instructions for the accepted bids.
  await seedDemoDispatch(db, [orgs.brightgrid, orgs.voltwise]);
  // Each demo operator's settled competition (its last two months dispatched, settled and invoiced) and metered profiles for every past dispatch (one left for the provider to upload).
  await seedDemoSettlement(db, [orgs.brightgrid, orgs.voltwise]);
  // Alerts of both providers on the two operators' markets (demo size only: see demo/alerts.ts).
  if (size === 'demo') await seedDemoAlerts(db, { brightgrid: orgs.brightgrid, voltwise: orgs.voltwise }, [orgs.operators[0]!.id, orgs.operators[1]!.id]);
}

/** Picks a postcode district for a new asset, weighted by the square root of its number of postcodes. */
type DistrictSampler = ReturnType<typeof districtSampler>;

/** A competition to create: its row, its service periods and how many windows each period has. */
interface Planned {
  row: Omit<CompetitionCreate, 'service_periods'> & { operator_id: number; area_refs: number[] };
  periods: { name: string; start: string; end: string }[];
  windows: number;
}

/**
 * Each operator's competitions, cycling through the statuses: an area grown from a start GSP of the
 * operator's groups (a different start each time where it can), a product, dates that give the
 * status, and a name and reference from place, year and product.
 */
function planCompetitions(rng: Rng, orgs: Orgs, now: number): Planned[] {
  const regions = loadGspRegions();
  const byId = new Map(regions.map((r) => [r.regionId, r]));
  const adjacency = regionAdjacency(regions);
  const planned: Planned[] = [];
  let serial = 0;
  const usedStarts = new Set<number>();
  for (const op of orgs.operators) {
    const allowed = new Set(op.groups);
    const candidates = regions.filter((r) => allowed.has(r.group));
    for (let i = 0; i < op.count; i++) {
      const status = STATUS_CYCLE[serial % STATUS_CYCLE.length]!;
      serial++;
      let start: GspRegion = pick(rng, candidates);
      for (let tries = 0; tries < 10 && usedStarts.has(start.regionId); tries++) start = pick(rng, candidates);
      usedStarts.add(start.regionId);
      const area = growArea(rng, start, byId, adjacency, 3, allowed);
      const product = pick(rng, PRODUCTS);
      const dates = scheduleFor(status, now, rng);
      const firstDate = new Date(dates[3] ?? dates[0] ?? new Date(now).toISOString());
      const year = firstDate.getUTCFullYear() + (product.season === 'Winter' && firstDate.getUTCMonth() < 6 ? 0 : product.season === 'Summer' && firstDate.getUTCMonth() > 6 ? 1 : 0);
      const dayAhead = rng() < 0.15;
      const [minV, maxV] = pick(rng, VOLTAGE_RANGES);
      const seasonWord = product.season === 'All-Year' || product.name.includes(product.season) ? '' : `${product.season} `;
      const place = start.name.replace(/\s+\d+\s*kV$/i, '');
      const name = `${place} ${year} ${seasonWord}${product.name}`.replace(/\s+/g, ' ');
      const ref = `${op.groups[0]!.replace('_', '')}-${year}-${String(serial).padStart(3, '0')}`;
      planned.push({
        row: {
          name,
          reference: ref,
          operator_id: op.id,
          competition_type: pickWeighted(rng, [
            ['availability_utilisation', 5],
            ['utilisation', 3],
            ['service_fee', 1],
            ['availability', 1],
          ] as const),
          power_type: product.power ?? 'active_power',
          need_direction: product.need,
          need_type: product.season === 'Winter' ? 'peak_reduction' : product.need === 'excess' ? 'generation_absorption' : 'constraint',
          qualification_type: dayAhead ? 'piclo_stac' : 'standard',
          tag: dayAhead ? 'Day Ahead' : pickWeighted(rng, [['Untagged', 6], ['Week Ahead', 2]] as const),
          fixed_price: rng() < 0.2,
          min_connection_voltage: minV,
          max_connection_voltage: maxV,
          boundary_buffer: pick(rng, [0, 0, 0.5, 1, 2, 5]),
          qualification_open: dates[0],
          qualification_closed: dates[1],
          open: dates[2],
          closed: dates[3],
          archive_on: dates[4],
          area_refs: area.regions.map((r) => r.regionId),
          contact: `flex@${op.groups[0] === '_F' ? 'northernlines' : 'operator'}.test`,
          description: `Flexibility to manage ${product.name.toLowerCase()} needs across ${area.regions.map((r) => r.name).join(', ')} (${GSP_GROUP_NAMES[start.group] ?? start.group}).`,
          availability_guide_price: Math.round(between(rng, 2, 12) * 100) / 100,
          utilisation_guide_price: Math.round(between(rng, 150, 600)),
          service_fee: null,
          minimum_budget: null,
          maximum_budget: Math.round(between(rng, 50, 900)) * 1000,
        },
        periods: seasonPeriods(product.season, year),
        windows: 1 + Math.floor(rng() * 2),
      });
    }
  }
  return planned;
}

/** Creates the planned competitions with their windows; each operator keeps its first two as templates for the next round. */
async function createCompetitions(db: Db, writer: QualificationService, rng: Rng, planned: Planned[]): Promise<void> {
  const templatesSaved = new Map<number, number>();
  for (const p of planned) {
    const { operator_id, area_refs, ...fields } = p.row;
    const typeNeedsFee = fields.competition_type === 'service_fee';
    const offset = Math.floor(rng() * WINDOW_TEMPLATES.length);
    const body: CompetitionCreate = {
      ...fields,
      service_fee: typeNeedsFee ? Math.round(between(rng, 20, 80)) : null,
      area_refs,
      service_periods: p.periods.map((period) => ({
        ...period,
        service_windows: Array.from({ length: p.windows }, (_, k) => {
          const w = WINDOW_TEMPLATES[(offset + k) % WINDOW_TEMPLATES.length]!;
          return {
            name: w.name,
            start_time: w.start,
            end_time: w.end,
            service_days: w.days,
            holiday_handling: w.days.length === 5 ? 'Exclude' : 'Ignore',
            capacity_required: Math.round(between(rng, 0.5, 12) * 10) / 10,
            minimum_aggregate_asset_size: 0.1,
            required_response_time: '00:15:00',
            minimum_run_time: '00:30:00',
            dispatch_estimate: Math.round(between(rng, 5, 60)),
            ...(fields.fixed_price
              ? {
                  fixed_availability_price: fields.availability_guide_price,
                  fixed_utilisation_price: fields.utilisation_guide_price,
                  fixed_service_fee: typeNeedsFee ? 40 : null,
                }
              : {}),
          };
        }),
      })),
    };
    const id = await createCompetition(db, writer, operator_id, body);
    const kept = templatesSaved.get(operator_id) ?? 0;
    if (kept < 2) {
      await saveTemplate(db, operator_id, null, id, `${String(fields.name).replace(/\s\d{4}\s/, ' ')} (template)`);
      templatesSaved.set(operator_id, kept + 1);
    }
  }
}

/** The providers' flex assets (6,000 for the demo, 400 for tests), each owner picked by its weight. */
async function seedFlexAssets(db: Db, rng: Rng, orgs: Orgs, size: 'demo' | 'test', sample: DistrictSampler): Promise<void> {
  const total = size === 'demo' ? 6000 : 400;
  const serials = new Map<number, number>();
  const assetRows: Record<string, unknown>[] = [];
  for (let i = 0; i < total; i++) {
    const owner = pickWeighted(
      rng,
      orgs.providers.map((p) => [p, p.weight] as const),
    );
    const n = (serials.get(owner.id) ?? 0) + 1;
    serials.set(owner.id, n);
    const a = generateAsset(rng, sample(rng), n, owner.prefix);
    assetRows.push({
      ref: a.ref,
      name: a.name,
      flex_provider_id: owner.id,
      asset_type: a.asset_type,
      asset_category: a.asset_category,
      status: rng() < 0.93 ? 'operational' : pick(rng, ['commissioning', 'maintenance']),
      lon: a.lon,
      lat: a.lat,
      postcode: a.postcode,
      export_meter_id: a.active_export_capacity > 0 ? `EXP${String(100000 + i)}` : null,
      import_meter_id: a.active_import_capacity > 0 ? `IMP${String(100000 + i)}` : null,
      active_export_capacity: a.active_export_capacity,
      active_import_capacity: a.active_import_capacity,
      reactive_export_capacity: a.reactive_export_capacity,
      reactive_import_capacity: a.reactive_import_capacity,
      voltage_level: a.voltage_level,
      is_active: rng() > 0.02,
    });
  }
  await bulkInsert(
    db,
    'flex_assets',
    {
      ref: 'text',
      name: 'text',
      flex_provider_id: 'int',
      asset_type: 'text',
      asset_category: 'text',
      status: 'text',
      lon: 'float8',
      lat: 'float8',
      postcode: 'text',
      export_meter_id: 'text',
      import_meter_id: 'text',
      active_export_capacity: 'float8',
      active_import_capacity: 'float8',
      reactive_export_capacity: 'float8',
      reactive_import_capacity: 'float8',
      voltage_level: 'float8',
      is_active: 'boolean',
    },
    assetRows,
  );
}

/** The providers' planned assets (300 for the demo, 30 for tests), each expected to connect in two to eighteen months. */
async function seedPlannedAssets(db: Db, rng: Rng, orgs: Orgs, size: 'demo' | 'test', sample: DistrictSampler, now: number): Promise<void> {
  const plannedRows: Record<string, unknown>[] = [];
  const plannedTotal = size === 'demo' ? 300 : 30;
  for (let i = 0; i < plannedTotal; i++) {
    const owner = pickWeighted(
      rng,
      orgs.providers.map((p) => [p, p.weight] as const),
    );
    const a = generateAsset(rng, sample(rng), i + 1, `${owner.prefix}-P`);
    const capacityType = pick(rng, PLANNED_CAPACITY_TYPES.slice(0, 2));
    plannedRows.push({
      ref: a.ref,
      name: `${a.name} (planned)`,
      flex_provider_id: owner.id,
      asset_type: a.asset_type,
      asset_category: a.asset_category,
      capacity_type: capacityType,
      capacity_value: Math.max(a.active_export_capacity, a.active_import_capacity, 0.05),
      lon: a.lon,
      lat: a.lat,
      postcode: a.postcode,
      voltage_level: a.voltage_level,
      expected_connection: new Date(now + between(rng, 60, 540) * DAY).toISOString().slice(0, 10),
    });
  }
  await bulkInsert(
    db,
    'planned_assets',
    {
      ref: 'text',
      name: 'text',
      flex_provider_id: 'int',
      asset_type: 'text',
      asset_category: 'text',
      capacity_type: 'text',
      capacity_value: 'float8',
      lon: 'float8',
      lat: 'float8',
      postcode: 'text',
      voltage_level: 'float8',
      expected_connection: 'date',
    },
    plannedRows,
  );
}

/**
 * The two demo providers' confirmed entries, with about 70 % of their eligible assets, in each open,
 * closed or qualifying competition where they have an eligible asset (at most one qualifying one).
 */
async function seedDemoEntries(db: Db, orgs: Orgs): Promise<void> {
  for (const provider of [orgs.brightgrid, orgs.voltwise]) {
    const r = await db.query<{ competition_id: number; status: string; assets: number[] }>(
      `SELECT q.competition_id, c.status, array_agg(q.flex_asset_id ORDER BY q.flex_asset_id) AS assets
         FROM qualifications q JOIN flex_assets a ON a.id = q.flex_asset_id JOIN competitions c ON c.id = q.competition_id
        WHERE a.flex_provider_id = $1 AND q.eligibility_status = 'eligible' AND c.status IN ('open', 'closed', 'qualifying')
        GROUP BY q.competition_id, c.status ORDER BY q.competition_id`,
      [provider],
    );
    let entries = 0;
    for (const row of r.rows) {
      if (row.status === 'qualifying' && entries >= 1) continue;
      const entry = await db.query<{ id: number }>(
        `INSERT INTO competition_entries (competition_id, flex_provider_id, status) VALUES ($1, $2, 'confirmed') RETURNING id`,
        [row.competition_id, provider],
      );
      const assets = row.assets.slice(0, Math.max(1, Math.ceil(row.assets.length * 0.7)));
      await db.query('INSERT INTO competition_entry_assets (entry_id, flex_asset_id) SELECT $1, unnest($2::int[])', [entry.rows[0]!.id, assets]);
      await db.query(`INSERT INTO competition_confirmations (competition_id, organisation_id, kind) VALUES ($1, $2, 'entry') ON CONFLICT DO NOTHING`, [
        row.competition_id,
        provider,
      ]);
      entries++;
    }
  }
}

export const seedDomain: Seeder = {
  name: 'domain',
  async run({ db, config, log }) {
    const started = Date.now();
    await seedReference(db);
    const existing = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM competitions');
    if ((existing.rows[0]?.n ?? 0) > 0) return;
    const orgs = await ensureOrgs(db, config.seedSize === 'demo');
    if (!orgs) {
      log.warn('domain seed skipped: the core demo organisations are missing');
      return;
    }
    await seedDemo(db, orgs, config.seedSize);
    log.info({ ms: Date.now() - started }, 'domain demo data seeded');
  },
};

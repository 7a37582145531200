import type { Db } from '../../db/types.js';
import type { MultiPolygon } from '../../platform/geo/geometry.js';
import type { CompetitionInput, Match } from './engine.js';
import { QualificationEngine } from './engine.js';
import type { AssetFacts, CapacityField, NeedDirection, PowerType } from './rules.js';
import { plannedAssetFacts } from './rules.js';

/**
 * Keeps the qualifications table in step with assets and competitions. All writes happen in the
 * caller's transaction (`db` is the transaction inside resource hooks), so a failed write leaves
 * qualifications untouched.
 *
 * Rows exist for located pairs only (see migration 101). Overrides (qualified / disqualified by an
 * operator) survive recomputes; when an overridden pair is no longer located, the row stays with
 * computed_status 'ineligible' and a location reason.
 */

export type VersionName = 'competitions' | 'qualifications' | 'statuses' | 'assets';

export async function bumpVersion(db: Db, ...names: VersionName[]): Promise<void> {
  await db.query(
    `INSERT INTO domain_versions (name, version) SELECT unnest($1::text[]), 1
     ON CONFLICT (name) DO UPDATE SET version = domain_versions.version + 1, changed = now()`,
    [names],
  );
}

/** Sum of all domain versions: any write anywhere changes it (map-data files key on it). */
export async function domainVersion(db: Db): Promise<number> {
  const r = await db.query<{ v: number }>('SELECT COALESCE(sum(version), 0)::bigint AS v FROM domain_versions');
  return Number(r.rows[0]?.v ?? 0);
}

interface CompetitionRow {
  id: number;
  min_connection_voltage: number | null;
  max_connection_voltage: number | null;
  power_type: PowerType;
  need_direction: NeedDirection;
  boundary_buffer: number;
  boundary: { coordinates: MultiPolygon } | null;
}

const COMPETITION_SQL = `SELECT c.id, c.min_connection_voltage, c.max_connection_voltage, c.power_type, c.need_direction,
  c.boundary_buffer, b.boundary
  FROM competitions c LEFT JOIN competition_boundaries b ON b.competition_id = c.id`;

function toInput(r: CompetitionRow): CompetitionInput {
  return {
    id: r.id,
    min_connection_voltage: r.min_connection_voltage,
    max_connection_voltage: r.max_connection_voltage,
    power_type: r.power_type,
    need_direction: r.need_direction,
    boundary_buffer: Number(r.boundary_buffer) || 0,
    boundary: r.boundary?.coordinates ?? null,
  };
}

interface AssetRow {
  id: number;
  lon: number | null;
  lat: number | null;
  voltage_level: number | null;
  active_export_capacity: number;
  active_import_capacity: number;
  reactive_export_capacity: number;
  reactive_import_capacity: number;
  is_active: boolean;
}

interface PlannedRow {
  id: number;
  lon: number | null;
  lat: number | null;
  voltage_level: number | null;
  capacity_type: CapacityField;
  capacity_value: number;
  is_active: boolean;
}

const ASSET_SQL = `SELECT id, lon, lat, voltage_level, active_export_capacity, active_import_capacity,
  reactive_export_capacity, reactive_import_capacity, is_active FROM flex_assets`;
const PLANNED_SQL = `SELECT id, lon, lat, voltage_level, capacity_type, capacity_value, is_active FROM planned_assets`;

function plannedFacts(p: PlannedRow): AssetFacts {
  return { ...plannedAssetFacts(p), is_active: p.is_active };
}

type Kind = 'flex' | 'planned';
const COLUMN: Record<Kind, string> = { flex: 'flex_asset_id', planned: 'planned_asset_id' };
const INDEX_WHERE: Record<Kind, string> = { flex: 'flex_asset_id IS NOT NULL', planned: 'planned_asset_id IS NOT NULL' };

interface Pair {
  c: number;
  a: number;
  s: string;
  r: unknown;
}

/**
 * Inserts pairs as parallel arrays; reason lists are sent once each (many pairs share the same
 * reasons) and picked by index in SQL. `upsert` updates existing rows (unchanged rows untouched
 * unless `touchAll`).
 */
async function insertPairs(db: Db, kind: Kind, pairs: Pair[], mode: 'upsert' | 'upsert-touch'): Promise<void> {
  const col = COLUMN[kind];
  const CHUNK = 50000;
  for (let i = 0; i < pairs.length; i += CHUNK) {
    const slice = pairs.slice(i, i + CHUNK);
    const sets = new Map<string, number>();
    const reasonIndex = slice.map((p) => {
      const key = JSON.stringify(p.r);
      let idx = sets.get(key);
      if (idx === undefined) {
        idx = sets.size;
        sets.set(key, idx);
      }
      return idx;
    });
    const onlyChanged =
      mode === 'upsert'
        ? `WHERE qualifications.computed_status IS DISTINCT FROM EXCLUDED.computed_status OR qualifications.reasons IS DISTINCT FROM EXCLUDED.reasons`
        : '';
    await db.query(
      `INSERT INTO qualifications (competition_id, ${col}, computed_status, reasons)
       SELECT x.c, x.a, x.s, ($5::jsonb) -> x.r FROM unnest($1::int[], $2::int[], $3::text[], $4::int[]) AS x(c, a, s, r)
       ON CONFLICT (competition_id, ${col}) WHERE ${INDEX_WHERE[kind]}
       DO UPDATE SET computed_status = EXCLUDED.computed_status, reasons = EXCLUDED.reasons, updated = now() ${onlyChanged}`,
      [slice.map((p) => p.c), slice.map((p) => p.a), slice.map((p) => p.s), reasonIndex, `[${[...sets.keys()].join(',')}]`],
    );
  }
}

/** Upserts located pairs and clears the stale ones within (assets × competitions) of `within`. */
async function writePairs(db: Db, kind: Kind, pairs: Pair[], within: { assetIds?: number[]; competitionIds: number[] }): Promise<void> {
  const col = COLUMN[kind];
  const json = JSON.stringify(pairs.map((p) => ({ c: p.c, a: p.a })));
  if (pairs.length > 0) await insertPairs(db, kind, pairs, 'upsert');
  const assetCond = within.assetIds ? `AND q.${col} = ANY($3::int[])` : `AND q.${col} IS NOT NULL`;
  const params: unknown[] = [json, within.competitionIds];
  if (within.assetIds) params.push(within.assetIds);
  const stale = `q.competition_id = ANY($2::int[]) ${assetCond}
    AND NOT EXISTS (SELECT 1 FROM json_to_recordset($1::json) AS f(c int, a int) WHERE f.c = q.competition_id AND f.a = q.${col})`;
  await db.query(`DELETE FROM qualifications q WHERE ${stale} AND q.override_status IS NULL`, params);
  await db.query(
    `UPDATE qualifications q SET computed_status = 'ineligible', updated = now(),
       reasons = '[{"code":"location","message":"Outside the competition boundary"}]'::jsonb
     WHERE ${stale} AND q.override_status IS NOT NULL AND q.computed_status <> 'ineligible'`,
    params,
  );
}

function pairsOf(assetIds: readonly number[], run: { assetIndex: Int32Array; matches: Match[] }, allowed?: ReadonlySet<number>): Pair[] {
  const out: Pair[] = [];
  run.matches.forEach((m, i) => {
    if (allowed && !allowed.has(m.competitionId)) return;
    out.push({ c: m.competitionId, a: assetIds[run.assetIndex[i]!]!, s: m.status, r: m.reasons });
  });
  return out;
}

export class QualificationService {
  private cache: { key: string; engine: QualificationEngine } | null = null;

  /** The engine over every competition, rebuilt when the competitions version changes. */
  async engine(db: Db): Promise<QualificationEngine> {
    const v = await db.query<{ version: number; changed: Date }>("SELECT version, changed FROM domain_versions WHERE name = 'competitions'");
    const row = v.rows[0];
    const key = row ? `${row.version}@${new Date(row.changed).getTime()}` : 'none';
    if (this.cache && this.cache.key === key) return this.cache.engine;
    const rows = await db.query<CompetitionRow>(COMPETITION_SQL);
    const engine = new QualificationEngine(rows.rows.map(toInput));
    this.cache = { key, engine };
    return engine;
  }

  /** Ids of competitions that still take part in qualification (not archived). */
  private async liveCompetitionIds(db: Db): Promise<number[]> {
    const r = await db.query<{ id: number }>(
      `SELECT id FROM competitions WHERE competition_status_at(qualification_open, qualification_closed, open, closed, archive_on, now()) <> 'archived'`,
    );
    return r.rows.map((x) => x.id);
  }

  /** Recompute the given flex assets against every live competition. */
  async recomputeAssets(db: Db, ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    const rows = await db.query<AssetRow>(`${ASSET_SQL} WHERE id = ANY($1::int[]) ORDER BY id`, [[...ids]]);
    const engine = await this.engine(db);
    const live = await this.liveCompetitionIds(db);
    const assetIds = rows.rows.map((r) => r.id);
    const pairs = pairsOf(assetIds, engine.run(rows.rows), new Set(live));
    await writePairs(db, 'flex', pairs, { assetIds: [...ids], competitionIds: live });
    await bumpVersion(db, 'qualifications', 'assets');
  }

  async recomputePlannedAssets(db: Db, ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    const rows = await db.query<PlannedRow>(`${PLANNED_SQL} WHERE id = ANY($1::int[]) ORDER BY id`, [[...ids]]);
    const engine = await this.engine(db);
    const live = await this.liveCompetitionIds(db);
    const pairs = pairsOf(
      rows.rows.map((r) => r.id),
      engine.run(rows.rows.map(plannedFacts)),
      new Set(live),
    );
    await writePairs(db, 'planned', pairs, { assetIds: [...ids], competitionIds: live });
    await bumpVersion(db, 'qualifications', 'assets');
  }

  /** Recompute every asset (flex and planned) against one competition. */
  async recomputeCompetition(db: Db, competitionId: number): Promise<void> {
    const c = await db.query<CompetitionRow>(`${COMPETITION_SQL} WHERE c.id = $1`, [competitionId]);
    const row = c.rows[0];
    if (!row) return;
    const engine = new QualificationEngine([toInput(row)]);
    const bbox = await db.query<{ min_lon: number; min_lat: number; max_lon: number; max_lat: number }>(
      'SELECT min_lon, min_lat, max_lon, max_lat FROM competition_boundaries WHERE competition_id = $1',
      [competitionId],
    );
    const b = bbox.rows[0];
    let flex: AssetRow[] = [];
    let planned: PlannedRow[] = [];
    if (b) {
      // Prefilter in SQL by the bbox grown by the buffer (1° lat ≈ 111 km; lon widened at 61°N).
      const buffer = Number(row.boundary_buffer) || 0;
      const dLat = buffer / 111 + 1e-6;
      const dLon = buffer / 53 + 1e-6;
      const box = [b.min_lon - dLon, b.max_lon + dLon, b.min_lat - dLat, b.max_lat + dLat];
      flex = (await db.query<AssetRow>(`${ASSET_SQL} WHERE lon BETWEEN $1 AND $2 AND lat BETWEEN $3 AND $4`, box)).rows;
      planned = (await db.query<PlannedRow>(`${PLANNED_SQL} WHERE lon BETWEEN $1 AND $2 AND lat BETWEEN $3 AND $4`, box)).rows;
    }
    await writePairs(
      db,
      'flex',
      pairsOf(
        flex.map((r) => r.id),
        engine.run(flex),
      ),
      { competitionIds: [competitionId] },
    );
    await writePairs(
      db,
      'planned',
      pairsOf(
        planned.map((r) => r.id),
        engine.run(planned.map(plannedFacts)),
      ),
      { competitionIds: [competitionId] },
    );
    await bumpVersion(db, 'qualifications', 'competitions');
  }

  /** Recompute everything (seed, repair) against the live competitions. */
  async recomputeAll(db: Db): Promise<{ pairs: number }> {
    const engine = await this.engine(db);
    const live = await this.liveCompetitionIds(db);
    const allowed = new Set(live);
    const flex = (await db.query<AssetRow>(`${ASSET_SQL} ORDER BY id`)).rows;
    const planned = (await db.query<PlannedRow>(`${PLANNED_SQL} ORDER BY id`)).rows;
    const all: [Kind, Pair[]][] = [
      ['flex', pairsOf(flex.map((r) => r.id), engine.run(flex), allowed)],
      ['planned', pairsOf(planned.map((r) => r.id), engine.run(planned.map(plannedFacts)), allowed)],
    ];
    await db.query('DELETE FROM qualifications WHERE override_status IS NULL AND competition_id = ANY($1::int[])', [live]);
    for (const [kind, pairs] of all) await insertPairs(db, kind, pairs, 'upsert-touch');
    // Overridden pairs that are no longer located (not touched above).
    await db.query(
      `UPDATE qualifications SET computed_status = 'ineligible', updated = now(),
         reasons = '[{"code":"location","message":"Outside the competition boundary"}]'::jsonb
       WHERE override_status IS NOT NULL AND competition_id = ANY($1::int[]) AND updated < now()`,
      [live],
    );
    await bumpVersion(db, 'qualifications');
    return { pairs: all[0]![1].length + all[1]![1].length };
  }
}

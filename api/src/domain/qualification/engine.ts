import { CompiledArea } from '../../platform/geo/compiled-area.js';
import type { MultiPolygon } from '../../platform/geo/geometry.js';
import { bboxContains } from '../../platform/geo/geometry.js';
import { GridIndex } from '../../platform/geo/grid-index.js';
import type { AssetFacts, CompetitionRequirements, ComputedStatus, Reason } from './rules.js';
import { attributeReasons, locationReason } from './rules.js';

export interface CompetitionInput extends CompetitionRequirements {
  id: number;
  /** High-fidelity boundary; null when the competition has none yet. */
  boundary: MultiPolygon | null;
}

export interface Evaluation {
  status: ComputedStatus;
  reasons: Reason[];
  /** Whether the location rule passed (inside or within the buffer). */
  located: boolean;
  /** 0 inside; km to the boundary outside (exact only when asked for). */
  distanceKm: number | null;
}

export interface Match {
  competitionId: number;
  status: ComputedStatus;
  reasons: Reason[];
}

interface Prepared {
  input: CompetitionInput;
  area: CompiledArea | null;
}

/**
 * Qualifies assets against many competitions. Competitions are prepared once (flat coordinate
 * arrays, bboxes grown by their buffer, a uniform grid over those bboxes); each asset then costs a
 * grid lookup, a few bbox comparisons and ray casts on the few competitions near it.
 *
 * `matchAsset` reports only competitions whose location rule passes: an asset far from a
 * competition is ineligible for it by location, and storing those pairs would cost assets ×
 * competitions rows. Use `evaluate` for the full verdict (with the distance) of one pair.
 */
export class QualificationEngine {
  private readonly prepared: Prepared[];
  private readonly byId = new Map<number, Prepared>();
  private readonly grid: GridIndex;

  constructor(competitions: readonly CompetitionInput[], cellSizeDeg = 0.05) {
    this.prepared = competitions.map((input) => {
      const area = input.boundary && input.boundary.length > 0 ? new CompiledArea(input.boundary, input.boundary_buffer) : null;
      return { input, area: area && !area.isEmpty ? area : null };
    });
    for (const p of this.prepared) this.byId.set(p.input.id, p);
    const boxes = this.prepared.map((p) => (p.area ? p.area.bufferedBBox : { minLon: 1, minLat: 1, maxLon: 0, maxLat: 0 }));
    this.grid = new GridIndex(boxes, cellSizeDeg);
  }

  get size(): number {
    return this.prepared.length;
  }

  has(competitionId: number): boolean {
    return this.byId.has(competitionId);
  }

  /** Full verdict for one pair, with the exact distance to the boundary when outside. */
  evaluate(competitionId: number, asset: AssetFacts): Evaluation {
    const p = this.byId.get(competitionId);
    if (!p) throw new Error(`Unknown competition ${competitionId}`);
    return evaluatePrepared(p, asset, true);
  }

  /** Competitions whose location rule the asset passes, each with its verdict. */
  matchAsset(asset: AssetFacts, emit: (m: Match) => void): void {
    const lon = asset.lon;
    const lat = asset.lat;
    if (lon === null || lat === null || !Number.isFinite(lon) || !Number.isFinite(lat)) return;
    const candidates = this.grid.query(lon, lat);
    for (let k = 0; k < candidates.length; k++) {
      const p = this.prepared[candidates[k]!]!;
      const area = p.area;
      if (!area || !bboxContains(area.bufferedBBox, lon, lat)) continue;
      const loc = area.test(lon, lat);
      if (!loc.inside && !loc.withinBuffer) continue;
      const reasons = attributeReasons(p.input, asset);
      emit({ competitionId: p.input.id, status: reasons.length ? 'ineligible' : 'eligible', reasons });
    }
  }

  /** Runs every asset; returns the located matches grouped as parallel arrays. */
  run(assets: readonly AssetFacts[]): { assetIndex: Int32Array; matches: Match[] } {
    const idx: number[] = [];
    const matches: Match[] = [];
    for (let i = 0; i < assets.length; i++) {
      this.matchAsset(assets[i]!, (m) => {
        idx.push(i);
        matches.push(m);
      });
    }
    return { assetIndex: Int32Array.from(idx), matches };
  }
}

function evaluatePrepared(p: Prepared, asset: AssetFacts, exactDistance: boolean): Evaluation {
  const reasons: Reason[] = [];
  let located = false;
  let distanceKm: number | null = null;
  if (!p.area) {
    reasons.push({ code: 'no_boundary', message: 'The competition has no boundary yet' });
  } else if (asset.lon === null || asset.lat === null) {
    reasons.push(locationReason(p.input, null)!);
  } else {
    const loc = p.area.test(asset.lon, asset.lat, exactDistance);
    located = loc.inside || loc.withinBuffer;
    distanceKm = Number.isFinite(loc.distanceKm) ? loc.distanceKm : null;
    const r = locationReason(p.input, loc);
    if (r) reasons.push(r);
  }
  reasons.push(...attributeReasons(p.input, asset));
  return { status: reasons.length ? 'ineligible' : 'eligible', reasons, located, distanceKm };
}

import type { PowerUnit } from 'shared-ui';
import type { CompetitionAssetSource, ShownCompetition } from '../data/views';

/** One row of a competition's asset table (the qualifying asset list and its planned assets). */
export interface AssetRow {
  id: number;
  planned: boolean;
  ref: string;
  name: string;
  assetType: string | null;
  /** The capacity the competition counts (its power type and need direction), or a planned asset's capacity. */
  capacity: number | null;
  unit: PowerUnit;
  eligibility: string;
  /** Why it does not qualify, when it does not: the reasons as sent, put in words where shown (domain/reasons). */
  reasons: readonly unknown[];
  /** The owning provider's name: only in the owning operator's view. */
  owner: string | null;
}

type CapacityColumn = 'active_export_capacity' | 'active_import_capacity' | 'reactive_export_capacity' | 'reactive_import_capacity';

/**
 * The capacity a competition needs above zero (API domain README, qualification rule 3): export
 * capacity for a deficit or export need, import capacity for excess or import; active (MW) or
 * reactive (MVAr) power by the competition's power type.
 */
export function neededCapacity(c: Pick<ShownCompetition, 'power_type' | 'need_direction'>): CapacityColumn {
  const reactive = c.power_type === 'reactive_power';
  const exporting = c.need_direction !== 'excess' && c.need_direction !== 'import';
  return `${reactive ? 'reactive' : 'active'}_${exporting ? 'export' : 'import'}_capacity`;
}

export const unitOfCapacity = (column: string | null | undefined): PowerUnit => (column?.startsWith('reactive') ? 'MVAr' : 'MW');

const numberOrNull = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** Table rows from a provider's asset summary rows or the owning operator's competition assets. */
export function assetRows(competition: Pick<ShownCompetition, 'power_type' | 'need_direction'>, sources: readonly CompetitionAssetSource[]): AssetRow[] {
  const column = neededCapacity(competition);
  return sources.map((s) => {
    const planned = Boolean(s.planned);
    const capacity = planned ? numberOrNull(s.capacity_value) : numberOrNull(s[column]);
    return {
      id: s.flex_asset,
      planned,
      ref: s.ref ?? '',
      name: s.name ?? '',
      assetType: s.asset_type ?? null,
      capacity,
      unit: unitOfCapacity(planned ? s.capacity_type : column),
      eligibility: s.eligibility_status,
      reasons: Array.isArray(s.reasons) ? (s.reasons as unknown[]) : [],
      owner: 'flex_provider_name' in s ? s.flex_provider_name : null,
    };
  });
}

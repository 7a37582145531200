import type { AccessFixtures } from './types.js';
import { assetFixtures } from './competitions.js';

/** For the unavailability probes: an asset of each provider actor (filled by its setup). */
const probeAssets = new Map<number, number>();
let probeSerial = 0;

/** The assets domain's resources: a provider's own assets and unavailability; operators see assets in their competitions. */
export const assetsFixtures: Record<string, AccessFixtures> = {
  'flex/assets': {
    ...assetFixtures(false),
    references: { qualifying_competitions: 'flex/competitions' },
    sampleCreate: (actor) => ({
      ref: `MATRIX-${actor.name}-${Date.now()}`,
      name: 'Matrix probe',
      asset_type: 'storage',
      asset_category: 'storage',
      location: { type: 'Point', coordinates: [-1.6, 54.97] },
      voltage_level: 11,
      active_export_capacity: 1,
    }),
    canCreate: (actor) => actor.orgType === 'flexprovider',
  },
  'flex/plannedassets': { ...assetFixtures(true), references: { competitions: 'flex/competitions', competition: 'flex/competitions' } },
  'flex/assetunavailability': {
    setup: async (db) => {
      const r = await db.query<{ provider: number; id: number }>('SELECT flex_provider_id AS provider, min(id) AS id FROM flex_assets GROUP BY flex_provider_id');
      for (const row of r.rows) probeAssets.set(row.provider, row.id);
    },
    canSee: (actor, row) => actor.orgType === 'flexprovider' && row.flex_provider === actor.orgId,
    canWrite: (actor, row) => actor.orgType === 'flexprovider' && row.flex_provider === actor.orgId,
    sampleUpdate: (row) => ({ reason: row.reason }),
    // Far in the future, a day apart per probe: never overlapping a seeded record.
    sampleCreate: (actor) => {
      const day = Date.UTC(2040, 0, 1) + probeSerial++ * 86_400_000;
      return {
        flex_asset: (actor.orgId !== null && probeAssets.get(actor.orgId)) || 2147483647,
        unavailable_from: new Date(day).toISOString(),
        unavailable_to: new Date(day + 3_600_000).toISOString(),
        reason: 'Access matrix probe',
      };
    },
    canCreate: (actor) => actor.orgType === 'flexprovider' && actor.orgId !== null && probeAssets.has(actor.orgId),
  },
};

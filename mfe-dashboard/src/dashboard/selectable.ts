import type { I18n } from '@lingui/core';
import type { FormatRegion } from 'shared-ui';
import type { AssetSummaryRow } from 'shared-session';
import type { MapPin, QualifyingAssetView } from '../data/views';
import type { SelectableAsset } from '../panel/ConfirmEntryPanel';
import type { ActiveCompetition } from './activation';
import { reasonsText } from '../domain/reasons';

/** What an entry choice is built from: a provider's asset summary row, or a qualifying asset of the competition. */
type EntryCandidate = Pick<AssetSummaryRow, 'flex_asset' | 'planned' | 'eligibility_status' | 'reasons'> & Partial<Pick<AssetSummaryRow, 'name' | 'ref'>>;

/**
 * The assets a provider may enter into the active competition: per-asset summary rows when the
 * summary has them (ineligible or disqualified rows are unavailable, with their reasons), else
 * the qualifying assets of that competition. Names come from the map pins.
 */
export function selectableAssets(
  active: ActiveCompetition,
  qualifying: readonly QualifyingAssetView[],
  pins: readonly MapPin[],
  i18n: I18n,
  region: FormatRegion,
): SelectableAsset[] {
  const byId = new Map(pins.map((p) => [String(p.id), p]));
  const rows = active.summary?.rows ?? [];
  const source: EntryCandidate[] = rows.length
    ? rows
    : qualifying
        .filter((q) => q.competition === active.competition.id)
        .map((q) => ({ flex_asset: q.flex_asset, eligibility_status: q.eligibility_status ?? 'eligible', reasons: q.reasons ?? [], planned: q.planned, name: q.name, ref: q.ref }));
  // A planned asset's id is a planned-asset id: keep it apart from flex asset ids.
  const seen = new Set<string>();
  const out: SelectableAsset[] = [];
  for (const r of source) {
    const id = r.flex_asset;
    const key = `${r.planned ? 'planned' : 'flex'}-${id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const pin = byId.get(String(id));
    const ref = r.ref ?? pin?.details?.ref;
    const name = r.name ?? pin?.details?.name;
    const label = [ref, name].filter(Boolean).join(' — ') || i18n._({ id: 'dashboard.asset.fallbackName', message: 'Asset {id}', values: { id } });
    const status = r.eligibility_status;
    const qualifies = status !== 'ineligible' && status !== 'disqualified';
    // Entry is of built assets (the ones that can bid): a planned asset is listed but cannot be ticked, so "Select all" takes only what the server accepts.
    const available = qualifies && !r.planned;
    out.push({
      id,
      label,
      description: r.planned ? i18n._({ id: 'dashboard.asset.planned', message: 'Planned asset' }) : undefined,
      available,
      reason: available
        ? undefined
        : r.planned && qualifies
          ? i18n._({ id: 'dashboard.asset.plannedEntry', message: 'A planned asset can be entered once it is built and registered as an asset.' })
          : reasonsText(i18n, r.reasons, region).join('; ') || i18n._({ id: 'dashboard.asset.ineligible', message: 'Not eligible' }),
      planned: Boolean(r.planned),
    });
  }
  return out;
}

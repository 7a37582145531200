import type { I18n } from '@lingui/core';
import type { FormatRegion } from 'shared-ui';
import type { MapPin, QualifyingAssetView } from '../data/views';
import type { SelectableAsset } from '../panel/ConfirmEntryPanel';
import type { ActiveCompetition } from './activation';
import { reasonsText } from '../domain/reasons';

interface SummaryRow {
  flex_asset?: number;
  id?: number;
  eligibility_status?: string;
  reasons?: unknown;
  name?: string;
  ref?: string;
  planned?: boolean;
}

const isRow = (r: unknown): r is SummaryRow =>
  typeof r === 'object' && r !== null && ('flex_asset' in r || 'eligibility_status' in r);


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
  const raw = active.summary?.raw;
  const rows: SummaryRow[] = Array.isArray(raw) ? raw.filter(isRow) : [];
  const source: SummaryRow[] = rows.length
    ? rows
    : qualifying
        .filter((q) => q.competition === active.competition.id)
        .map((q) => ({ flex_asset: q.flex_asset, eligibility_status: q.eligibility_status ?? 'eligible', reasons: q.reasons, planned: q.planned, name: q.name, ref: q.ref }));
  const seen = new Set<number>();
  const out: SelectableAsset[] = [];
  for (const r of source) {
    const id = Number(r.flex_asset ?? r.id);
    if (!Number.isFinite(id) || seen.has(id)) continue;
    seen.add(id);
    const pin = byId.get(String(id));
    const ref = r.ref ?? pin?.details?.ref;
    const name = r.name ?? pin?.details?.name;
    const label = [ref, name].filter(Boolean).join(' — ') || i18n._({ id: 'dashboard.asset.fallbackName', message: 'Asset {id}', values: { id } });
    const status = r.eligibility_status ?? 'eligible';
    const available = status !== 'ineligible' && status !== 'disqualified';
    out.push({
      id,
      label,
      description: r.planned ? i18n._({ id: 'dashboard.asset.planned', message: 'Planned asset' }) : undefined,
      available,
      reason: available ? undefined : reasonsText(i18n, r.reasons, region).join('; ') || i18n._({ id: 'dashboard.asset.ineligible', message: 'Not eligible' }),
      planned: Boolean(r.planned),
    });
  }
  return out;
}

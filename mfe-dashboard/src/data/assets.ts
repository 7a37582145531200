import { api, type AssetSummary, type AssetSummaryCounts, type AssetSummaryRow, type CompetitionAsset } from 'shared-session';
import type { CallContext } from './calls';
import type { AssetSummaryView, QualifyingAssetView, Role } from './views';

export const PAGE_SIZE_ASSETS = 1000;

const isRow = (item: AssetSummary): item is AssetSummaryRow => 'eligibility_status' in item;
const isCounts = (item: AssetSummary): item is AssetSummaryCounts => !isRow(item);
const QUALIFYING: ReadonlySet<string> = new Set(['eligible', 'qualified']);

/**
 * Page 2's reading of flex/assetsummary/: a provider gets one row per own asset located in the
 * competition (the eligible and qualified ones count), an operator one row of counts (its total).
 */
export function summaryView(items: readonly AssetSummary[]): AssetSummaryView {
  const rows = items.filter(isRow);
  const counts = items.find(isCounts);
  if (items.length === 1 && counts) return { total: counts.total, rows: [] };
  return { total: rows.filter((r) => QUALIFYING.has(r.eligibility_status)).length, rows };
}

export async function assetSummary(ctx: CallContext, competitionId: number): Promise<AssetSummaryView> {
  return summaryView(await api.get('/flex/assetsummary/', { query: { competition: competitionId }, request: ctx.request }));
}

/**
 * The assets qualifying for competitions: flex assets from flex/qualifyingassets/, planned ones
 * from flex/plannedassets/?qualified=True, once for each live competition they qualify for. A
 * provider asks for open competitions only.
 */
export async function qualifyingAssets(ctx: CallContext, role: Role): Promise<QualifyingAssetView[]> {
  const open = role === 'flexprovider' ? { open_competitions: true } : {};
  const [qualifying, planned] = await Promise.all([
    api.all('/flex/qualifyingassets/', { query: open, pageSize: PAGE_SIZE_ASSETS, request: ctx.request }),
    api.all('/flex/plannedassets/', { query: { ...open, qualified: true }, pageSize: PAGE_SIZE_ASSETS, request: ctx.request }),
  ]);
  // flex/qualifyingassets/ lists flex assets only (its flex_asset is never null there).
  const flex: QualifyingAssetView[] = qualifying.flatMap((a) =>
    a.flex_asset === null
      ? []
      : [{ competition: a.competition, flex_asset: a.flex_asset, planned: false, eligibility_status: a.eligibility_status, reasons: a.reasons, name: a.name, ref: a.ref }],
  );
  const future: QualifyingAssetView[] = planned.flatMap((p) =>
    p.competitions.map((competition) => ({ competition, flex_asset: p.id, planned: true, name: p.name, ref: p.ref })),
  );
  return [...flex, ...future];
}

/** The owning operator: every asset located in its competition, with the owner's name. */
export async function competitionAssets(ctx: CallContext, competitionId: number): Promise<CompetitionAsset[]> {
  return api.get('/flex/competitions/{id}/assets/', { path: { id: competitionId }, request: ctx.request });
}

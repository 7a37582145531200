/**
 * The assets screens live on the spec's one route, `/manage/flexprovider/{orgId}/flexassets`
 * (workflows §2); `?view=` picks the screen: the table (none), `new`, `edit&asset=ID` or `upload`.
 */
import { paths } from 'shared-session';

export type AssetsView = 'list' | 'new' | 'edit' | 'upload';

export function assetsPath(orgId: number | string, view: AssetsView = 'list', assetId?: number | string): string {
  const base = paths.providerAssets(orgId);
  if (view === 'list') return base;
  if (view === 'edit') return `${base}?view=edit&asset=${encodeURIComponent(String(assetId ?? ''))}`;
  return `${base}?view=${view}`;
}

export function viewOf(search: URLSearchParams): { view: AssetsView; assetId: string | null } {
  const view = search.get('view');
  if (view === 'new' || view === 'upload') return { view, assetId: null };
  if (view === 'edit') return { view, assetId: search.get('asset') };
  return { view: 'list', assetId: null };
}

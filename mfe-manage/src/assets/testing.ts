/* Test helpers of the assets and availability screens (not part of the package's surface). */
import type { FlexAsset } from 'shared-session';
import { page, type Recorded } from '../test/manage';

export const PROVIDER_ID = 41;
export const PROVIDER = { orgType: 'flexprovider' as const, orgId: PROVIDER_ID, permissions: ['default', 'view-competitions', 'view-manage-ui', 'manage-bids'] };
export const VOLTAGES = [0.4, 11, 33].map((v) => ({ value: v, label: `${v} kV` }));

const TYPES = ['storage', 'thermal', 'renewable'] as const;

/** An asset as flex/assets/ answers it. */
export function asset(n: number, patch: Partial<FlexAsset> = {}): FlexAsset {
  return {
    id: n,
    ref: `BAT-${String(n).padStart(4, '0')}`,
    name: `Site ${n}`,
    flex_provider: PROVIDER_ID,
    planned: false,
    asset_type: TYPES[n % 3]!,
    asset_category: TYPES[n % 3]!,
    status: n % 10 === 0 ? 'maintenance' : 'operational',
    location: { type: 'Point', coordinates: [-1.6, 54.97] },
    postcode: 'NE1 4ST',
    located_by: 'postcode',
    voltage_level: n % 2 ? 11 : 33,
    is_active: true,
    export_meter_id: `EXP${n}`,
    import_meter_id: null,
    active_export_capacity: n / 10,
    active_import_capacity: 0,
    reactive_export_capacity: 0,
    reactive_import_capacity: 0.25,
    qualifying_competitions: [],
    created: '2026-11-01T10:00:00Z',
    updated: '2026-11-01T10:00:00Z',
    ...patch,
  };
}

/**
 * flex/assets/ answered from `assets` as the server would: search (ref, name, postcode, meters),
 * the type/category/status/voltage/active filters, `ordering` and paging with Content-Range.
 */
export function assetsRoute(assets: FlexAsset[]) {
  return (req: Recorded) => {
    const q = req.url.searchParams;
    let rows = assets;
    const search = q.get('search')?.toLowerCase();
    if (search) rows = rows.filter((a) => [a.ref, a.name, a.postcode, a.export_meter_id ?? '', a.import_meter_id ?? ''].some((v) => v.toLowerCase().includes(search)));
    for (const key of ['asset_type', 'asset_category', 'status'] as const) {
      const v = q.get(key);
      if (v) rows = rows.filter((a) => a[key] === v);
    }
    const voltage = q.get('voltage_level');
    if (voltage) rows = rows.filter((a) => a.voltage_level === Number(voltage));
    const active = q.get('is_active');
    if (active) rows = rows.filter((a) => a.is_active === (active === 'true'));
    const ordering = q.get('ordering');
    if (ordering) {
      const desc = ordering.startsWith('-');
      const key = (desc ? ordering.slice(1) : ordering) as keyof FlexAsset;
      rows = [...rows].sort((x, y) => {
        const a = x[key] as string | number;
        const b = y[key] as string | number;
        return (a < b ? -1 : a > b ? 1 : 0) * (desc ? -1 : 1);
      });
    }
    const offset = Number(q.get('offset') ?? 0);
    const limit = Number(q.get('limit') ?? 1000);
    return page(rows.slice(offset, offset + limit), rows.length, offset);
  };
}

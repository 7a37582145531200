/**
 * The asset form's values and their way to and from the API (flex/assets/), with the rules the
 * server applies too: ref and name required, a voltage from the reference list, capacities numbers
 * not below 0, and a location — the postcode (the server places the asset at its district) or a
 * point (latitude and longitude, typed or picked on the map).
 */
import type { FlexAsset, FlexAssetCreate } from 'shared-session';
import { CAPACITY_FIELDS, type CapacityField } from './labels';

export type LocateBy = 'postcode' | 'point';

export interface AssetFormValues extends Record<CapacityField, string> {
  ref: string;
  name: string;
  asset_type: string;
  asset_category: string;
  status: string;
  voltage_level: number | null;
  export_meter_id: string;
  import_meter_id: string;
  locate_by: LocateBy;
  postcode: string;
  latitude: string;
  longitude: string;
}

export const EMPTY_ASSET: AssetFormValues = {
  ref: '',
  name: '',
  asset_type: '',
  asset_category: '',
  status: 'operational',
  voltage_level: null,
  active_export_capacity: '0',
  active_import_capacity: '0',
  reactive_export_capacity: '0',
  reactive_import_capacity: '0',
  export_meter_id: '',
  import_meter_id: '',
  locate_by: 'postcode',
  postcode: '',
  latitude: '',
  longitude: '',
};

/** Coordinates are kept to 6 decimal places (about 10 cm). */
const coordinate = (n: number) => String(Math.round(n * 1e6) / 1e6);

/** A stored asset as form values: located by postcode when the server placed it so, else by its point. */
export function valuesOf(asset: FlexAsset): AssetFormValues {
  const point = asset.location?.coordinates;
  const byPoint = point !== undefined && asset.located_by !== 'postcode';
  return {
    ref: asset.ref,
    name: asset.name,
    asset_type: asset.asset_type,
    asset_category: asset.asset_category,
    status: asset.status,
    voltage_level: asset.voltage_level,
    active_export_capacity: String(asset.active_export_capacity),
    active_import_capacity: String(asset.active_import_capacity),
    reactive_export_capacity: String(asset.reactive_export_capacity),
    reactive_import_capacity: String(asset.reactive_import_capacity),
    export_meter_id: asset.export_meter_id ?? '',
    import_meter_id: asset.import_meter_id ?? '',
    locate_by: byPoint ? 'point' : 'postcode',
    postcode: asset.postcode,
    latitude: point ? coordinate(point[1] ?? 0) : '',
    longitude: point ? coordinate(point[0] ?? 0) : '',
  };
}

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)$/;

/** A typed number, or null when it is not one. */
export function parseNumber(text: string | null | undefined): number | null {
  const t = (text ?? '').trim();
  return NUMBER.test(t) ? Number(t) : null;
}

/**
 * The body of POST (and PATCH) flex/assets/. Postcode mode sends `location: null` with the
 * postcode, so the server places the asset at the district; point mode sends the point (the
 * postcode, if any, is kept for reference).
 */
export function toBody(values: AssetFormValues): FlexAssetCreate {
  const capacities = Object.fromEntries(CAPACITY_FIELDS.map((f) => [f, parseNumber(values[f]) ?? 0])) as Record<CapacityField, number>;
  const point = values.locate_by === 'point';
  const lat = parseNumber(values.latitude);
  const lon = parseNumber(values.longitude);
  return {
    ref: values.ref.trim(),
    name: values.name.trim(),
    asset_type: values.asset_type as FlexAssetCreate['asset_type'],
    asset_category: values.asset_category as FlexAssetCreate['asset_category'],
    status: values.status as FlexAssetCreate['status'],
    voltage_level: values.voltage_level,
    ...capacities,
    export_meter_id: values.export_meter_id.trim() || null,
    import_meter_id: values.import_meter_id.trim() || null,
    postcode: values.postcode.trim().toUpperCase(),
    location: point && lat !== null && lon !== null ? { type: 'Point', coordinates: [lon, lat] } : null,
  };
}

/** Where the server's `location` message goes on the form: the field of the chosen way of locating. */
export function locationField(values: Pick<AssetFormValues, 'locate_by'>): 'postcode' | 'latitude' {
  return values.locate_by === 'point' ? 'latitude' : 'postcode';
}

/** Great Britain's extent, to centre the map and to warn about a point far outside it. */
export const GB_BOUNDS = { south: 49.8, west: -8.7, north: 60.9, east: 1.8 } as const;

export function insideGb(lat: number, lon: number): boolean {
  return lat >= GB_BOUNDS.south && lat <= GB_BOUNDS.north && lon >= GB_BOUNDS.west && lon <= GB_BOUNDS.east;
}

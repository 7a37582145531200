/**
 * What the "complete asset data" form holds and how it becomes the PATCH body for the asset: the
 * client checks mirror the server's, so most mistakes are shown before anything is sent.
 */
import type { AssetDataField, FlexAssetPatch } from 'shared-session';

export type CapacityField = Exclude<AssetDataField, 'location' | 'voltage_level'>;
export const isCapacity = (f: AssetDataField): f is CapacityField => f.endsWith('_capacity');

export interface Values {
  locateBy: 'postcode' | 'point';
  postcode: string;
  latitude: string;
  longitude: string;
  voltage: string;
  capacities: Partial<Record<CapacityField, string>>;
}

export type Errors = Partial<Record<'postcode' | 'latitude' | 'longitude' | 'voltage_level' | 'location' | CapacityField, string>>;

const NUMBER = /^-?\d+(\.\d+)?$/;

/** The body completing what is missing, or the problems to fix first (client checks mirror the server's). */
export function completionBody(missing: readonly AssetDataField[], v: Values, t: (key: keyof Errors) => string): { body: FlexAssetPatch } | { errors: Errors } {
  const errors: Errors = {};
  const body: FlexAssetPatch = {};
  if (missing.includes('location')) {
    if (v.locateBy === 'postcode') {
      if (!v.postcode.trim()) errors.postcode = t('postcode');
      else Object.assign(body, { postcode: v.postcode.trim(), location: null });
    } else {
      const lat = Number(v.latitude);
      const lon = Number(v.longitude);
      if (!NUMBER.test(v.latitude.trim()) || lat < -90 || lat > 90) errors.latitude = t('latitude');
      if (!NUMBER.test(v.longitude.trim()) || lon < -180 || lon > 180) errors.longitude = t('longitude');
      if (!errors.latitude && !errors.longitude) body.location = { type: 'Point', coordinates: [lon, lat] };
    }
  }
  if (missing.includes('voltage_level')) {
    if (!v.voltage) errors.voltage_level = t('voltage_level');
    else body.voltage_level = Number(v.voltage);
  }
  for (const field of missing.filter(isCapacity)) {
    const text = (v.capacities[field] ?? '').trim();
    if (!NUMBER.test(text) || Number(text) <= 0) errors[field] = t(field);
    else body[field] = Number(text);
  }
  return Object.keys(errors).length ? { errors } : { body };
}

/**
 * The qualification rules of one asset against one competition (spec domain-workflows §3, "Assets and
 * qualification"). Pure: no database, no clock.
 *
 * An asset qualifies when all of these hold:
 *  1. location — its point lies inside the competition boundary, or outside it by at most the
 *     competition's boundary_buffer (km) measured to the nearest boundary edge;
 *  2. voltage — its connection voltage (kV) lies in [min_connection_voltage, max_connection_voltage]
 *     (a missing bound is open);
 *  3. capacity — it has capacity above zero in the direction the competition needs:
 *
 *     | power_type     | need_direction     | capacity field that must be > 0 |
 *     |----------------|--------------------|---------------------------------|
 *     | active_power   | deficit or export  | active_export_capacity  (MW)    |
 *     | active_power   | excess or import   | active_import_capacity  (MW)    |
 *     | reactive_power | deficit or export  | reactive_export_capacity (MVAr) |
 *     | reactive_power | excess or import   | reactive_import_capacity (MVAr) |
 *
 *     A deficit (not enough power locally) is met by putting power into the network: generation
 *     turning up, storage discharging, or a site reducing its net draw, which the asset register
 *     records as export capability. An excess is met by taking power off the network (demand turning
 *     up, storage charging): import capability. Planned assets carry one capacity_type and a
 *     capacity_value, which counts as that one field.
 *  4. active — an inactive (set_inactive) asset never qualifies.
 *
 * Failing any rule makes the asset ineligible, with one reason per failed rule.
 */

export type PowerType = 'active_power' | 'reactive_power';
export type NeedDirection = 'excess' | 'deficit' | 'import' | 'export';
export type CapacityField =
  | 'active_export_capacity'
  | 'active_import_capacity'
  | 'reactive_export_capacity'
  | 'reactive_import_capacity';

export const CAPACITY_FIELDS: readonly CapacityField[] = [
  'active_export_capacity',
  'active_import_capacity',
  'reactive_export_capacity',
  'reactive_import_capacity',
];

export type ReasonCode = 'location' | 'voltage' | 'capacity' | 'inactive' | 'no_location' | 'no_boundary';

export interface Reason {
  code: ReasonCode;
  message: string;
  details?: Record<string, number | string | null>;
}

export type ComputedStatus = 'eligible' | 'ineligible';

export interface CompetitionRequirements {
  min_connection_voltage: number | null;
  max_connection_voltage: number | null;
  power_type: PowerType;
  need_direction: NeedDirection;
  boundary_buffer: number;
}

export interface AssetFacts {
  lon: number | null;
  lat: number | null;
  voltage_level: number | null;
  active_export_capacity: number;
  active_import_capacity: number;
  reactive_export_capacity: number;
  reactive_import_capacity: number;
  is_active: boolean;
}

export function requiredCapacityField(powerType: PowerType, needDirection: NeedDirection): CapacityField {
  const kind = powerType === 'reactive_power' ? 'reactive' : 'active';
  const dir = needDirection === 'deficit' || needDirection === 'export' ? 'export' : 'import';
  return `${kind}_${dir}_capacity` as const;
}

/** Facts of a planned asset: its single capacity_type/capacity_value becomes that capacity field. */
export function plannedAssetFacts(p: {
  lon: number | null;
  lat: number | null;
  voltage_level: number | null;
  capacity_type: CapacityField;
  capacity_value: number;
}): AssetFacts {
  const facts: AssetFacts = {
    lon: p.lon,
    lat: p.lat,
    voltage_level: p.voltage_level,
    active_export_capacity: 0,
    active_import_capacity: 0,
    reactive_export_capacity: 0,
    reactive_import_capacity: 0,
    is_active: true,
  };
  facts[p.capacity_type] = p.capacity_value;
  return facts;
}

const VOLTAGE_EPSILON = 1e-9;

function kv(v: number): string {
  return `${Number(v.toFixed(3))} kV`;
}

function km(v: number): string {
  return `${v < 10 ? v.toFixed(1) : Math.round(v)} km`;
}

const CAPACITY_LABEL: Record<CapacityField, string> = {
  active_export_capacity: 'active export capacity',
  active_import_capacity: 'active import capacity',
  reactive_export_capacity: 'reactive export capacity',
  reactive_import_capacity: 'reactive import capacity',
};

export function voltageReason(c: CompetitionRequirements, a: AssetFacts): Reason | null {
  const min = c.min_connection_voltage;
  const max = c.max_connection_voltage;
  const v = a.voltage_level;
  const range =
    min !== null && max !== null ? `${kv(min)} to ${kv(max)}` : min !== null ? `at least ${kv(min)}` : max !== null ? `at most ${kv(max)}` : 'any';
  if (v === null || v === undefined || Number.isNaN(v)) {
    if (min === null && max === null) return null;
    return { code: 'voltage', message: `Connection voltage unknown; the competition needs ${range}`, details: { voltage_level: null, min, max } };
  }
  if ((min !== null && v < min - VOLTAGE_EPSILON) || (max !== null && v > max + VOLTAGE_EPSILON)) {
    return { code: 'voltage', message: `Connection voltage ${kv(v)} is outside ${range}`, details: { voltage_level: v, min, max } };
  }
  return null;
}

export function capacityReason(c: CompetitionRequirements, a: AssetFacts): Reason | null {
  const field = requiredCapacityField(c.power_type, c.need_direction);
  const value = a[field];
  if (value > 0) return null;
  const unit = c.power_type === 'reactive_power' ? 'MVAr' : 'MW';
  return {
    code: 'capacity',
    message: `No ${CAPACITY_LABEL[field]}: a ${c.need_direction} need for ${c.power_type === 'reactive_power' ? 'reactive' : 'active'} power requires ${CAPACITY_LABEL[field]} above 0 ${unit}`,
    details: { field, value, unit },
  };
}

export function inactiveReason(a: AssetFacts): Reason | null {
  return a.is_active ? null : { code: 'inactive', message: 'The asset is inactive' };
}

export function locationReason(
  c: CompetitionRequirements,
  test: { inside: boolean; distanceKm: number; withinBuffer?: boolean } | null,
): Reason | null {
  if (test === null) return { code: 'no_location', message: 'The asset has no location' };
  if (test.inside || test.withinBuffer) return null;
  const distance = Number.isFinite(test.distanceKm) ? test.distanceKm : null;
  const buffer = c.boundary_buffer > 0 ? ` (buffer ${km(c.boundary_buffer)})` : '';
  return {
    code: 'location',
    message: distance !== null ? `Outside the competition boundary by ${km(distance)}${buffer}` : `Outside the competition boundary${buffer}`,
    details: { distance_km: distance === null ? null : Math.round(distance * 100) / 100, buffer_km: c.boundary_buffer },
  };
}

/** Non-location reasons, in display order. */
export function attributeReasons(c: CompetitionRequirements, a: AssetFacts): Reason[] {
  const out: Reason[] = [];
  const v = voltageReason(c, a);
  if (v) out.push(v);
  const cap = capacityReason(c, a);
  if (cap) out.push(cap);
  const ina = inactiveReason(a);
  if (ina) out.push(ina);
  return out;
}

/** Shapes the dashboard reads from the API (spec platform §3, §7.3). */

export type CompetitionStatus =
  | 'incomplete'
  | 'pending'
  | 'qualifying'
  | 'qualified'
  | 'open'
  | 'closed'
  | 'archived'
  | 'visibility';

export interface Operator {
  id: number;
  name: string;
  slug?: string;
  brand_colour?: string | null;
}

/** [lon, lat] rings, GeoJSON order. */
export type Ring = [number, number][];
export type PolygonCoords = Ring[];
export type MultiPolygonCoords = PolygonCoords[];

export interface GeoGeometry {
  type: 'Polygon' | 'MultiPolygon';
  coordinates: PolygonCoords | MultiPolygonCoords;
}

export interface CompetitionBoundary {
  id?: number;
  competition?: number;
  fidelity?: string;
  /** The nested boundary holding the coordinates (spec §3). */
  boundary?: GeoGeometry | null;
  buffer?: number | null;
}

export interface ServiceWindow {
  id: number;
  name?: string;
  start?: string;
  end?: string;
}

export interface ServicePeriod {
  id: number;
  name?: string;
  start?: string;
  end?: string;
  windows?: ServiceWindow[];
}

export interface Competition {
  id: number;
  name?: string | null;
  reference?: string;
  status: CompetitionStatus;
  operator?: Operator | number | null;
  boundary?: CompetitionBoundary | null;
  power_type?: 'active_power' | 'reactive_power';
  service_periods?: ServicePeriod[];
  qualifyingAssets?: { total_count: number };
  currency?: string;
  competition_type?: string;
  need_direction?: string;
  qualification_type?: string;
  min_connection_voltage?: number | string | null;
  max_connection_voltage?: number | string | null;
  tag?: string | null;
  fixed_price?: boolean | number | string | null;
  confirmation?: unknown;
}

export type CapacityType =
  | 'active_export_capacity'
  | 'active_import_capacity'
  | 'reactive_export_capacity'
  | 'reactive_import_capacity';

/** Details an asset pin carries for its hover popup. */
export interface PinDetails {
  ref?: string;
  name?: string;
  asset_type?: string;
  asset_category?: string;
  voltage_level?: number | string | null;
  active_export_capacity?: number | string | null;
  active_import_capacity?: number | string | null;
  reactive_export_capacity?: number | string | null;
  reactive_import_capacity?: number | string | null;
  capacity_type?: CapacityType | string | null;
  capacity_value?: number | string | null;
  planned?: boolean;
}

/** A map pin (spec §3): id, type, a point, optional matching flag and qualification details. */
export interface MapPin {
  id: number | string;
  type: string;
  lat: number;
  lng: number;
  matching?: boolean;
  reasons?: string[];
  /** Competitions the asset qualifies for (map-data document). */
  competitions?: number[];
  /** Why it is not eligible, per competition. */
  ineligible?: { competition: number; reasons: string[] }[];
  details?: PinDetails;
}

export type OpacityLevel = 'high' | 'mid' | 'low';

/** A competition polygon for the map (spec §3). */
export interface CompetitionPolygon {
  id: number;
  color: string;
  opacityLevel: OpacityLevel;
  polygons: MultiPolygonCoords;
  buffer?: number | null;
}

export interface AssetSummary {
  /** Number of the user's assets that qualify (or are qualified) for the competition. */
  total: number;
  qualified: number;
  eligible: number;
  ineligible: number;
  raw: unknown;
}

export interface QualifyingAsset {
  competition: number;
  flex_asset: number;
  planned: boolean;
  eligibility_status?: 'eligible' | 'ineligible' | 'qualified' | 'disqualified' | string;
  reasons?: string[];
  name?: string;
  ref?: string;
}

export interface CompetitionEntry {
  id?: number;
  competition: number;
  flex_assets: number[];
  status?: string;
  withdrawn?: boolean;
  created?: string;
}

export interface PostcodeResult {
  label: string;
  lat: number;
  lng: number;
}

export type Role = 'flexprovider' | 'systemoperator' | 'user' | 'public';

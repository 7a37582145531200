/**
 * The dashboard's own view types: what it builds from the API's answers for the map and the side
 * panel. The answers themselves are typed by shared-session (generated from the API's OpenAPI
 * document); every field taken from an answer is typed by indexing that answer's type, so nothing
 * here restates a response shape.
 */
import type {
  AssetPin,
  AssetSummaryCounts,
  AssetSummaryRow,
  BidSummary,
  Competition,
  CompetitionAsset,
  Confirmation,
  Expanded,
  ExpandedBoundary,
  MapCompetition,
  Place,
  PlannedAsset,
  QualifyingAsset,
  SystemOperator,
} from 'shared-session';
import type { ReasonItem } from '../domain/reasons';

/** Who looks at the map: the session's organisation type, or 'public' when logged out. */
export type Role = 'flexprovider' | 'systemoperator' | 'user' | 'public';

/** GET flex/competitions/?expand=operator,boundary,qualifyingAssets[,confirmation]: the competition list. */
export type ListedCompetition = Expanded<Competition, 'operator' | 'boundary' | 'confirmation' | 'qualifyingAssets'>;
/** GET flex/competitions/{id}/?expand=operator,service_periods.windows,qualifyingAssets[,confirmation]: page 2. */
export type CompetitionDetail = Expanded<Competition, 'operator' | 'service_periods' | 'confirmation' | 'qualifyingAssets', { service_periods: 'windows' }>;

/** An operator as the dashboard names and colours it (the expanded operator, or the operator list's projection). */
export type OperatorIdentity = Pick<SystemOperator, 'id' | 'name' | 'slug' | 'brand_colour'>;

/** GeoJSON rings of [lon, lat] positions, as the API's boundaries carry them. */
export type MultiPolygonCoords = ExpandedBoundary['boundary']['coordinates'];
export type PolygonCoords = MultiPolygonCoords[number];
export type Ring = PolygonCoords[number];
/** A Polygon or a MultiPolygon (competition boundaries are MultiPolygons; a Polygon is accepted when drawing). */
export type GeoGeometry = { type: 'Polygon'; coordinates: PolygonCoords } | { type: 'MultiPolygon'; coordinates: MultiPolygonCoords };

/** A boundary as the map draws it: from expand=boundary, a flex/competitionboundaries/ row, or the map-data document. */
export interface DrawnBoundary {
  boundary: GeoGeometry | null;
  buffer: ExpandedBoundary['buffer'] | null;
}

/**
 * A competition in the list and on the map. Logged in it is a ListedCompetition; logged out it is
 * built from the map-data document's polygons, which carry fewer fields.
 */
export type DashboardCompetition = Pick<Competition, 'id' | 'name' | 'status' | 'tag' | 'min_connection_voltage' | 'max_connection_voltage'> & {
  /** The operator's reference (absent logged out: the map-data document does not carry it). */
  reference?: Competition['reference'];
  operator: number | OperatorIdentity;
  boundary: DrawnBoundary | null;
  confirmation?: Confirmation | null;
  /** The qualifying-asset count (expand=qualifyingAssets): absent logged out. */
  qualifyingAssets?: ListedCompetition['qualifyingAssets'];
  /** The operator's colour in the map-data document (logged out: no operator objects). */
  colour?: MapCompetition['color'];
};

/** The open competition on page 2: the list's fields plus what the detail answer adds. */
export type ShownCompetition = DashboardCompetition &
  Partial<
    Pick<
      CompetitionDetail,
      'power_type' | 'need_direction' | 'service_periods' | 'qualification_open' | 'qualification_closed' | 'open' | 'closed' | 'description' | 'contact'
    >
  >;

/** A service period of the open competition, with its windows. */
export type ShownPeriod = CompetitionDetail['service_periods'][number];
export type ShownWindow = ShownPeriod['windows'][number];

/** A row of a competition's asset table: a provider's own asset summary row, or the owning operator's view (with the owner's name). */
export type CompetitionAssetSource = AssetSummaryRow | CompetitionAsset;

/** The results an operator confirms, per competition (GET bids/summaries/). */
export type ResultsSummary = Pick<
  BidSummary,
  'competition' | 'competition_name' | 'reference' | 'power_type' | 'bids' | 'accepted' | 'rejected' | 'pending' | 'accepted_capacity' | 'results_confirmed'
>;

/** What a pin's hover popup shows: the API pin's details, and for planned assets their capacity. */
export type PinDetails = Partial<AssetPin['details']> & Partial<Pick<PlannedAsset, 'capacity_type' | 'capacity_value' | 'planned'>>;
export type CapacityType = PlannedAsset['capacity_type'];

/** A map pin with a [lat, lng] point for Leaflet, from an API pin (or a row of the paginated fallback). */
export interface MapPin {
  id: AssetPin['id'] | string;
  type: AssetPin['type'];
  lat: number;
  lng: number;
  matching?: AssetPin['matching'];
  /** Why it does not qualify (put in words where shown). */
  reasons?: ReasonItem[];
  /** Competitions the asset qualifies for (map-data document). */
  competitions?: AssetPin['competitions'];
  /** Why it is not eligible, per competition. */
  ineligible?: { competition: Competition['id']; reasons: ReasonItem[] }[];
  details?: PinDetails;
}

export type OpacityLevel = MapCompetition['opacityLevel'];

/** A competition polygon as the map layer draws it (the map-data document's fields; the buffer as the boundary has it). */
export type CompetitionPolygon = Pick<MapCompetition, 'id' | 'color' | 'opacityLevel' | 'polygons'> & Pick<DrawnBoundary, 'buffer'>;

/**
 * Page 2's reading of flex/assetsummary/: how many of the caller's assets qualify (a provider's
 * eligible and qualified rows, an operator's total), and a provider's own rows (none for an operator).
 */
export type AssetSummaryView = { total: AssetSummaryCounts['total']; rows: AssetSummaryRow[] };

/**
 * An asset that qualifies for a competition, from flex/qualifyingassets/ (flex assets) or
 * flex/plannedassets/?qualified=True (planned assets, one entry per competition they qualify for).
 */
export type QualifyingAssetView = Pick<QualifyingAsset, 'competition' | 'planned'> &
  Partial<Pick<QualifyingAsset, 'eligibility_status' | 'reasons' | 'name' | 'ref'>> & {
    /** The asset's id (a planned asset's own id for planned ones). */
    flex_asset: number;
  };

/** A geocoder result as the API gives it (kind, code and name let the label be worded in the user's language). */
export type PostcodeResult = Pick<Place, 'label' | 'lat' | 'lng'> & Partial<Pick<Place, 'kind' | 'code' | 'name' | 'fallback_for'>>;

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { MapContainer, useMap } from 'react-leaflet';
import { useLingui } from '@lingui/react';
import type { FormatRegion } from 'shared-ui';
import { ControlPortal, FitBounds, MapBackground, MapLabel, PinsLayer, ZoomButtons, type L, type MapStyle } from 'shared-ui/map';
import type { CompetitionPolygon, MapPin, PostcodeResult, Role } from '../data/views';
import { Geocoder, type GeocoderResult } from './Geocoder';
import { BASEMAP_PANE, PolygonLayer } from './layers';
import { dashboardPinOptions } from './pinLayer';

export interface DashboardMapProps {
  style: MapStyle;
  polygons: CompetitionPolygon[];
  names: ReadonlyMap<number, string>;
  activeId: number | null;
  pins: readonly MapPin[] | null;
  matching: (pin: MapPin) => boolean;
  matchingKey: string;
  role: Role;
  region: FormatRegion;
  fitTo: L.LatLngBoundsExpression | null;
  onSelectCompetition: (id: number) => void;
  searchPlaces: (query: string, signal: AbortSignal) => Promise<GeocoderResult[]>;
  onPinsDrawn?: (count: number) => void;
}

const NO_SEARCH: MapPin[] = [];
const notMatching = () => false;
const SEARCH_ZOOM = 12;

/** Tells the parent once the map is ready. */
function MapReady({ onReady }: { onReady: () => void }) {
  const map = useMap();
  useEffect(() => {
    map.whenReady(onReady);
  }, [map, onReady]);
  return null;
}

function FullscreenButton({ target }: { target: () => HTMLElement | null }) {
  const { i18n } = useLingui();
  const map = useMap();
  const [full, setFull] = useState(false);
  useEffect(() => {
    const onChange = () => {
      setFull(Boolean(document.fullscreenElement));
      map.invalidateSize();
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [map]);
  const label = full
    ? i18n._({ id: 'dashboard.map.exitFullscreen', message: 'Exit full screen' })
    : i18n._({ id: 'dashboard.map.enterFullscreen', message: 'Full screen' });
  return (
    <button
      type="button"
      className="dash-map-button"
      aria-label={label}
      title={label}
      aria-pressed={full}
      onClick={() => {
        const el = target();
        if (!el) return;
        if (document.fullscreenElement) void document.exitFullscreen();
        else void el.requestFullscreen?.().catch((e: unknown) => console.error('[dashboard] full screen refused', e));
      }}
    >
      {full ? '⤡' : '⤢'}
    </button>
  );
}

function Legend() {
  const { i18n } = useLingui();
  return (
    <div className="dash-legend" aria-label={i18n._({ id: 'dashboard.legend.label', message: 'Map legend' })} role="group">
      <div>
        <span className="dash-legend__pin dash-legend__pin--q" aria-hidden="true" />
        {i18n._({ id: 'dashboard.legend.qualified', message: 'Qualifying asset' })}
      </div>
      <div>
        <span className="dash-legend__pin dash-legend__pin--u" aria-hidden="true" />
        {i18n._({ id: 'dashboard.legend.unqualified', message: 'Other asset' })}
      </div>
      <div>
        <span className="dash-legend__cluster" aria-hidden="true">
          <b>3</b>
          <i>9</i>
        </span>
        {i18n._({ id: 'dashboard.legend.cluster', message: 'Cluster: qualifying / other' })}
      </div>
    </div>
  );
}

function FlyTo({ target }: { target: PostcodeResult | null }) {
  const map = useMap();
  useEffect(() => {
    if (target) map.flyTo([target.lat, target.lng], Math.max(map.getZoom(), SEARCH_ZOOM));
  }, [map, target]);
  return null;
}

/** The competitions map: basemap, tiles, boundaries, clustered pins, search, controls. */
export function DashboardMap(props: DashboardMapProps) {
  const { i18n } = useLingui();
  const { style } = props;
  const [ready, setReady] = useState(false);
  const [search, setSearch] = useState<PostcodeResult | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const onReady = useCallback(() => setReady(true), []);
  const onTilesFailed = useCallback(() => setTilesFailed(true), []);
  const searchPins = useMemo<MapPin[]>(
    () => (search ? [{ id: 'search', type: 'search', lat: search.lat, lng: search.lng, details: { name: search.label } }] : NO_SEARCH),
    [search],
  );
  const label = i18n._({ id: 'dashboard.map.label', message: 'Competitions map' });
  const { role, region, activeId } = props;
  const assetPins = useMemo(() => dashboardPinOptions('assets', { role, i18n, region, activeId }), [role, i18n, region, activeId]);
  const searchPinOptions = useMemo(() => dashboardPinOptions('search', { role, i18n, region }), [role, i18n, region]);

  return (
    <div className="dash-map" ref={wrapRef}>
      <MapContainer
        center={style.center}
        zoom={style.zoom}
        minZoom={4}
        maxZoom={18}
        className="dash-map__leaflet"
        worldCopyJump
        attributionControl
        zoomControl={false}
      >
        <ZoomButtons />
        <MapLabel label={label} />
        <MapReady onReady={onReady} />
        <MapBackground style={style} onTilesFailed={onTilesFailed} basemapPane={BASEMAP_PANE} />
        <PolygonLayer polygons={props.polygons} activeId={props.activeId} names={props.names} onSelect={props.onSelectCompetition} />
        {ready && props.pins && (
          <PinsLayer pins={props.pins} matching={props.matching} matchingKey={props.matchingKey} options={assetPins} onDrawn={props.onPinsDrawn} />
        )}
        {ready && (
          <PinsLayer pins={searchPins} matching={notMatching} matchingKey="search" options={searchPinOptions} />
        )}
        <FitBounds bounds={props.fitTo} />
        <FlyTo target={search} />
        <ControlPortal position="topleft" className="dash-control-search">
          <Geocoder search={props.searchPlaces} onChoose={setSearch} />
        </ControlPortal>
        <ControlPortal position="topright" className="leaflet-bar">
          <FullscreenButton target={() => wrapRef.current} />
        </ControlPortal>
        {props.pins && props.pins.length > 0 && (
          <ControlPortal position="bottomleft" className="dash-control-legend">
            <Legend />
          </ControlPortal>
        )}
        {tilesFailed && (
          // A control of the attribution's corner: Leaflet stacks it above the attribution, which
          // may wrap onto several lines, so the two never overlap.
          <ControlPortal position="bottomright" className="dash-map__notice">
            <p role="status">{i18n._({ id: 'dashboard.map.tilesOffline', message: 'Map tiles could not load: showing the offline basemap.' })}</p>
          </ControlPortal>
        )}
      </MapContainer>
    </div>
  );
}

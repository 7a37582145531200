import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import type { I18n } from '@lingui/core';
import type { FormatRegion } from 'shared-ui';
import type { CompetitionPolygon, MapPin, Role } from '../data/views';
import { OPACITY } from '../domain/polygons';
import { L } from './leaflet';
import type { MapStyle } from './mapStyle';
import { PinClusterLayer, type PinSet } from './pinLayer';
import { useLatest } from './useLatest';

export const BASEMAP_PANE = 'dashBasemap';
export const POLYGON_PANE = 'dashPolygons';

function ensurePane(map: L.Map, name: string, z: number): void {
  if (!map.getPane(name)) map.createPane(name).style.zIndex = String(z);
}

/**
 * Offline GB basemap: a light land layer under everything (below the tiles), always drawn, so
 * the map stays readable when tiles cannot load.
 */
export function BasemapLayer({ style, attribution }: { style: MapStyle; attribution: string }) {
  const map = useMap();
  useEffect(() => {
    ensurePane(map, BASEMAP_PANE, 150);
    map.getContainer().style.background = style.sea;
    let layer: L.GeoJSON | null = null;
    let cancelled = false;
    void import('../data/gbOutline').then(({ gbOutline }) => {
      if (cancelled) return;
      layer = L.geoJSON(gbOutline, {
        pane: BASEMAP_PANE,
        interactive: false,
        style: { color: style.coast, weight: 1, fillColor: style.land, fillOpacity: 1 },
        attribution,
      }).addTo(map);
    });
    return () => {
      cancelled = true;
      layer?.remove();
    };
  }, [map, style, attribution]);
  return null;
}

/**
 * Competition boundaries. Bigger areas come first in `polygons`, so they are drawn below
 * smaller ones; the active one is highlighted. Clicking a boundary activates its competition.
 */
export function PolygonLayer({
  polygons,
  activeId,
  names,
  onSelect,
}: {
  polygons: CompetitionPolygon[];
  activeId: number | null;
  names: ReadonlyMap<number, string>;
  onSelect: (id: number) => void;
}) {
  const map = useMap();
  const onSelectRef = useLatest(onSelect);
  useEffect(() => {
    ensurePane(map, POLYGON_PANE, 420);
    const renderer = L.svg({ pane: POLYGON_PANE, padding: 0.3 });
    const group = L.featureGroup();
    for (const p of polygons) {
      const latlngs = p.polygons.map((poly) => poly.map((ring) => ring.map(([lng, lat]) => [lat, lng] as [number, number])));
      const active = p.id === activeId;
      const layer = L.polygon(latlngs, {
        renderer,
        pane: POLYGON_PANE,
        color: p.color,
        weight: active ? 3 : 1,
        opacity: active ? 1 : 0.8,
        fillColor: p.color,
        fillOpacity: OPACITY[p.opacityLevel],
        className: `competition-boundary competition-boundary--${p.opacityLevel}${active ? ' competition-boundary--active' : ''}`,
      });
      const name = names.get(p.id);
      if (name) layer.bindTooltip(name, { sticky: true, direction: 'top' });
      layer.on('click', () => onSelectRef.current(p.id));
      group.addLayer(layer);
    }
    group.addTo(map);
    // Boundaries are for the pointer: the competition list is the keyboard and screen-reader path
    // to the same competitions, so the shapes are neither tab stops nor announced.
    for (const l of group.getLayers()) {
      const el = (l as L.Path).getElement();
      el?.setAttribute('aria-hidden', 'true');
      el?.setAttribute('focusable', 'false');
    }
    if (activeId !== null) {
      for (const l of group.getLayers()) if ((l as L.Polygon).options.weight === 3) (l as L.Polygon).bringToFront();
    }
    return () => {
      group.remove();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, polygons, activeId, names]);
  return null;
}

/**
 * One clustered pin set. Added only once the map is ready (the parent mounts it then); resolves
 * `onDrawn` after every chunk has been clustered and the clusters are on screen.
 */
export function PinsLayer({
  pinSet,
  pins,
  matching,
  matchingKey,
  role,
  i18n,
  region,
  activeId = null,
  onDrawn,
}: {
  pinSet: PinSet;
  pins: readonly MapPin[];
  matching: (pin: MapPin) => boolean;
  matchingKey: string;
  role: Role;
  i18n: I18n;
  region: FormatRegion;
  activeId?: number | null;
  onDrawn?: (count: number) => void;
}) {
  const map = useMap();
  const layerRef = useRef<PinClusterLayer | null>(null);
  const matchingRef = useLatest(matching);
  const onDrawnRef = useLatest(onDrawn);
  const ctxRef = useLatest({ role, i18n, region, activeId });

  useEffect(() => {
    const layer = new PinClusterLayer(map, pinSet, ctxRef.current);
    layerRef.current = layer;
    return () => {
      layer.remove();
      layerRef.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, pinSet]);

  useEffect(() => {
    const layer = layerRef.current;
    if (!layer) return;
    let cancelled = false;
    void layer.setPins(pins, (p) => matchingRef.current(p)).then(() => {
      if (!cancelled) onDrawnRef.current?.(pins.length);
    });
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pins]);

  useEffect(() => {
    layerRef.current?.updateMatching((p) => matchingRef.current(p));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [matchingKey]);

  useEffect(() => {
    layerRef.current?.setContext({ role, i18n, region, activeId });
  }, [role, i18n, region, activeId]);

  return null;
}

/** Fits the view to `bounds` (padding 100, max zoom 16), debounced 100 ms (spec §9). */
export const FIT_PADDING = 100;
export const FIT_MAX_ZOOM = 16;
export const FIT_DEBOUNCE_MS = 100;

export function FitBounds({ bounds }: { bounds: L.LatLngBoundsExpression | null }) {
  const map = useMap();
  const key = bounds ? JSON.stringify(bounds) : '';
  useEffect(() => {
    if (!bounds) return;
    const timer = setTimeout(() => {
      const size = map.getSize();
      const pad = Math.min(FIT_PADDING, Math.floor(Math.min(size.x, size.y) / 4));
      map.fitBounds(bounds, { padding: [pad, pad], maxZoom: FIT_MAX_ZOOM });
    }, FIT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key]);
  return null;
}

import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import { L } from './leaflet';
import { loadGbOutline } from './loadGbOutline';
import type { MapStyle } from './mapStyle';
import { PinClusterLayer, type ClusterPin, type PinClusterOptions } from './pinLayer';
import { useLatest } from './useLatest';

/** The pane the offline basemap is drawn in unless a map names another. */
export const DEFAULT_BASEMAP_PANE = 'mapBasemap';

/** Makes the pane `name` at z-index `z` once. */
export function ensurePane(map: L.Map, name: string, z: number): void {
  if (!map.getPane(name)) map.createPane(name).style.zIndex = String(z);
}

/**
 * Offline GB basemap: a light land layer under everything (below the tiles), always drawn, so
 * the map stays readable when tiles cannot load. The outline is a separate chunk, loaded here.
 */
export function BasemapLayer({ style, attribution, pane = DEFAULT_BASEMAP_PANE }: { style: MapStyle; attribution: string; pane?: string }) {
  const map = useMap();
  useEffect(() => {
    ensurePane(map, pane, 150);
    map.getContainer().style.background = style.sea;
    let layer: L.GeoJSON | null = null;
    let cancelled = false;
    void loadGbOutline().then((gbOutline) => {
      if (cancelled) return;
      layer = L.geoJSON(gbOutline, {
        pane,
        interactive: false,
        style: { color: style.coast, weight: 1, fillColor: style.land, fillOpacity: 1 },
        attribution,
      }).addTo(map);
    });
    return () => {
      cancelled = true;
      layer?.remove();
    };
  }, [map, style, attribution, pane]);
  return null;
}

/**
 * One clustered pin set. Mount it once the map is ready; `options` are the layer's callbacks (keep
 * them memoised: a new object replaces them). `matching` is re-read when `matchingKey` changes.
 * `onDrawn` is called after every chunk has been clustered and the clusters are on screen.
 */
export function PinsLayer<P extends ClusterPin>({
  pins,
  matching,
  matchingKey,
  options,
  onDrawn,
}: {
  pins: readonly P[];
  matching: (pin: P) => boolean;
  matchingKey: string;
  options: PinClusterOptions<P>;
  onDrawn?: (count: number) => void;
}) {
  const map = useMap();
  const layerRef = useRef<PinClusterLayer<P> | null>(null);
  const matchingRef = useLatest(matching);
  const onDrawnRef = useLatest(onDrawn);
  const optionsRef = useLatest(options);

  useEffect(() => {
    const layer = new PinClusterLayer<P>(map, optionsRef.current);
    layerRef.current = layer;
    return () => {
      layer.remove();
      layerRef.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map]);

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
    layerRef.current?.setOptions(options);
  }, [options]);

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

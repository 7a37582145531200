import { useEffect, useMemo } from 'react';
import { useLingui } from '@lingui/react';
import { TileLayer, useMap } from 'react-leaflet';
import { mapCredits } from './attribution';
import { BasemapLayer } from './layers';
import type { L } from './leaflet';
import type { MapStyle } from './mapStyle';

/** The attribution control's prefix (Leaflet's link, its title in the reader's language). */
function CreditsPrefix({ prefix }: { prefix: string }) {
  const map = useMap();
  useEffect(() => {
    map.attributionControl?.setPrefix(prefix);
  }, [map, prefix]);
  return null;
}

/**
 * Everything under a map's own layers: the offline basemap (always drawn), the locale's tiles over
 * it, and the credits of both in the reader's language. `onTilesFailed` is called when a tile does
 * not load (the basemap still shows); a map made with `attributionControl` shows the credits.
 */
export function MapBackground({ style, onTilesFailed, basemapPane }: { style: MapStyle; onTilesFailed?: () => void; basemapPane?: string }) {
  const { i18n } = useLingui();
  const credits = mapCredits(i18n);
  const tileEvents = useMemo<L.LeafletEventHandlerFnMap>(() => ({ tileerror: () => onTilesFailed?.() }), [onTilesFailed]);
  return (
    <>
      <CreditsPrefix prefix={credits.prefix} />
      <BasemapLayer style={style} attribution={credits.basemap} pane={basemapPane} />
      {/* A tile layer's events stay on the layer (Leaflet does not pass them to the map); its credit is set when it is made. */}
      <TileLayer key={`${style.tilesUrl}|${i18n.locale}`} url={style.tilesUrl} attribution={credits.tiles} eventHandlers={tileEvents} />
    </>
  );
}

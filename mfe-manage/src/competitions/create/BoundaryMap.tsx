/**
 * The boundary preview map: the previewed GeoJSON drawn with react-leaflet on a plain
 * background (no tile layer, so it works where tiles cannot load), fitted to the area.
 * Loaded lazily, so Leaflet is downloaded only when a preview is shown.
 */
import { useEffect } from 'react';
import { GeoJSON, MapContainer, useMap } from 'react-leaflet';
import { L, MapLabel, ZoomButtons } from 'shared-ui/map';
import type { AreaGeometry } from './types';

const GB_CENTRE: [number, number] = [54.2, -2.6];

function Fit({ boundary }: { boundary: AreaGeometry }) {
  const map = useMap();
  useEffect(() => {
    const bounds = L.geoJSON(boundary).getBounds();
    if (bounds.isValid()) map.fitBounds(bounds, { padding: [16, 16], maxZoom: 11 });
  }, [map, boundary]);
  return null;
}

/** `version` changes with each new preview (react-leaflet's GeoJSON does not follow new data). */
export default function BoundaryMap({ boundary, label, version }: { boundary: AreaGeometry; label: string; version: number }) {
  return (
    <MapContainer center={GB_CENTRE} zoom={5} minZoom={4} maxZoom={14} className="cf-map" attributionControl={false} zoomControl={false}>
      <ZoomButtons />
      <GeoJSON
        key={version}
        data={boundary}
        interactive={false}
        style={{ color: '#0b4f8a', weight: 2, fillColor: '#2f7fc1', fillOpacity: 0.3 }}
      />
      <Fit boundary={boundary} />
      <MapLabel label={label} />
    </MapContainer>
  );
}

/**
 * A small map to pick an asset's point: Great Britain's outline drawn with react-leaflet on a plain
 * background (no tile layer, so it works where tiles cannot load); a click puts the point there.
 * The latitude and longitude fields beside it are the keyboard way to the same value. Loaded
 * lazily, so Leaflet and the outline are downloaded only when the point is picked on a map.
 */
import { useEffect, useRef, useState } from 'react';
import { CircleMarker, GeoJSON, MapContainer, useMap, useMapEvents } from 'react-leaflet';
import { L, loadGbOutline, MapLabel, ZoomButtons } from 'shared-ui/map';

const GB_CENTRE: [number, number] = [54.4, -2.6];

export interface LocationMapProps {
  /** [lat, lon] of the current point, or null. */
  point: [number, number] | null;
  onPick: (lat: number, lon: number) => void;
  label: string;
}

function Behaviour({ point, onPick }: LocationMapProps) {
  const map = useMap();
  const centred = useRef(false);
  useEffect(() => {
    // The first point shown is centred at a street-level zoom; later picks keep the view.
    if (!point || centred.current) return;
    centred.current = true;
    map.setView(point, Math.max(map.getZoom(), 11));
  }, [map, point]);
  useMapEvents({ click: (e) => onPick(e.latlng.lat, e.latlng.lng) });
  return null;
}

export default function LocationMap(props: LocationMapProps) {
  const [gb, setGb] = useState<GeoJSON.FeatureCollection | null>(null);
  useEffect(() => {
    let live = true;
    void loadGbOutline().then((outline) => {
      if (live) setGb(outline);
    });
    return () => {
      live = false;
    };
  }, []);
  return (
    <MapContainer center={GB_CENTRE} zoom={5} minZoom={4} maxZoom={16} className="assets-map" attributionControl={false} zoomControl={false}>
      <ZoomButtons />
      {gb ? <GeoJSON data={gb} interactive={false} style={{ color: '#5b6b7a', weight: 1, fillColor: '#e8eef3', fillOpacity: 1 }} /> : null}
      {props.point ? (
        <CircleMarker center={L.latLng(props.point[0], props.point[1])} radius={8} pathOptions={{ color: '#0b4f8a', weight: 3, fillColor: '#2f7fc1', fillOpacity: 0.8 }} />
      ) : null}
      <Behaviour {...props} />
      <MapLabel label={props.label} />
    </MapContainer>
  );
}

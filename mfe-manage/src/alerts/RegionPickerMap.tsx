/**
 * A market's GSP regions on a map (the GB outline as the basemap: no tile layer, so it works where
 * tiles cannot load); a click on a region adds it to the alert's area or takes it out. Chosen
 * regions are filled. Loaded lazily, so Leaflet is downloaded only when the map is opened.
 */
import { useMemo } from 'react';
import { GeoJSON, MapContainer, type GeoJSONProps } from 'react-leaflet';
import { MapLabel, ZoomButtons } from 'shared-ui/map';
import type { MarketArea } from './api';

type Data = GeoJSONProps['data'];
type Region = MarketArea['regions'][number];

const multiPolygon = (coordinates: unknown) => ({ type: 'MultiPolygon', coordinates }) as const;
const feature = (coordinates: unknown, name: string) => ({ type: 'Feature', properties: { name }, geometry: multiPolygon(coordinates) }) as unknown as Data;

export interface RegionPickerMapProps {
  area: MarketArea;
  chosen: readonly number[];
  onToggle: (region: Region) => void;
  label: string;
}

export default function RegionPickerMap({ area, chosen, onToggle, label }: RegionPickerMapProps) {
  const outline = useMemo(() => feature(area.outline, ''), [area.outline]);
  const shapes = useMemo(() => area.regions.map((r) => ({ region: r, data: feature(r.boundary, r.name) })), [area.regions]);
  const box = area.bbox;
  const bounds: [[number, number], [number, number]] = box ? [[box[1]!, box[0]!], [box[3]!, box[2]!]] : [[49.8, -8.7], [60.9, 1.8]];
  return (
    <MapContainer bounds={bounds} boundsOptions={{ padding: [8, 8] }} minZoom={4} maxZoom={12} className="alerts-map" attributionControl={false} zoomControl={false}>
      <ZoomButtons />
      <GeoJSON data={outline} interactive={false} style={{ color: '#9aa5b1', weight: 1, fillColor: '#f5f7fa', fillOpacity: 1 }} />
      {shapes.map(({ region, data }) => {
        const on = chosen.includes(region.id);
        return (
          <GeoJSON
            // A new key when the choice flips: react-leaflet's GeoJSON does not follow new styles.
            key={`${region.id}-${on ? 'on' : 'off'}`}
            data={data}
            style={{ color: '#0b4f8a', weight: on ? 2 : 1, fillColor: on ? '#2f7fc1' : '#dbe7f3', fillOpacity: on ? 0.55 : 0.35 }}
            eventHandlers={{ click: () => onToggle(region) }}
            onEachFeature={(_, layer) => layer.bindTooltip(region.name, { sticky: true })}
          />
        );
      })}
      <MapLabel label={label} />
    </MapContainer>
  );
}

/**
 * The operating area map: the GB outline as the basemap (no tile layer, so it works where tiles
 * cannot load), the operator's GSP regions, and its uploaded grid topology sites. Loaded lazily, so
 * Leaflet is downloaded only when the map is shown.
 */
import { useMemo } from 'react';
import { CircleMarker, GeoJSON, MapContainer, Tooltip, type GeoJSONProps } from 'react-leaflet';
import { MapLabel, ZoomButtons } from 'shared-ui/map';
import type { GridTopologySite, OperatingArea } from 'shared-session';
import { REGION_COLOUR, SITE_STYLE } from './siteStyle';


type Data = GeoJSONProps['data'];

const multiPolygon = (coordinates: unknown) => ({ type: 'MultiPolygon', coordinates }) as const;

export default function AreaMap({ area, sites, label }: { area: OperatingArea; sites: readonly GridTopologySite[]; label: string }) {
  const outline = useMemo(() => ({ type: 'Feature', properties: {}, geometry: multiPolygon(area.outline) }) as unknown as Data, [area.outline]);
  const regions = useMemo(
    () =>
      ({
        type: 'FeatureCollection',
        features: area.regions.map((r) => ({ type: 'Feature', properties: { name: r.name }, geometry: multiPolygon(r.boundary) })),
      }) as unknown as Data,
    [area.regions],
  );
  const box = area.bbox;
  const bounds: [[number, number], [number, number]] = box ? [[box[1]!, box[0]!], [box[3]!, box[2]!]] : [[49.8, -8.7], [60.9, 1.8]];
  return (
    <MapContainer bounds={bounds} boundsOptions={{ padding: [16, 16] }} minZoom={4} maxZoom={13} className="qualification__map" attributionControl={false} zoomControl={false}>
      <ZoomButtons />
      <GeoJSON data={outline} interactive={false} style={{ color: '#9aa5b1', weight: 1, fillColor: '#f5f7fa', fillOpacity: 1 }} />
      <GeoJSON
        data={regions}
        style={{ color: REGION_COLOUR, weight: 1.5, fillColor: '#2f7fc1', fillOpacity: 0.15 }}
        onEachFeature={(feature, layer) => layer.bindTooltip(String((feature.properties as { name?: string }).name ?? ''), { sticky: true })}
      />
      {[...sites].sort((a, b) => SITE_STYLE[b.site_type].radius - SITE_STYLE[a.site_type].radius).map((s) => (
        <CircleMarker
          key={s.id}
          center={[s.latitude, s.longitude]}
          radius={SITE_STYLE[s.site_type].radius}
          pathOptions={{ color: '#ffffff', weight: 1.5, fillColor: SITE_STYLE[s.site_type].color, fillOpacity: 1 }}
        >
          <Tooltip>{s.name}</Tooltip>
        </CircleMarker>
      ))}
      <MapLabel label={label} />
    </MapContainer>
  );
}

/** The offline GB basemap (NESO Open Data Licence; see gb-outline.SOURCES.md). Loaded lazily. */
import outline from './gb-outline.geojson';

export const gbOutline = outline as GeoJSON.FeatureCollection;

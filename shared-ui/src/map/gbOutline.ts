/** The offline GB basemap (NESO Open Data Licence; see gb-outline.SOURCES.md). Loaded lazily. */
import outline from './gb-outline.json';

export const gbOutline = outline as unknown as GeoJSON.FeatureCollection;

/** The GB outline (44 KB) as its own chunk: fetched when a map first needs it. */
export const loadGbOutline = (): Promise<GeoJSON.FeatureCollection> => import('./gbOutline').then((m) => m.gbOutline);

/*
 * shared-ui/map: Leaflet (with markercluster) and the map parts the remotes share. A separate entry
 * so that Leaflet is not in the first load of the shell or of a remote: import it only from modules
 * that are themselves loaded lazily. See README.md.
 */
export { L } from './leaflet';
export { MAP_STYLES, DEFAULT_TILES_URL, mapStyleFor, runtimeTilesUrl } from './mapStyle';
export type { MapStyle } from './mapStyle';
export { mapCredits } from './attribution';
export type { MapCredits } from './attribution';
export { loadGbOutline } from './loadGbOutline';
export { BasemapLayer, DEFAULT_BASEMAP_PANE, ensurePane, PinsLayer, FitBounds, FIT_PADDING, FIT_MAX_ZOOM, FIT_DEBOUNCE_MS } from './layers';
export { MapBackground } from './MapBackground';
export {
  PinClusterLayer, PinMarker, escapeHtml, CLUSTER_RADIUS, MAX_CLUSTER_ZOOM, CHUNK_INTERVAL, CHUNK_DELAY, DEFAULT_PINS_PANE,
} from './pinLayer';
export type { ClusterPin, PinLook, PinPopup, PinClusterOptions, PinMarkerOptions, PinMarkerInstance } from './pinLayer';
export { clusterCounts, compactCount } from './clusterCounts';
export type { ClusterCounts, CountableCluster } from './clusterCounts';
export { ControlPortal } from './ControlPortal';
export { MapLabel } from './MapLabel';
export { ZoomButtons } from './ZoomButtons';
export { useLatest } from './useLatest';

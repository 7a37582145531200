/**
 * Leaflet with the markercluster plugin attached. The plugin's UMD build reads a free `L`
 * variable: webpack's ProvidePlugin (webpack.config.cjs) and the Jest setup supply it, so the
 * third-party page hosting the embed never gets a global `L` from us.
 */
import L from 'leaflet';
import 'leaflet.markercluster';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';

export { L };

/**
 * Leaflet with the markercluster plugin attached. The plugin's UMD build reads a free `L`
 * variable: webpack's ProvidePlugin (tools/webpack.shared.cjs, every app) and the Jest setup
 * (tools/jest.setup-leaflet.cjs) supply it, so a third-party page hosting the dashboard's embed
 * never gets a global `L` from us.
 */
import L from 'leaflet';
import 'leaflet.markercluster';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';

export { L };

const base = require('../tools/jest.preset.cjs')(__dirname);

module.exports = {
  ...base,
  // leaflet.markercluster (src/map) reads a free `L` (webpack's ProvidePlugin supplies it in the build).
  setupFiles: [...(base.setupFiles ?? []), require.resolve('../tools/jest.setup-leaflet.cjs')],
  // react-leaflet and @react-leaflet/core (src/map) are ESM-only, like ky and jose.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(ky|jose|react-leaflet|@react-leaflet\\+core|@react-leaflet/core)[@/+])'],
};

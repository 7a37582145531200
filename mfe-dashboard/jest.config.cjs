const base = require('../tools/jest.preset.cjs')(__dirname);

module.exports = {
  ...base,
  // leaflet.markercluster reads a free `L` (webpack's ProvidePlugin supplies it in the build).
  setupFiles: [...(base.setupFiles ?? []), '<rootDir>/jest.setup-leaflet.cjs'],
  transform: { ...base.transform, '\\.geojson$': '<rootDir>/jest.json-transform.cjs' },
  // react-leaflet and @react-leaflet/core are ESM-only, like ky and jose.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(ky|jose|react-leaflet|@react-leaflet\\+core|@react-leaflet/core)[@/+])'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json', 'geojson'],
};

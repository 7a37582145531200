const base = require('../tools/jest.preset.cjs')(__dirname);

module.exports = {
  ...base,
  // jsdom with Node's fetch/Request/Response, so shared-session's ky client runs against a fake fetch in tests.
  testEnvironment: require.resolve('../shared-session/jest.environment.cjs'),
  // leaflet.markercluster reads a free `L` (webpack's ProvidePlugin supplies it in the build).
  setupFiles: [...(base.setupFiles ?? []), '<rootDir>/jest.setup-leaflet.cjs'],
  transform: { ...base.transform, '\\.geojson$': '<rootDir>/jest.json-transform.cjs' },
  // react-leaflet and @react-leaflet/core are ESM-only, like ky and jose.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(ky|jose|react-leaflet|@react-leaflet\\+core|@react-leaflet/core)[@/+])'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json', 'geojson'],
};

const base = require('../tools/jest.preset.cjs')(__dirname);

module.exports = {
  ...base,
  // jsdom with Node's fetch/Request/Response, so shared-session's ky client runs against a fake fetch in tests.
  testEnvironment: require.resolve('../shared-session/jest.environment.cjs'),
  // leaflet.markercluster (shared-ui/map) reads a free `L` (webpack's ProvidePlugin supplies it in the build).
  setupFiles: [...(base.setupFiles ?? []), require.resolve('../tools/jest.setup-leaflet.cjs')],
  // react-leaflet and @react-leaflet/core are ESM-only, like ky and jose.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(ky|jose|react-leaflet|@react-leaflet\\+core|@react-leaflet/core)[@/+])'],
};

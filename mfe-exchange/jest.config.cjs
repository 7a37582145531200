const base = require('../tools/jest.preset.cjs')(__dirname);

module.exports = {
  ...base,
  // jsdom with Node's fetch/Request/Response, so shared-session's ky client runs against a fake fetch in tests.
  testEnvironment: require.resolve('../shared-session/jest.environment.cjs'),
};

// Shared Jest setup for every package: @swc/jest with the Lingui macro plugin; ESM-only
// packages (ky, jose) are transformed under pnpm's layout (FIELD-NOTES).
const path = require('node:path');
const { swcOptions } = require('./webpack.shared.cjs');

module.exports = function jestConfig(dir, { environment = 'jsdom' } = {}) {
  return {
    rootDir: dir,
    testEnvironment: environment,
    roots: ['<rootDir>/src'],
    transform: {
      '^.+\\.(t|j)sx?$': ['@swc/jest', { ...swcOptions, module: { type: 'commonjs' } }],
    },
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(ky|jose)[@/])'],
    moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'jest.setup-dom.cjs')] : [],
    globals: { __APP_VERSION__: 'test' },
  };
};

const base = require('../tools/jest.preset.cjs')(__dirname, { environment: 'node' });

module.exports = {
  ...base,
  roots: ['<rootDir>/src', '<rootDir>/test'],
  // Sources use NodeNext '.js' suffixes on relative imports.
  moduleNameMapper: { ...base.moduleNameMapper, '^(\\.{1,2}/.*)\\.js$': '$1' },
  // Each test file starts its own database (PGlite in memory, or a fresh Postgres schema).
  testTimeout: 60000,
  // beforeAll/afterAll wait for the work, not this clock (test/support/suite-hooks.ts).
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/test/support/suite-hooks.ts'],
  // ESM-only dependencies (jose; cookie via fastify's inject; parse-json, change-case,
  // supports-color and index-to-position under openapi-typescript's CommonJS build, for the
  // contract test) are transformed to CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(ky|jose|cookie|parse-json|change-case|supports-color|index-to-position)[@/])'],
};

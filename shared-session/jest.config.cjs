const base = require('../tools/jest.preset.cjs')(__dirname);
// jsdom with Node's fetch/Request/Response (see jest.environment.cjs).
module.exports = { ...base, testEnvironment: '<rootDir>/jest.environment.cjs' };

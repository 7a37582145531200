const config = require('../tools/jest.preset.cjs')(__dirname);

// Host-only setup: polyfills jsdom lacks (react-router 7 needs TextEncoder at import time).
config.setupFiles = [...(config.setupFiles ?? []), '<rootDir>/src/testing/polyfills.ts'];
module.exports = config;

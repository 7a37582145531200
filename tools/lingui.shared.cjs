// Every UI package keeps its own en-GB catalogue under src/locales; other locales come later.
module.exports = function linguiConfig() {
  return {
    locales: ['en-GB'],
    sourceLocale: 'en-GB',
    fallbackLocales: { default: 'en-GB' },
    catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'], exclude: ['**/*.test.*'] }],
    format: 'po',
  };
};

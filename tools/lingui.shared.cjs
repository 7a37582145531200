// Every UI package keeps its own catalogues under src/locales/{locale}: en-GB is the source, the
// other four regions' locales are complete translations (tools/i18n/catalogues.test.cjs fails when
// any catalogue misses an id or leaves one untranslated).
const LOCALES = ['en-GB', 'en-US', 'en-AU', 'it-IT', 'pt-PT'];
module.exports = function linguiConfig() {
  return {
    locales: LOCALES,
    sourceLocale: 'en-GB',
    fallbackLocales: { default: 'en-GB' },
    catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'], exclude: ['**/*.test.*'] }],
    format: 'po',
  };
};
module.exports.LOCALES = LOCALES;

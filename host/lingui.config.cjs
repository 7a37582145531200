const config = require('../tools/lingui.shared.cjs')();

// Three catalogues, so the shell's first load carries only the shell's strings:
// - the shell (layouts, navigation, session pages, consent, notifications) and the area submenus,
//   which live in shared-session (host and remotes both show them);
// - the host's pages (home, settings, legal, …), loaded with the first page chunk (pages/catalogs.ts);
// - the registration pages, loaded with their chunk (their many strings, password feedback among them);
// - the legal documents, loaded with their chunk (long texts no other page needs);
// - the analytics pages, loaded with their chunk (the reports' column, figure and definition texts).
config.catalogs[0].include.push('<rootDir>/../shared-session/src/submenus.ts');
config.catalogs[0].exclude.push('<rootDir>/src/pages/**');
config.catalogs.push({
  path: '<rootDir>/src/pages/locales/{locale}/messages',
  include: ['<rootDir>/src/pages'],
  exclude: ['**/*.test.*', '<rootDir>/src/pages/register/**', '<rootDir>/src/pages/legal/**', '<rootDir>/src/pages/analytics/**'],
});
config.catalogs.push({ path: '<rootDir>/src/pages/register/locales/{locale}/messages', include: ['<rootDir>/src/pages/register'], exclude: ['**/*.test.*'] });
config.catalogs.push({ path: '<rootDir>/src/pages/legal/locales/{locale}/messages', include: ['<rootDir>/src/pages/legal'], exclude: ['**/*.test.*'] });
config.catalogs.push({ path: '<rootDir>/src/pages/analytics/locales/{locale}/messages', include: ['<rootDir>/src/pages/analytics'], exclude: ['**/*.test.*'] });
module.exports = config;

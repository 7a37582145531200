const config = require('../tools/lingui.shared.cjs')();

// The area submenus live in shared-session (host and remotes both show them); their strings are
// part of the host's catalogue, which every page loads first.
config.catalogs[0].include.push('<rootDir>/../shared-session/src/submenus.ts');
// The registration pages keep their own catalogue, loaded with their chunk: their many strings
// (password feedback among them) do not weigh on the shell's first load.
config.catalogs[0].exclude.push('<rootDir>/src/pages/register/**');
config.catalogs.push({ path: '<rootDir>/src/pages/register/locales/{locale}/messages', include: ['<rootDir>/src/pages/register'], exclude: ['**/*.test.*'] });
module.exports = config;

const config = require('../tools/lingui.shared.cjs')();

// The area submenus live in shared-session (host and remotes both show them); their strings are
// part of the host's catalogue, which every page loads first.
config.catalogs[0].include.push('<rootDir>/../shared-session/src/submenus.ts');
module.exports = config;

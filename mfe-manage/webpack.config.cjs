const { createConfig } = require('../tools/webpack.shared.cjs');

module.exports = createConfig({ dir: __dirname, name: 'mfe_manage', exposes: { './app': './src/index.ts' } });

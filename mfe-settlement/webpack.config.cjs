const { createConfig } = require('../tools/webpack.shared.cjs');

module.exports = createConfig({ dir: __dirname, name: 'mfe_settlement', exposes: { './app': './src/index.ts' } });

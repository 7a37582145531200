const { createConfig } = require('../tools/webpack.shared.cjs');

module.exports = createConfig({ dir: __dirname, name: 'mfe_exchange', exposes: { './app': './src/index.ts' } });

const { createConfig } = require('../tools/webpack.shared.cjs');

module.exports = createConfig({ dir: __dirname, name: 'mfe_operations', exposes: { './app': './src/index.ts' } });

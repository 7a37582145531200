const { createConfig } = require('../tools/webpack.shared.cjs');

module.exports = createConfig({ dir: __dirname, name: 'host', entry: { main: './src/index.ts' }, html: true, extractCss: true });

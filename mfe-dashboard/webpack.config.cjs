const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { createConfig } = require('../tools/webpack.shared.cjs');

/** Copies the static third-party demo page into dist unchanged (no template processing). */
class CopyStaticPagePlugin {
  constructor(from, to) {
    this.from = from;
    this.to = to;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CopyStaticPagePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyStaticPagePlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.fileDependencies.add(this.from);
          compilation.emitAsset(this.to, new webpack.sources.RawSource(fs.readFileSync(this.from)));
        },
      );
    });
  }
}

const base = createConfig({
  dir: __dirname,
  name: 'mfe_dashboard',
  exposes: { './app': './src/index.ts', './embed': './src/embed.ts' },
  extraPlugins: [
    new CopyStaticPagePlugin(path.join(__dirname, 'public/embed-demo.html'), 'embed-demo.html'),
  ],
});

module.exports = base;

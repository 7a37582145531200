// One federation/build config for the host and every remote (module-federation-examples style):
// each app passes only its name, exposes and html; the singletons are declared once here.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const root = path.resolve(__dirname, '..');
const versionOf = (pkg, from) => require(require.resolve(`${pkg}/package.json`, { paths: [from] })).version;

/** Shared singletons: exactly one React, router, RxJS, Lingui, dayjs and session per page. */
function sharedSingletons(appDir) {
  const libs = [
    'react', 'react-dom', 'react-router-dom', 'react-router', 'rxjs', 'single-spa',
    '@lingui/core', '@lingui/react', 'dayjs', 'react-final-form', 'final-form',
  ];
  const shared = {};
  for (const lib of libs) {
    const version = versionOf(lib, appDir);
    shared[lib] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  // Subpaths (react/jsx-runtime, react-dom/client) are only shared when listed with a slash.
  for (const lib of ['react/', 'react-dom/']) {
    shared[lib] = { singleton: true, requiredVersion: `^${versionOf(lib.slice(0, -1), appDir)}` };
  }
  // Workspace packages: `workspace:*` is not semver, so give an explicit version.
  for (const lib of ['shared-session', 'shared-ui']) {
    const version = require(path.join(root, lib, 'package.json')).version;
    shared[lib] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  return shared;
}

const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2020',
  },
};

/**
 * @param {{ dir: string, name: string, exposes?: Record<string,string>, html?: boolean,
 *           entry?: Record<string,string>, extraPlugins?: any[], extractCss?: boolean }} opts
 * `extractCss` (the host): styles go to stylesheets loaded beside their chunks instead of into the
 * JavaScript, so the shell's first load parses less script and paints without waiting for it.
 * Remotes keep their styles inside their chunks, so a remote stays one self-contained deployment.
 */
function createConfig({ dir, name, exposes, html = false, entry = {}, extraPlugins = [], extractCss = false }) {
  const outDir = process.env.OUT_DIR ? path.resolve(process.env.OUT_DIR) : path.join(dir, 'dist');
  return (_env, argv) => ({
    mode: argv.mode ?? 'production',
    context: dir,
    entry,
    devtool: false,
    output: {
      path: outDir,
      publicPath: 'auto',
      // A content hash in the entry filename breaks the federation runtime (FIELD-NOTES);
      // entries are served with short cache lifetimes, chunks are hashed.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: name,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [
        { test: /\.[cm]?tsx?$/, exclude: /node_modules/, use: { loader: 'swc-loader', options: swcOptions } },
        { test: /\.css$/, use: [extractCss ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'] },
        { test: /\.(png|svg|jpg)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({ __APP_VERSION__: JSON.stringify(process.env.APP_VERSION ?? '1') }),
      // leaflet.markercluster (shared-ui/map) reads a free `L`: give it the module, not a page global.
      // Only modules that name a free `L` get it, so apps without maps are unchanged.
      new webpack.ProvidePlugin({ L: 'leaflet' }),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: exposes ?? {},
        remotes: {},
        shared: sharedSingletons(dir),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: true,
      }),
      ...(extractCss ? [new MiniCssExtractPlugin({ filename: '[name].css', chunkFilename: '[name].[contenthash:8].css' })] : []),
      ...(html ? [new HtmlWebpackPlugin({ template: path.join(dir, 'public/index.html'), chunks: Object.keys(entry) })] : []),
      ...extraPlugins,
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  });
}

module.exports = { createConfig, swcOptions };

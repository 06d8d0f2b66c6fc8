/**
 * One webpack + Module Federation configuration for the shell and every remote, so that all of
 * them share the same singletons with the same rules.
 *
 * Binding rules (see DEVELOPERS.md):
 * - webpack 5.111.1 exactly; @module-federation/enhanced with `shareStrategy: 'loaded-first'`
 *   (one dead remote must not blank the shell);
 * - async boundary: each entry is `index.ts` -> `import('./bootstrap')`;
 * - `dts: false` (types of remote modules are hand-written in shell/src/remotes.d.ts);
 * - only chunk files carry a content hash, so `remoteEntry.js` and `main.js` keep stable URLs;
 * - remotes emit `index.html` for the `main` chunk only (standalone mode).
 */
const path = require('node:path');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const sharedPkg = require('./shared/package.json');
const { API_PORT, REMOTES } = require('./apps.config.cjs');

/** Version ranges come from @ledgerlens/shared's own dependencies: one place to bump. */
function range(name) {
  const base = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
  return sharedPkg.dependencies[base];
}

/** Every module that must exist once per page, subpaths included. */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react',
  '@emotion/react',
  '@emotion/react/',
  '@emotion/styled',
];

function sharedConfig() {
  const shared = {};
  for (const name of SINGLETONS) {
    const base = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    // Subpaths (jsx-runtime, client, query/react, ...) carry the version of their package.
    shared[name] = { singleton: true, requiredVersion: range(base), version: require(`${base}/package.json`).version };
  }
  shared['@ledgerlens/shared'] = { singleton: true, requiredVersion: sharedPkg.version, version: sharedPkg.version };
  shared['@ledgerlens/shared/domain'] = { singleton: true, requiredVersion: sharedPkg.version, version: sharedPkg.version };
  return shared;
}

/**
 * @param {object} opts
 * @param {string} opts.dir        package folder (__dirname of its webpack.config.cjs)
 * @param {string} opts.name       federation container name, e.g. `mfe_search` (or `shell`)
 * @param {number} opts.port       dev-server / standalone port
 * @param {Record<string,string>} [opts.exposes] exposed modules (remotes only)
 * @param {string} [opts.title]    HTML title
 * @returns {(env: unknown, argv: {mode?: string}) => import('webpack').Configuration}
 */
function createConfig({ dir, name, port, exposes, title }) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const apiTarget = process.env.API_URL || `http://127.0.0.1:${API_PORT}`;
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: {
                    react: { runtime: 'automatic', importSource: '@emotion/react', development: !production },
                  },
                  target: 'es2020',
                },
              },
            },
          },
          { test: /\.md$/, type: 'asset/source' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: exposes ? 'remoteEntry.js' : undefined,
          exposes,
          remotes: {},
          shared: sharedConfig(),
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: false,
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'shell', 'index.html'),
          title: title || 'LedgerLens',
          chunks: ['main'],
          // Absolute, so deep links (/transaction/{hash}) load /main.js, not /transaction/main.js.
          // Chunks and remoteEntry.js keep `publicPath: 'auto'` (resolved from their own URL).
          publicPath: '/',
        }),
        // Run-time configuration (config.json, remotes.json) is copied as is, never bundled.
        ...(fs.existsSync(path.join(dir, 'public'))
          ? [new CopyWebpackPlugin({ patterns: [{ from: path.join(dir, 'public'), to: '.' }] })]
          : []),
      ].filter(Boolean),
      performance: { hints: false },
      devServer: {
        port,
        host: '127.0.0.1',
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: { directory: path.join(dir, 'public') },
        // Same origin for everything: /api goes to the API server and, in the shell,
        // /remotes/<folder>/ to each remote's own server (see shell/public/remotes.json).
        proxy: [
          { context: ['/api'], target: apiTarget },
          ...(exposes
            ? []
            : REMOTES.map((r) => ({
                context: [`/remotes/${r.dir}`],
                target: `http://127.0.0.1:${r.port}`,
                pathRewrite: { [`^/remotes/${r.dir}`]: '' },
              }))),
        ],
        client: { overlay: { warnings: false, errors: true } },
      },
    };
  };
}

module.exports = { createConfig, SINGLETONS };

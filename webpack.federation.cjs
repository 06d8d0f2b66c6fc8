/**
 * One webpack + Module Federation configuration for the shell and every remote, so that all of
 * them share the same singletons with the same rules.
 *
 * Binding rules (see docs/architecture.md, "Stack facts"):
 * - webpack 5.111.1 exactly; @module-federation/enhanced with `shareStrategy: 'loaded-first'`
 *   (one dead remote must not blank the shell);
 * - async boundary: each entry is `index.ts` -> `import('./bootstrap')`;
 * - `dts: false` (the shell/remote contract is typed in @ledgerlens/shared `federation.ts`);
 * - `manifest: true`: every remote emits `mf-manifest.json` (exposes, assets, version), which
 *   `remotes.json` points at, so the runtime can preload a route's chunks in parallel;
 * - only chunk files carry a content hash, so `remoteEntry.js` and `main.js` keep stable URLs;
 * - remotes emit `index.html` for the `main` chunk only (standalone mode);
 * - TypeScript goes through ts-loader (`transpileOnly`) while fork-ts-checker type-checks the
 *   package, so a type error fails `npm run build`.
 */
const path = require('node:path');
const zlib = require('node:zlib');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const ForkTsCheckerWebpackPlugin = require('fork-ts-checker-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const sharedPkg = require('./shared/package.json');
const { API_PORT, FRONTENDS, REMOTES } = require('./apps.config.cjs');

/** Version ranges come from @ledgerlens/shared's own dependencies: one place to bump. */
function range(name) {
  const base = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
  return sharedPkg.dependencies[base];
}

/**
 * Every module that must exist once per page, subpaths included, shared on its own.
 *
 * react-router, react-redux and Redux Toolkit are singletons too, but not shared on their own: a
 * library shared through federation is shared whole (no tree-shaking across builds; react-router
 * alone is ~61 KiB gzip). They are bundled inside the `@ledgerlens/shared` singleton, which
 * re-exports only what the apps use (`shared/src/vendor.ts`), so each page gets one tree-shaken
 * copy and one instance. Apps import them from `@ledgerlens/shared` (ESLint enforces it).
 */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  '@emotion/react',
  '@emotion/react/jsx-runtime',
  '@emotion/react/jsx-dev-runtime',
];

function sharedConfig() {
  const shared = {};
  for (const name of SINGLETONS) {
    const base = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    // Subpaths (jsx-runtime, client, query/react, ...) carry the version of their package.
    shared[name] = { singleton: true, requiredVersion: range(base), version: require(`${base}/package.json`).version };
  }
  // @ledgerlens/shared: the version this build is made against (LEDGERLENS_SHARED_VERSION overrides it,
  // for version-skew builds) and what it accepts: the same major, this minor or newer. The shell's
  // federation plugin refuses any other remote before running it, naming both versions.
  const version = process.env.LEDGERLENS_SHARED_VERSION || sharedPkg.version;
  const requiredVersion = `>=${version} <${Number(version.split('.')[0]) + 1}.0.0`;
  for (const name of ['@ledgerlens/shared', '@ledgerlens/shared/domain', '@ledgerlens/shared/ledger', '@ledgerlens/shared/address']) {
    shared[name] = { singleton: true, requiredVersion, version };
  }
  return shared;
}

/**
 * `manifest.additionalData`: makes each expose's assets in `mf-manifest.json` exactly the chunks
 * that expose can load, from webpack's chunk graph: `sync` = the expose's own chunk group, `async`
 * = every chunk group below it (lazy pages), leaving out shared-module fallbacks (a remote's own
 * copy of react, @ledgerlens/shared and their vendor chunks, which the page never downloads while
 * the shell provides them) and other exposes. The shell preloads `./routes` with
 * `resourceCategory: 'all'` from these lists, so without this it would download the remote's
 * unused fallback copies (about 87 KiB gzip on every remote route).
 */
function exactExposeAssets({ stats, compilation }) {
  // Page-specific shared modules (`@ledgerlens/shared/ledger`, `/address`) are not provided by the
  // shell, so the remote's own copy is what the page loads: keep them in the list, so they come
  // with the page chunks instead of one level later.
  const isSharedFallback = (group) =>
    group.origins.some(
      (o) =>
        o.module &&
        /^(ConsumeShared|ProvideShared)Module$/.test(o.module.constructor.name) &&
        !/^@ledgerlens\/shared\/(ledger|address)$/.test(o.module.options?.shareKey ?? ''),
    );
  const files = (chunks, ext) => [...new Set(chunks.flatMap((c) => [...c.files].filter((f) => f.endsWith(ext))))];
  for (const expose of stats.exposes ?? []) {
    const group = compilation.namedChunkGroups.get(`__federation_expose_${expose.name.replace(/\//g, '__')}`);
    if (!group) continue;
    const syncChunks = [...group.chunks];
    const asyncChunks = [];
    const seen = new Set([group]);
    const visit = (g) => {
      for (const child of g.childrenIterable) {
        if (seen.has(child) || isSharedFallback(child)) continue;
        seen.add(child);
        for (const c of child.chunks) if (!syncChunks.includes(c) && !asyncChunks.includes(c)) asyncChunks.push(c);
        visit(child);
      }
    };
    visit(group);
    expose.assets = {
      js: { sync: files(syncChunks, '.js'), async: files(asyncChunks, '.js') },
      css: { sync: files(syncChunks, '.css'), async: files(asyncChunks, '.css') },
    };
    // Named page chunks (`import(/* webpackChunkName: "page-<name>" */ ...)` in `./routes`): the
    // files a page needs on first render, its own chunk group and the page-specific shared modules
    // it consumes (not `lazy-*` chunks nor dialogs loaded later). The shell's web server preloads
    // them for a navigation to the page's path: the page is declared in the remote's `src/pages.ts`
    // and published in this manifest (`metaData.pages`), where the server reads it.
    for (const child of group.childrenIterable) {
      if (!child.name || !child.name.startsWith('page-')) continue;
      const chunks = [...child.chunks];
      for (const g of child.childrenIterable) {
        const pageShared = g.origins.some((o) => o.module && /^ConsumeSharedModule$/.test(o.module.constructor.name) && /^@ledgerlens\/shared\/(ledger|address)$/.test(o.module.options?.shareKey ?? ''));
        if (pageShared) chunks.push(...g.chunks);
      }
      stats.metaData.pageChunks = { ...stats.metaData.pageChunks, [child.name]: files(chunks, '.js') };
    }
  }
  return stats;
}

/**
 * `manifest.additionalData` of a remote: {@link exactExposeAssets}, then what the shell's web server
 * needs to draw the remote's pages on the server, from this same build (production, and the dev
 * server's in-memory files, so `npm run dev` renders on the server as a deployment does):
 * - `ssr/server.cjs`, the remote's server build (esbuild, `scripts/build-ssr.mjs`), emitted as an asset;
 * - `metaData.ssr` (its file and SHA-256, checked by the web server before it runs it);
 * - `metaData.pages` / `metaData.widgetData`, the page declarations of `src/pages.ts` (an invalid one
 *   fails the build, and so does a page whose declared `chunk` is not one of the build's page chunks,
 *   `missingPageChunks`).
 */
function remoteManifestData({ name, dir, exposes }) {
  return async (args) => {
    const stats = exactExposeAssets(args);
    const { compiler, compilation } = args;
    const { remoteServerParts } = await import('./scripts/build-ssr.mjs');
    const { missingPageChunks } = await import('./scripts/page-declarations.mjs');
    const parts = await remoteServerParts(dir, exposes, { minify: compiler.options.mode === 'production' });
    // A declared page chunk the build did not produce fails the build, naming remote, page and chunk.
    for (const message of missingPageChunks(name, parts.metaData, stats.metaData?.pageChunks)) compilation.errors.push(new compiler.webpack.WebpackError(message));
    // `minimized`: Terser (which also takes assets added after its stage) must leave the text as
    // is, or its SHA-256 would not be the one published.
    compilation.emitAsset(parts.file, new compiler.webpack.sources.RawSource(parts.text), { minimized: true });
    stats.metaData = { ...stats.metaData, ...parts.metaData };
    return stats;
  };
}

/**
 * The federation runtime is loaded once per page (issue: page weight). The shell provides its
 * runtime-core and its webpack bundler runtime to the remotes (`shell/src/federationGlobals.ts` sets
 * the `_FEDERATION_RUNTIME_CORE` and `_FEDERATION_BUNDLER_RUNTIME` globals from the very modules its
 * own federation runtime uses; the plugin's `provideExternalRuntime` would bundle a second,
 * CommonJS copy), and every remote is built with `experiments.externalRuntime` and the bundler
 * runtime as an external (`FEDERATION_BUNDLER_RUNTIME_EXTERNAL`), so its `remoteEntry.js` carries
 * neither (~25 KiB gzip of runtime-core, and ~5 KiB of bundler runtime, per remote). A remote
 * running standalone has no shell to provide them: its `index.html` first loads
 * `mf-runtime-core.js`, the same `federationGlobals.ts` bundled by esbuild into a classic script
 * that defines both globals.
 */
class StandaloneRuntimeCorePlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StandaloneRuntimeCorePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StandaloneRuntimeCorePlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const { outputFiles } = require('esbuild').buildSync({
            stdin: {
              contents: "import { provideFederationRuntime } from './shell/src/federationGlobals.ts'; provideFederationRuntime();",
              resolveDir: __dirname,
              loader: 'ts',
            },
            bundle: true,
            write: false,
            minify: compiler.options.mode === 'production',
            format: 'iife',
            platform: 'browser',
            target: 'es2020',
            define: { 'process.env.NODE_ENV': JSON.stringify(compiler.options.mode || 'production'), ENV_TARGET: '"web"' },
          });
          compilation.emitAsset(STANDALONE_RUNTIME_CORE, new compiler.webpack.sources.RawSource(Buffer.from(outputFiles[0].contents)));
        },
      );
    });
  }
}
const STANDALONE_RUNTIME_CORE = 'mf-runtime-core.js';

/**
 * Remotes: the webpack bundler runtime (imported by the federation plugin's generated entry as
 * `.../@module-federation/webpack-bundler-runtime/dist/bundler.js`, an absolute path) is read from
 * the `_FEDERATION_BUNDLER_RUNTIME` global the shell sets (see above), instead of bundled.
 */
function FEDERATION_BUNDLER_RUNTIME_EXTERNAL({ request }, callback) {
  if (request && /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/.test(request)) {
    return callback(null, '_FEDERATION_BUNDLER_RUNTIME', 'global');
  }
  return callback();
}

/**
 * The shell's boot chunks as preload hints in its `index.html` (no boot waterfall): the
 * `boot` chunk group (`import(/* webpackChunkName: "boot" *\/ './bootstrap')` in `shell/src/index.ts`)
 * and the shared modules the shell provides and uses at boot (its own react, react-dom, Emotion and
 * `@ledgerlens/shared`), so they download with `main.js` instead of after it ran. `<link rel="preload" as="script">`, not `modulepreload`: webpack loads chunks as
 * classic scripts. Lazy chunks below `boot` (dialogs) are left out.
 */
class BootPreloadPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('BootPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('BootPreloadPlugin', (data) => {
        const boot = compilation.namedChunkGroups.get('boot');
        if (!boot) return data;
        // What the shell provides and its own code consumes at boot (the share scope resolves every
        // consume to the provider, so the provided chunks load, never the consume fallbacks): its
        // react, react-dom, Emotion and @ledgerlens/shared (not the dev runtimes, nor page-specific
        // subpaths like /ledger).
        const BOOT_PROVIDED = /^(react|react\/jsx-runtime|react-dom|react-dom\/client|@emotion\/react|@emotion\/react\/jsx-runtime|@ledgerlens\/shared)$/;
        const isBootProvide = (g) => g.origins.some((o) => o.module && o.module.constructor.name === 'ProvideSharedModule' && BOOT_PROVIDED.test(o.module._name ?? ''));
        const chunks = new Set(boot.chunks);
        for (const group of compilation.chunkGroups) if (isBootProvide(group)) group.chunks.forEach((c) => chunks.add(c));
        // main.js first: a `defer` script is fetched at low priority, behind every preload; hinted, it comes first.
        const entry = [...(compilation.entrypoints.get('main')?.chunks ?? [])].flatMap((c) => [...c.files].filter((f) => f.endsWith('.js')));
        const files = [...entry, ...[...chunks].flatMap((c) => [...c.files].filter((f) => f.endsWith('.js')))];
        const publicPath = data.publicPath || '/';
        const links = [...new Set(files)].map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }),
        );
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

/**
 * The files of each lazy UI part that a page may draw at once (`ui-<name>` chunk groups:
 * `import(/* webpackChunkName: "ui-tabs" *\/ ...)` in `shared/src/ui/overlays.tsx`), written
 * to `lazy-ui.json` as `{ "<name>": ["<publicPath><file>.js", ...] }`. The shell provides
 * `@ledgerlens/shared`, so these are the files every remote's page loads for that part; the shell's
 * server preloads them for a page whose server-rendered markup carries `data-lazy-ui="<name>"`
 * (`lazyUiLinks` in server/src/boot.ts), so hydration does not wait one more level for them.
 */
class LazyUiChunksPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('LazyUiChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'LazyUiChunksPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const configured = compilation.outputOptions.publicPath;
          const publicPath = typeof configured === 'string' && configured !== 'auto' ? configured : '/';
          const parts = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            if (!name.startsWith(LAZY_UI_PREFIX)) continue;
            const files = [...group.chunks].flatMap((c) => [...c.files].filter((f) => f.endsWith('.js')));
            parts[name.slice(LAZY_UI_PREFIX.length)] = [...new Set(files)].sort().map((f) => `${publicPath}${f}`);
          }
          compilation.emitAsset(LAZY_UI_FILE, new compiler.webpack.sources.RawSource(`${JSON.stringify(parts, null, 2)}\n`));
        },
      );
    });
  }
}
const LAZY_UI_PREFIX = 'ui-';
const LAZY_UI_FILE = 'lazy-ui.json';

/**
 * Build-time overrides, for deploying a second copy of a front end (e.g. a canary of a remote)
 * without touching its sources:
 * - `LEDGERLENS_OUT_DIR`: output folder (default `<package>/dist`);
 * - `LEDGERLENS_WRITE_TO_DISK=1`: the dev server writes its files there too (`npm run dev`, the shell);
 * - `LEDGERLENS_VERSION`: version reported in `mf-manifest.json` and `__APP_VERSION__` (default
 *   the package.json version);
 * - `LEDGERLENS_BUILD_MARKER`: a build marker (`__BUILD_MARKER__`, default empty), shown by the
 *   app where it chooses (the search page shows it as `data-build-marker`);
 * - `LEDGERLENS_SHARED_VERSION`: the `@ledgerlens/shared` version the build declares it was made
 *   against (default shared/package.json's), for version-skew builds (`sharedConfig`).
 */
const OUT_DIR = process.env.LEDGERLENS_OUT_DIR;
const VERSION = process.env.LEDGERLENS_VERSION;
const BUILD_MARKER = process.env.LEDGERLENS_BUILD_MARKER || '';
// The manifest plugin reads the build version from MF_BUILD_VERSION, else package.json.
if (VERSION) process.env.MF_BUILD_VERSION = VERSION;

/**
 * @param {object} opts
 * @param {string} opts.dir        package folder (__dirname of its webpack.config.cjs)
 * @param {string} opts.name       federation container name, e.g. `mfe_search` (or `shell`); its
 *                                 port comes from `apps.config.cjs` (env `SHELL_PORT`, `MFE_*_PORT`)
 * @param {Record<string,string>} [opts.exposes] exposed modules (remotes only): `./routes` and one
 *                                 module per widget (`./widgets/<name>`)
 * @param {string} [opts.title]    HTML title
 * @param {object[]} [opts.copy]   extra CopyWebpackPlugin patterns (files made at build time from
 *                                 the app's sources, e.g. mfe-learn's article JSON)
 * @returns {(env: unknown, argv: {mode?: string}) => import('webpack').Configuration}
 */
function createConfig({ dir, name, exposes, title, copy = [] }) {
  const app = FRONTENDS.find((f) => f.name === name);
  if (!app) throw new Error(`${name} is not listed in apps.config.cjs`);
  const port = app.port;
  const pkg = require(path.join(dir, 'package.json'));
  const version = VERSION || pkg.version;
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const apiTarget = process.env.API_URL || `http://127.0.0.1:${API_PORT}`;
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      // No `eval` source maps in development: the web server's CSP (no 'unsafe-eval') is the same
      // under `npm run dev`, where it serves the shell in front of its dev server.
      devtool: production ? 'source-map' : 'cheap-module-source-map',
      output: {
        path: OUT_DIR ? path.resolve(OUT_DIR) : path.join(dir, 'dist'),
        publicPath: 'auto',
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        // A polyfill of what every supported browser has (scripts/webpack/native-structured-clone.mjs),
        // the CSS-declaration parser react-markdown can never need without raw HTML (scripts/webpack/no-inline-styles.mjs),
        // and hoist-non-react-statics for Emotion's unused withTheme (scripts/webpack/hoist-statics.mjs).
        alias: {
          '@ungap/structured-clone$': path.join(__dirname, 'scripts/webpack/native-structured-clone.mjs'),
          'style-to-object$': path.join(__dirname, 'scripts/webpack/no-inline-styles.mjs'),
          // Emotion's withTheme helper (never called here) without react-is (scripts/webpack/hoist-statics.mjs).
          'hoist-non-react-statics$': path.join(__dirname, 'scripts/webpack/hoist-statics.mjs'),
          // react-router's production build (`ENABLE_DEV_WARNINGS = false`: its development warnings
          // are dead code); its package exports point every condition at the development build.
          ...(production ? { 'react-router$': path.join(path.dirname(require.resolve('react-router')), '../production/index.mjs') } : {}),
        },
      },
      // A chunk named `lazy-*` (webpackChunkName) keeps its node_modules inside it: the shell never
      // preloads `lazy-*` files with a remote's routes, so a heavy library (markdown, charts) is
      // downloaded only by the page or widget that draws it. Other async chunks keep webpack's default split.
      optimization: {
        splitChunks: { chunks: (chunk) => !chunk.canBeInitial() && !String(chunk.name || '').startsWith('lazy-') },
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'ts-loader',
              // Types are checked once, by ForkTsCheckerWebpackPlugin below.
              options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json'), compilerOptions: { noEmit: false, sourceMap: true } },
            },
          },
          { test: /\.md$/, type: 'asset/source' },
          // react-router's top-level forwardRef/createContext/memo calls marked pure and its DevTools
          // names dropped, so the components LedgerLens does not use (NavLink, Form, ...) are tree-shaken.
          { test: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/, loader: path.join(__dirname, 'scripts/webpack/pure-react-factories.cjs') },
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
          manifest: exposes ? { fileName: 'mf-manifest.json', additionalData: remoteManifestData({ name, dir, exposes }) } : false,
          // Remotes use the shell's runtime-core (set as a global by shell/src/federationGlobals.ts).
          // `optimization.target: 'web'` (every build): the runtime leaves out its Node.js script
          // loading (sdk `createScriptNode`/`loadScriptNode`, about 1.5 KiB gzip in main.js); the
          // manifest snapshot plugin stays (remotes.json points at mf-manifest.json).
          experiments: exposes ? { externalRuntime: true, optimization: { target: 'web' } } : { optimization: { target: 'web' } },
        }),
        ...(exposes ? [new StandaloneRuntimeCorePlugin()] : [new BootPreloadPlugin(), new LazyUiChunksPlugin()]),
        // Types checked beside the build, unless the same sources were just checked by
        // `npm run typecheck` (CI sets LEDGERLENS_TYPECHECKED=1 after `npm test`: the builds of its
        // later steps then leave out a second tsc process per front end on a 2-core machine).
        ...(process.env.LEDGERLENS_TYPECHECKED === '1'
          ? []
          : [
              new ForkTsCheckerWebpackPlugin({
                async: !production,
                typescript: { configFile: path.join(dir, 'tsconfig.json'), mode: 'readonly' },
              }),
            ]),
        // The app's own name and version, for the footer's "About this site" dialog.
        new (require('webpack').DefinePlugin)({
          __APP_NAME__: JSON.stringify(pkg.name),
          __APP_VERSION__: JSON.stringify(version),
          __BUILD_MARKER__: JSON.stringify(BUILD_MARKER),
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'shell', 'index.html'),
          title: title || 'LedgerLens',
          // Remotes: the federation runtime-core for standalone mode (see StandaloneRuntimeCorePlugin).
          standaloneRuntimeCore: exposes ? `/${STANDALONE_RUNTIME_CORE}` : '',
          chunks: ['main'],
          // Absolute, so deep links (/transaction/{hash}) load /main.js, not /transaction/main.js.
          // Chunks and remoteEntry.js keep `publicPath: 'auto'` (resolved from their own URL).
          publicPath: '/',
        }),
        // Static files of every front end (favicon, web app manifest, theme-init.js) and the app's
        // own run-time configuration (config.json, remotes.json), copied as is, never bundled.
        // Production: every script also written brotli-compressed at the highest quality, served in its
        // place by the web server (`preCompressed`) to a browser that accepts br: about 9 % fewer bytes
        // than compressing per request at the speed-minded quality 5, bytes a slow phone waits for
        // before the takeover.
        production &&
          new CompressionPlugin({
            algorithm: 'brotliCompress',
            filename: '[path][base].br',
            test: /\.js$/,
            compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
            threshold: 1024,
            minRatio: 0.9,
          }),
        new CopyWebpackPlugin({
          patterns: [
            { from: path.join(__dirname, 'shell', 'static'), to: '.' },
            ...(fs.existsSync(path.join(dir, 'public')) ? [{ from: path.join(dir, 'public'), to: '.' }] : []),
            ...copy,
          ],
        }),
      ].filter(Boolean),
      // Remotes: the shell's bundler runtime, see FEDERATION_BUNDLER_RUNTIME_EXTERNAL.
      externals: exposes ? [FEDERATION_BUNDLER_RUNTIME_EXTERNAL] : undefined,
      performance: { hints: false },
      devServer: {
        port,
        host: '127.0.0.1',
        // The page may be opened as localhost or 127.0.0.1, on the web server's port (`npm run dev`)
        // or this one: its live-reload socket is accepted from either name.
        allowedHosts: ['localhost', '127.0.0.1'],
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: [{ directory: path.join(dir, 'public') }, { directory: path.join(__dirname, 'shell', 'static') }],
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
        // `npm run dev` (scripts/start.mjs): the shell's files on disk (`LEDGERLENS_OUT_DIR`), where the
        // web server in front of this dev server reads them, as it reads a production build.
        devMiddleware: { writeToDisk: process.env.LEDGERLENS_WRITE_TO_DISK === '1' },
      },
    };
  };
}

module.exports = { createConfig, SINGLETONS };

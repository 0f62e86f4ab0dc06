// Shared build configuration for the host and every remote, so that the five teams build
// the same way (one loader set, one shared-singleton list) while each keeps its own
// package.json version, exposes and port.
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { PrecompressPlugin } = require('./precompress.cjs');

/** The SDK version this build compiles against (shared-sdk/package.json). */
const SDK_VERSION = require('../shared-sdk/package.json').version;

/**
 * shared-sdk's entries besides the main one that the apps share (its package.json `exports`;
 * `node`, `dev` and `testing` are not for the browser's shared scope).
 */
const SDK_SECONDARY_ENTRIES = ['chat', 'shop', 'live', 'locale'];

/** The tree-shaken shared router (tools/shared/router.mjs) and the react-router it wraps. */
const ROUTER_FACADE = path.join(__dirname, 'shared/router.mjs');
const ROUTER_VERSION = require('react-router/package.json').version;

/** The tree-shaken shared react-i18next (tools/shared/react-i18next.mjs) and the package it wraps. */
const I18N_FACADE = path.join(__dirname, 'shared/react-i18next.mjs');
const REACT_I18NEXT_DIR = path.dirname(
  require.resolve('react-i18next/package.json', { paths: [path.join(__dirname, '../shared-sdk')] }),
);
const REACT_I18NEXT_VERSION = require(path.join(REACT_I18NEXT_DIR, 'package.json')).version;

/** react-i18next's one import from i18next, answered without loading i18next (tools/shared). */
const I18NEXT_SELECTOR = path.join(__dirname, 'shared/i18next-selector.mjs');
/** An `import 'i18next'` made by react-i18next's own files. */
const fromReactI18next = (data) =>
  data.request === 'i18next' &&
  /[\\/]react-i18next[\\/]/.test((data.contextInfo && data.contextInfo.issuer) || '');

/**
 * The singletons of ARCHITECTURE.md "Shared singletons". Versions come from the consuming
 * package's own dependencies so each remote declares the range it was built against.
 * No `eager`: every app starts behind an async boundary (bootstrap import).
 *
 * shared-sdk (docs/CONTRACTS.md "SDK versions across releases"): with 'loaded-first' the
 * host's SDK is the one every remote gets. A remote built against a newer SDK than the running
 * host needs (a function the host's copy lacks) must not start and crash mid-flow: it
 * requires `^<the version it was built against>` strictly, so an older host refuses it at
 * load time and the slot shows the retry card saying so. The SDK's version follows semver
 * (additions: minor, removals or changes: major), checked by shared-sdk's api-surface test.
 */
function sharedSingletons(pkg) {
  const sdkEntry = {
    singleton: true,
    requiredVersion: `^${SDK_VERSION}`,
    strictVersion: true,
    version: SDK_VERSION,
  };
  const deps = { ...(pkg.dependencies || {}) };
  const entry = (name) => {
    const v = deps[name];
    const requiredVersion = v && !v.startsWith('workspace:') ? v : false;
    return { singleton: true, requiredVersion };
  };
  return {
    react: entry('react'),
    'react/': entry('react'),
    'react-dom': entry('react-dom'),
    'react-dom/': entry('react-dom'),
    // Shared as the facade with the workspace's router names only: `import` is the
    // module provided and the fallback; `version` is react-router's (the facade file itself
    // has no version). Consumers still import 'react-router-dom'.
    'react-router-dom': {
      ...entry('react-router-dom'),
      import: ROUTER_FACADE,
      version: ROUTER_VERSION,
    },
    jotai: entry('jotai'),
    'jotai/': entry('jotai'),
    i18next: entry('i18next'),
    // Shared as the facade with the workspace's names only, like the router.
    'react-i18next': {
      ...entry('react-i18next'),
      import: I18N_FACADE,
      version: REACT_I18NEXT_VERSION,
    },
    'shared-sdk': sdkEntry,
    // The SDK's signed-in-only entries (docs/CONTRACTS.md "SDK entries"): shared
    // modules of their own, singletons like the main entry, so the landing never loads them.
    ...Object.fromEntries(SDK_SECONDARY_ENTRIES.map((e) => [`shared-sdk/${e}`, sdkEntry])),
  };
}

/**
 * Loaders: TypeScript/TSX through swc, CSS Modules (`*.module.css`) scoped per remote. With
 * `ssr`, CSS is collected for a pre-rendered page instead of injected (tools/ssr.cjs); the class
 * names are the same (same localIdentName, same context), so the page and the app match.
 */
function moduleRules(uniqueName, { ssr = false, cssSourceMap = false } = {}) {
  const styleLoader = ssr
    ? { loader: require.resolve('./ssr-style-loader.cjs'), options: { bucket: uniqueName } }
    : require.resolve('style-loader');
  return [
    {
      test: /\.[cm]?[jt]sx?$/,
      exclude: /node_modules/,
      use: {
        loader: require.resolve('swc-loader'),
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2020',
          },
        },
      },
    },
    {
      test: /\.module\.css$/,
      use: [
        styleLoader,
        {
          loader: require.resolve('css-loader'),
          // The remote's name prefixes every class: styles cannot leak between remotes.
          // css-loader 7 defaults to named exports (default import = undefined); every package
          // imports `styles from './x.module.css'` (types.d.ts), so keep the default export.
          // No CSS source maps in production builds: css-loader follows `devtool` by default
          // and then inlines each stylesheet's map and its whole source text into the JS a
          // visitor downloads (~half the bytes of every CSS module).
          options: {
            sourceMap: cssSourceMap,
            modules: {
              localIdentName: `${uniqueName}__[local]__[hash:base64:5]`,
              namedExport: false,
              exportLocalsConvention: 'as-is',
            },
          },
        },
      ],
    },
    {
      test: /\.css$/,
      exclude: /\.module\.css$/,
      use: [
        styleLoader,
        { loader: require.resolve('css-loader'), options: { sourceMap: cssSourceMap } },
      ],
    },
    ssr
      ? {
          test: /\.(png|jpe?g|svg|webp|gif|woff2?)$/,
          type: 'asset/resource',
          generator: { emit: false },
        }
      : { test: /\.(png|jpe?g|svg|webp|gif|woff2?)$/, type: 'asset/resource' },
  ];
}

/**
 * @param {object} o
 * @param {string} o.dir          package folder (__dirname of the caller)
 * @param {string} o.name         federation name, e.g. 'mfe_auth'
 * @param {number} o.port         dev-server port
 * @param {Record<string,string>} [o.exposes]
 * @param {string[]} [o.runtimePlugins]
 * @param {string} [o.title]      title of the standalone page
 * @param {boolean} [o.isHost]
 * @param {number} [o.chunkLoadTimeout]  ms before a lazy chunk gives up (spec 1 §9: 120 s)
 * @param {string} [o.htmlPublicPath]    public path of the scripts in index.html; the host
 *   defaults to '/' so deep links (/tr/about.html) load '/main.js', not '/tr/main.js'
 * @param {string[]} [o.extraHtmlPages] more copies of index.html (e.g. 'tr/about.html'): SPA
 *   routes with a file extension, which static servers (sirv `single`) do not fall back for
 */
function createConfig(o) {
  const pkg = require(path.join(o.dir, 'package.json'));
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      entry: { main: path.join(o.dir, 'src/index.ts') },
      context: o.dir,
      // Production maps are written for error tooling but not referenced from the bundles, and
      // the static servers do not serve them (scripts/lib/servers.mjs).
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(o.dir, 'dist'),
        // `auto` lets a remote be served from any origin: the host learns the URL at run
        // time from the remote list, never at build time.
        publicPath: 'auto',
        uniqueName: o.name,
        // [contenthash] only on non-entry chunks: webpack 5.111's federation bug is avoided
        // by pinning 5.110.3 (TOOLCHAIN.md), and chunk names stay cache-friendly.
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        clean: true,
        // spec 1 §9 "chunk load timeout 120 s" (webpack's default is 120 s too; pinned here).
        chunkLoadTimeout: o.chunkLoadTimeout ?? 120_000,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.cjs', '.json'],
        // The package behind the shared react-i18next facade (tools/shared/react-i18next.mjs).
        alias: { 'react-i18next-real$': path.join(REACT_I18NEXT_DIR, 'dist/es/index.js') },
      },
      module: { rules: moduleRules(o.name, { cssSourceMap: !production }) },
      performance: { hints: false },
      plugins: [
        // Before the federation plugin sees the request: react-i18next's `import 'i18next'`
        // becomes tools/shared/i18next-selector.mjs, so loading the shared react-i18next no
        // longer forces the shared i18next. Everyone else's i18next stays shared.
        new webpack.NormalModuleReplacementPlugin(/^i18next$/, (data) => {
          if (fromReactI18next(data)) data.request = I18NEXT_SELECTOR;
        }),
        new ModuleFederationPlugin({
          name: o.name,
          filename: 'remoteEntry.js',
          exposes: o.exposes || {},
          remotes: {},
          shared: sharedSingletons(pkg),
          shareStrategy: 'loaded-first',
          runtimePlugins: o.runtimePlugins || [],
          manifest: true,
          dts: false,
          // One MF runtime per page: remotes take the runtime core from the global the
          // host sets (host-shell provideRuntimeCorePlugin) instead of bundling a second copy
          // (~19 KB gz). Production only, so a remote's standalone dev page keeps its own.
          experiments: {
            ...(!o.isHost && production ? { externalRuntime: true } : {}),
            // Browser only: the runtime's Node loaders stay out of the bundle.
            optimization: { target: 'web' },
          },
        }),
        ...['index.html', ...(o.extraHtmlPages || [])].map(
          (filename) =>
            new HtmlWebpackPlugin({
              filename,
              // A package may bring its own page (the host does); remotes share one template.
              template: fs.existsSync(path.join(o.dir, 'public/index.html'))
                ? path.join(o.dir, 'public/index.html')
                : path.join(__dirname, 'remote-index.html'),
              title: o.title || pkg.name,
              chunks: ['main'],
              favicon: undefined,
              publicPath: o.htmlPublicPath ?? (o.isHost ? '/' : 'auto'),
            }),
        ),
        // brotli + gzip siblings of every text asset, served by scripts/lib/servers.mjs.
        ...(production ? [new PrecompressPlugin()] : []),
      ],
      devServer: {
        port: o.port,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        hot: false,
      },
    };
  };
}

module.exports = {
  createConfig,
  sharedSingletons,
  moduleRules,
  SDK_VERSION,
  SDK_SECONDARY_ENTRIES,
  ROUTER_FACADE,
  I18N_FACADE,
  I18NEXT_SELECTOR,
};

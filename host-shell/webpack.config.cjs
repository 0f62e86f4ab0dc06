// The MF host. No remote URL is compiled in: remotes come from /app-config.json at run time
// (docs/CONTRACTS.md "Runtime config"). Runtime plugins: see src/features/remotes/runtime.
const fs = require('node:fs');
const path = require('node:path');
const { createConfig } = require('build-tools');

const plugin = (file) => path.join(__dirname, 'src/features/remotes/runtime', file);

// Static pages with an .html path (spec 3 §2 "Static pages"): a static server serves these
// files directly (sirv's SPA fallback skips paths with an extension), under every prefix.
const HTML_ROUTES = [
  'about.html',
  'community-guidelines.html',
  'terms-of-service.html',
  'privacy-policy.html',
];
// app.html: the single-page app without the pre-rendered landing, answered for every path that
// is not a file (scripts/lib/servers.mjs); index.html is rewritten with the landing by
// scripts/prerender.mjs (README "Pre-rendered landing").
const extraHtmlPages = [
  'app.html',
  ...HTML_ROUTES.flatMap((f) => [f, ...['tr', 'gb', 'nl'].map((lang) => `${lang}/${f}`)]),
];

const base = createConfig({
  dir: __dirname,
  name: 'host',
  port: 8080,
  isHost: true,
  title: 'LivCam – Random Video Chat with New People Online',
  runtimePlugins: [
    plugin('provideRuntimeCorePlugin.ts'),
    plugin('fetchTimeoutPlugin.ts'),
    plugin('entryRetryPlugin.ts'),
    plugin('errorFallbackPlugin.ts'),
  ],
  extraHtmlPages,
});

// The third-party sign-in return page: a tiny static file, no app bundle (public/oauth-callback.html).
const HtmlWebpackPlugin = require(
  require.resolve('html-webpack-plugin', { paths: [path.dirname(require.resolve('build-tools'))] }),
);
// style-loader's and css-loader's runtime (~3 KB, ~1.2 KB gz) in a chunk of its own: otherwise
// webpack copies it into each chunk with CSS, and the landing loads two of them (the shell's and
// the SDK's; see the landing's byte budget).
const STYLE_RUNTIME =
  /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(style-loader|css-loader)[\\/]dist[\\/]runtime[\\/]/;

// The web-app files at the site root (README "Web app: manifest, icons, service worker"):
// /sw.js must sit at the root for its scope to be the whole app. Copied as they are.
const PWA_DIR = path.join(__dirname, 'public/pwa');
class PwaFilesPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PwaFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PwaFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const file of fs.readdirSync(PWA_DIR)) {
            const full = path.join(PWA_DIR, file);
            compilation.fileDependencies.add(full);
            compilation.emitAsset(file, new sources.RawSource(fs.readFileSync(full)));
          }
        },
      );
    });
  }
}

module.exports = (env, argv) => {
  const config = base(env, argv);
  config.optimization = {
    ...config.optimization,
    splitChunks: {
      cacheGroups: {
        styleRuntime: {
          test: STYLE_RUNTIME,
          name: 'style-runtime',
          chunks: 'all',
          minSize: 0,
          enforce: true,
          priority: 20,
        },
      },
    },
  };
  config.plugins.push(
    new PwaFilesPlugin(),
    new HtmlWebpackPlugin({
      filename: 'oauth-callback.html',
      template: path.join(__dirname, 'public/oauth-callback.html'),
      inject: false,
      minify: false,
    }),
  );
  return config;
};

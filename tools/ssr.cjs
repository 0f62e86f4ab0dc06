// Build-time pre-render bundles: a package's components built
// for Node (react-dom/server), with the same loaders and CSS-module class names as its browser
// build, so the HTML they render wears the CSS the app injects. Output: <package>/dist-ssr/,
// never deployed (the pre-render step reads it and writes static HTML into the host's dist).
const path = require('node:path');
const { moduleRules } = require('./index.cjs');

/**
 * @param {object} o
 * @param {string} o.dir    package folder
 * @param {string} o.name   the package's federation name (class-name prefix, as in createConfig)
 * @param {Record<string,string>} o.entries  output name → entry file (each exports render functions)
 */
function createSsrConfig(o) {
  return () => ({
    mode: 'production',
    target: 'node20',
    context: o.dir,
    entry: Object.fromEntries(
      Object.entries(o.entries).map(([name, file]) => [name, path.resolve(o.dir, file)]),
    ),
    output: {
      path: path.join(o.dir, 'dist-ssr'),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.cjs', '.json'] },
    module: { rules: moduleRules(o.name, { ssr: true }) },
    // Readable output, one file: it runs once at build time.
    optimization: { minimize: false, splitChunks: false },
    devtool: false,
    performance: { hints: false },
  });
}

module.exports = { createSsrConfig };

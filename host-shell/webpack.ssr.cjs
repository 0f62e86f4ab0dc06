// The shell's pre-render bundle (Node): dist-ssr/shell.cjs exports renderShell().
module.exports = require('build-tools/ssr.cjs').createSsrConfig({
  dir: __dirname,
  name: 'host',
  entries: { shell: './src/features/prerender/render.tsx' },
});

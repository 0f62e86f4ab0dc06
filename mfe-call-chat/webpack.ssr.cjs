// The landing's pre-render bundle (Node): dist-ssr/landing.cjs exports renderLanding().
module.exports = require('build-tools/ssr.cjs').createSsrConfig({
  dir: __dirname,
  name: 'mfe_call_chat',
  entries: { landing: './src/features/landing/prerender.tsx' },
});

const path = require('node:path');
const jestConfig = require('../tools/jest.preset.cjs');
// Sounds resolve to a file name in tests (webpack gives the URL in the app). The message store's
// contract test runs the real backend, whose Fastify needs `cookie` (ESM only) transformed.
module.exports = jestConfig(__dirname, {
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(jotai|cookie)[@/])'],
  moduleNameMapper: {
    ...jestConfig(__dirname).moduleNameMapper,
    '\\.(wav|mp3|ogg)$': path.join(__dirname, 'src/assets/file-mock.cjs'),
  },
});

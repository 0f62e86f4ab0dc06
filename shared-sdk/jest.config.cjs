// SDK units run in node (WebCrypto, Buffer); files that need a DOM say so with a docblock.
// Tests that run the backend's code (its realtime gateway) get `cookie` (ESM only) transformed like
// the backend's own config does.
module.exports = require('../tools/jest.preset.cjs')(__dirname, {
  testEnvironment: 'node',
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(jotai|cookie)[@/])'],
});

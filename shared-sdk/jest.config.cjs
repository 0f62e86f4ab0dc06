// SDK units run in node (WebCrypto, Buffer); files that need a DOM say so with a docblock.
// test/chatStore.contract.test.ts runs the real backend, whose Fastify needs `cookie` (ESM only)
// transformed like the backend's own config does.
module.exports = require('../tools/jest.preset.cjs')(__dirname, {
  testEnvironment: 'node',
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(jotai|cookie)[@/])'],
});

// light-my-request (Fastify's app.inject) requires `cookie` 2, which ships ESM only: transform it
// like the preset does for jotai.
module.exports = require('../tools/jest.preset.cjs')(__dirname, {
  testEnvironment: 'node',
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(jotai|cookie)[@/])'],
});

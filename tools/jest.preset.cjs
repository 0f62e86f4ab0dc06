// One jest setup for every package: TypeScript through @swc/jest, jotai (ESM only) transformed.
const path = require('node:path');
module.exports = function jestConfig(dir, overrides = {}) {
  return {
    rootDir: dir,
    testEnvironment: 'jsdom',
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
      ],
    },
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(jotai)[@/])'],
    moduleNameMapper: { '\\.(css)$': path.join(__dirname, 'jest/style-mock.cjs') },
    setupFiles: [path.join(__dirname, 'jest/setup-globals.cjs')],
    testPathIgnorePatterns: ['/node_modules/', '/dist/', '/dist-ssr/'],
    ...overrides,
  };
};

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
    moduleNameMapper: {
      '\\.(css)$': path.join(__dirname, 'jest/style-mock.cjs'),
      // Lucide's per-icon modules are .mjs, which jest loads only as native ESM: one stand-in
      // drawing for every icon (the SDK's Icon renders it the same way; tests read names, not shapes).
      '^lucide/dist/esm/icons/[\\w-]+\\.mjs$': path.join(__dirname, 'jest/lucide-icon.cjs'),
      // The SDK's secondary entries (shared-sdk/chat, /shop) reach its main entry by name, as in the
      // browser, from inside the SDK's folder, where no node_modules/shared-sdk exists; so do the
      // remote's API calls the backend's contract tests run: the one main entry file, whichever
      // package's tests run.
      '^shared-sdk$': path.join(__dirname, '../shared-sdk/src/index.ts'),
    },
    setupFiles: [path.join(__dirname, 'jest/setup-globals.cjs')],
    testPathIgnorePatterns: ['/node_modules/', '/dist/', '/dist-ssr/'],
    // jest's default 5 s per test timed the machine, not the code: on a loaded 2-core CI machine
    // whole suites (the seed, werift calls, realtime memory limits) passed alone and timed out
    // together. What a test waits for is said by its own waits (until, expect.poll, timers).
    testTimeout: 30_000,
    ...overrides,
  };
};

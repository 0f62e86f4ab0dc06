// Every package's jest suite in one run, so the totals add up in one report.
module.exports = {
  // A global option: jest ignores it in the projects' own configs when it runs them together, so
  // the preset's 30 s per test (tools/jest.preset.cjs: waits are the tests' own, not jest's) is
  // repeated here for the one run the test command makes.
  testTimeout: require('./tools/jest.preset.cjs')(__dirname).testTimeout,
  projects: [
    '<rootDir>/shared-sdk',
    '<rootDir>/host-shell',
    '<rootDir>/mfe-auth',
    '<rootDir>/mfe-call-chat',
    '<rootDir>/mfe-live',
    '<rootDir>/mfe-shop',
    '<rootDir>/mfe-tasks',
    '<rootDir>/backend',
    '<rootDir>/tools',
  ],
};

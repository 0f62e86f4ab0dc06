// Every package's jest suite in one run, so the totals add up in one report.
module.exports = {
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

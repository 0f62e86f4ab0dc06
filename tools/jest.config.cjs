// The build set-up's own tests (node): the shared router contract, build-time compression.
module.exports = require('./jest.preset.cjs')(__dirname, { testEnvironment: 'node' });

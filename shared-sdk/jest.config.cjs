// SDK units run in node (WebCrypto, Buffer); files that need a DOM say so with a docblock.
module.exports = require('../tools/jest.preset.cjs')(__dirname, { testEnvironment: 'node' });

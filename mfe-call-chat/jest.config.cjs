const path = require('node:path');
// Sounds resolve to a file name in tests (webpack gives the URL in the app).
module.exports = require('../tools/jest.preset.cjs')(__dirname, {
  moduleNameMapper: {
    '\\.(css)$': path.join(__dirname, '../tools/jest/style-mock.cjs'),
    '\\.(wav|mp3|ogg)$': path.join(__dirname, 'src/assets/file-mock.cjs'),
  },
});

const path = require('node:path');
const jestConfig = require('../tools/jest.preset.cjs');
// Sounds resolve to a file name in tests (webpack gives the URL in the app).
module.exports = jestConfig(__dirname, {
  moduleNameMapper: {
    ...jestConfig(__dirname).moduleNameMapper,
    '\\.(wav|mp3|ogg)$': path.join(__dirname, 'src/assets/file-mock.cjs'),
  },
});

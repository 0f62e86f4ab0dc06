import path from 'node:path';
import { testPacks } from 'shared-sdk/testing';
import { NS } from './i18n';

// locales/en.json is what translators start from: exactly the English defaults in code; every
// other language's pack complete against it (shared-sdk/testing `testPacks`).
testPacks({
  name: NS,
  file: (lng) => path.join(__dirname, 'locales', `${lng}.json`),
  codeDir: __dirname,
});

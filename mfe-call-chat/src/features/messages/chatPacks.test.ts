import path from 'node:path';
import { testPacks } from 'shared-sdk/testing';

// The chat namespace (the keys the rules and the store hand to the UI) in every language; its
// English is checked against the keys in use by i18nKeys.test.ts.
testPacks({
  name: 'chat',
  file: (lng) => path.join(__dirname, '..', '..', 'locales', 'chat', `${lng}.json`),
});

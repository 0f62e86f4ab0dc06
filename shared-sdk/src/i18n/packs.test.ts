import path from 'node:path';
import { testPacks } from '../testing';
import { SDK_NAMESPACES } from './setup';

// The SDK's own packs (shell basics, error texts) in every interface language: every English
// text, no extra key, the same placeholders, each plural text in the language's forms.
for (const ns of SDK_NAMESPACES)
  testPacks({ name: ns, file: (lng) => path.join(__dirname, 'locales', lng, `${ns}.json`) });

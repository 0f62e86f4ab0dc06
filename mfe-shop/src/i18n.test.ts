import { flattenTranslations, textsInCode } from 'shared-sdk/testing';
import en from './locales/en.json';

// locales/en.json is what translators start from: it must hold exactly the English defaults
// written in code as t('key', 'English text').
test('locales/en.json matches the English defaults in code', () => {
  const inCode = textsInCode(__dirname);
  expect(Object.keys(inCode).length).toBeGreaterThan(0);
  expect(flattenTranslations(en)).toEqual(inCode);
});

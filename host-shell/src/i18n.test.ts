import { INTERFACE_LANGUAGES } from 'shared-sdk/constants';
import { checkPack, flattenTranslations, textsInCode } from 'shared-sdk/testing';
import en from './locales/en.json';

// locales/en.json is what translators start from: it must hold exactly the English defaults
// written in code as t('key', 'English text') (plural texts as key_one / key_other).
test('locales/en.json matches the English defaults in code', () => {
  const inCode = textsInCode(__dirname);
  expect(Object.keys(inCode).length).toBeGreaterThan(0);
  expect(flattenTranslations(en)).toEqual(inCode);
});

// Every other interface language: every English text, no extra key, the same placeholders,
// and each plural text in exactly the forms the language needs.
test.each(INTERFACE_LANGUAGES.filter((lng) => lng !== 'en'))('the %s pack is complete', (lng) => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const pack = require(`./locales/${lng}.json`) as object;
  expect(checkPack(lng, flattenTranslations(en), flattenTranslations(pack))).toEqual([]);
});

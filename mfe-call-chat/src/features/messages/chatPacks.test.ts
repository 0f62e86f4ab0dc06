import { INTERFACE_LANGUAGES } from 'shared-sdk/constants';
import { checkPack, flattenTranslations } from 'shared-sdk/testing';
import en from '../../locales/chat/en.json';

// The chat namespace (the keys the rules and the store hand to the UI) in every language.
test.each(INTERFACE_LANGUAGES.filter((lng) => lng !== 'en'))(
  'the chat pack in %s is complete',
  (lng) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const pack = require(`../../locales/chat/${lng}.json`) as object;
    expect(checkPack(lng, flattenTranslations(en), flattenTranslations(pack))).toEqual([]);
  },
);

import { registerTranslations } from 'shared-sdk';

// This remote's translation namespace. Every text is written as t(key, englishDefault), so
// it renders in English before any pack loads; locales/en.json holds the same texts for
// translators, and locales/<lng>.json each interface language (src/i18n.test.ts checks both).
export const NS = 'auth';

// One chunk per language (webpack splits the template import by file): a language's texts are
// fetched only when that language is on screen.
registerTranslations(
  NS,
  (lng) => import(/* webpackChunkName: "i18n-auth-[request]" */ `./locales/${lng}.json`),
).catch(() => {
  // A pack that fails to load leaves the English defaults in place: nothing else to do.
});

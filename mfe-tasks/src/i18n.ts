import { registerTranslations } from 'shared-sdk';

// This remote's translation namespace. Every text is written as t(key, englishDefault), so
// it renders in English before any pack loads; locales/en.json holds the same texts for
// translators (src/i18n.test.ts keeps the two in step). Add a language with one more loader.
export const NS = 'tasks';

registerTranslations(NS, { en: () => import('./locales/en.json') }).catch(() => {
  // A pack that fails to load leaves the English defaults in place: nothing else to do.
});

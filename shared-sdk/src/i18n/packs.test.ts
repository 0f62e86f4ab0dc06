import { DEFAULT_LANGUAGE, INTERFACE_LANGUAGES } from '../constants/languages';
import { checkPack, flattenTranslations } from '../testing';
import { SDK_NAMESPACES } from './setup';

// The SDK's own packs (shell basics, error texts) in every interface language: every English
// text, no extra key, the same placeholders, each plural text in the language's forms.
const load = (lng: string, ns: string) =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  flattenTranslations(require(`./locales/${lng}/${ns}.json`) as object);

const cases = SDK_NAMESPACES.flatMap((ns) =>
  INTERFACE_LANGUAGES.filter((lng) => lng !== DEFAULT_LANGUAGE).map((lng) => [ns, lng] as const),
);

test.each(cases)('the %s pack in %s is complete', (ns, lng) => {
  expect(checkPack(lng, load(DEFAULT_LANGUAGE, ns), load(lng, ns))).toEqual([]);
});

// Completeness of a translation pack against English (the languages issue's check): every
// English text is there and not empty, no key English lacks, the same {{placeholders}} and
// <tags>, and a plural text has exactly the forms its language's plural rules name.

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDERS = /\{\{\s*([\w.]+)[^}]*\}\}/g;
const TAGS = /<\/?(\w+)\s*\/?>/g;

const names = (text: string, re: RegExp) =>
  [...new Set([...text.matchAll(re)].map((m) => m[1]!))].sort().join(',');

/** The plural categories a language's texts need (CLDR through Intl, as i18next reads them). */
export function pluralForms(lng: string): string[] {
  return new Intl.PluralRules(lng).resolvedOptions().pluralCategories as string[];
}

/** The base keys of English plural texts ('pack.coins' for pack.coins_one / pack.coins_other). */
function pluralBases(en: Record<string, string>): Set<string> {
  const bases = new Set<string>();
  for (const key of Object.keys(en)) {
    const m = PLURAL_SUFFIX.exec(key);
    if (m && en[`${key.slice(0, m.index)}_other`] !== undefined) bases.add(key.slice(0, m.index));
  }
  return bases;
}

/**
 * Problems of one language's flat pack against the flat English pack; [] when complete.
 * Each problem names the key, so a failing test says what to add or remove.
 */
export function checkPack(
  lng: string,
  en: Record<string, string>,
  pack: Record<string, string>,
): string[] {
  const problems: string[] = [];
  const bases = pluralBases(en);
  const forms = pluralForms(lng);
  const expected = new Map<string, string>(); // key in this language → the English text it renders
  for (const [key, text] of Object.entries(en)) {
    const m = PLURAL_SUFFIX.exec(key);
    if (m && bases.has(key.slice(0, m.index))) continue;
    expected.set(key, text);
  }
  for (const base of bases)
    for (const form of forms) expected.set(`${base}_${form}`, en[`${base}_other`]!);

  for (const [key, english] of expected) {
    const text = pack[key];
    if (text === undefined) problems.push(`${lng}: missing ${key}`);
    else if (text.trim() === '') problems.push(`${lng}: empty ${key}`);
    else {
      // A plural form may leave out {{count}} ("one coin", Arabic's "two coins" in one word).
      const isPlural = PLURAL_SUFFIX.test(key) && bases.has(key.replace(PLURAL_SUFFIX, ''));
      const want = names(english, PLACEHOLDERS)
        .split(',')
        .filter((n) => !(isPlural && n === 'count'));
      const have = names(text, PLACEHOLDERS)
        .split(',')
        .filter((n) => !(isPlural && n === 'count'));
      if (want.join(',') !== have.join(','))
        problems.push(`${lng}: ${key} has {{${have.join(',')}}}, English {{${want.join(',')}}}`);
      if (names(english, TAGS) !== names(text, TAGS))
        problems.push(
          `${lng}: ${key} has tags <${names(text, TAGS)}>, English <${names(english, TAGS)}>`,
        );
    }
  }
  for (const key of Object.keys(pack))
    if (!expected.has(key)) problems.push(`${lng}: ${key} is not an English key`);
  return problems;
}

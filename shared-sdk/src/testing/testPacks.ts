import fs from 'node:fs';
import { DEFAULT_LANGUAGE, INTERFACE_LANGUAGES } from '../constants/languages';
import { flattenTranslations, textsInCode } from './i18nDefaults';
import { checkPack } from './packCheck';

const read = (file: string) =>
  flattenTranslations(JSON.parse(fs.readFileSync(file, 'utf8')) as object);

/**
 * The jest tests of one namespace's packs, the same for every part (docs/CONTRACTS.md
 * "Languages"): with `codeDir`, English equals the texts written in code there (t('key',
 * 'English') and <TransText i18nKey defaults>, plural texts as key_one / key_other); and every
 * other interface language has every English text, no extra key, the same placeholders and
 * tags, each plural text in exactly its language's forms. `file(lng)` is the pack's path.
 */
export function testPacks(o: { name: string; file(lng: string): string; codeDir?: string }): void {
  const { name, file, codeDir } = o;
  if (codeDir)
    test(`the ${name} English pack matches the English defaults in code`, () => {
      const inCode = textsInCode(codeDir);
      expect(Object.keys(inCode).length).toBeGreaterThan(0);
      expect(read(file(DEFAULT_LANGUAGE))).toEqual(inCode);
    });
  test.each(INTERFACE_LANGUAGES.filter((lng) => lng !== DEFAULT_LANGUAGE))(
    `the ${name} pack in %s is complete`,
    (lng) => {
      expect(checkPack(lng, read(file(DEFAULT_LANGUAGE)), read(file(lng)))).toEqual([]);
    },
  );
}

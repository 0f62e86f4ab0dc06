import fs from 'node:fs';
import path from 'node:path';

// A remote's locales/en.json is what translators start from: it must hold exactly the English
// defaults written in code as t('key', 'English text') or <Trans i18nKey="key" defaults="…">.
const CALL = /\bt\(\s*(['"])([\w.]+)\1,\s*(['"])((?:(?!\3)[^\\]|\\.)*)\3/g;
const TRANS = /i18nKey="([\w.]+)"\s+defaults="([^"]*)"/g;

/** Every t(key, default) text under a source folder (tests excluded). */
export function textsInCode(
  dir: string,
  found: Record<string, string> = {},
): Record<string, string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) textsInCode(file, found);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      const source = fs.readFileSync(file, 'utf8');
      for (const m of source.matchAll(CALL)) found[m[2]!] = m[4]!.replace(/\\(.)/g, '$1');
      for (const m of source.matchAll(TRANS)) found[m[1]!] = m[2]!;
    }
  }
  return found;
}

/** A nested translation tree as dotted keys. */
export function flattenTranslations(tree: object, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((acc, [key, value]) => {
    const name = prefix + key;
    return typeof value === 'string'
      ? { ...acc, [name]: value }
      : { ...acc, ...flattenTranslations(value, `${name}.`) };
  }, {});
}

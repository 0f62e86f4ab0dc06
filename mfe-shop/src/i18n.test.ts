import fs from 'node:fs';
import path from 'node:path';
import en from './locales/en.json';

// locales/en.json is what translators start from: it must hold exactly the English defaults
// written in code as t('key', 'English text') or <Trans i18nKey="key" defaults="English text">.
const CALL = /\bt\(\s*(['"])([\w.]+)\1,\s*(['"])((?:(?!\3)[^\\]|\\.)*)\3/g;
const TRANS = /i18nKey="([\w.]+)"\s+defaults="([^"]*)"/g;

function textsInCode(dir: string, found: Record<string, string> = {}): Record<string, string> {
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

function flatten(tree: object, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((acc, [key, value]) => {
    const name = prefix + key;
    return typeof value === 'string'
      ? { ...acc, [name]: value }
      : { ...acc, ...flatten(value, `${name}.`) };
  }, {});
}

test('locales/en.json matches the English defaults in code', () => {
  const inCode = textsInCode(__dirname);
  expect(Object.keys(inCode).length).toBeGreaterThan(0);
  expect(flatten(en)).toEqual(inCode);
});

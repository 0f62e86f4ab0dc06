import fs from 'node:fs';
import path from 'node:path';

// A remote's locales/en.json is what translators start from: it must hold exactly the English
// defaults written in code as t('key', 'English text') or <Trans i18nKey="key" defaults="…">.
//
// A text that depends on a number is an i18next plural key, written
//   t('key', '{{count}} coins', { count, defaultValue_one: '{{count}} coin' })
// and stored in en.json as key_one / key_other (the default is the `other` form). Other
// languages hold the forms their language needs (Intl.PluralRules: Arabic has six).
const CALL = /\bt\(\s*(['"])([\w.]+)\1,\s*(['"])((?:(?!\3)[^\\]|\\.)*)\3/g;
const TRANS = /i18nKey="([\w.]+)"\s+defaults="([^"]*)"/g;
const PLURAL_DEFAULT = /defaultValue_(zero|one|two|few|many)\s*:\s*(['"])((?:(?!\2)[^\\]|\\.)*)\2/g;

const unescape = (s: string) => s.replace(/\\(.)/g, '$1');

/** The options object that follows a t(key, default …) match, if it starts with `, {`. */
function optionsAfter(source: string, from: number): string | null {
  const head = /^\s*,\s*\{/.exec(source.slice(from));
  if (!head) return null;
  let depth = 0;
  for (let i = from + head[0].length - 1; i < source.length; i += 1) {
    const c = source[i];
    if (c === '{') depth += 1;
    else if (c === '}' && --depth === 0) return source.slice(from + head[0].length, i);
  }
  return null;
}

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
      for (const m of source.matchAll(CALL)) {
        const key = m[2]!;
        const text = unescape(m[4]!);
        const options = optionsAfter(source, m.index + m[0].length);
        if (options !== null && /\bcount\b/.test(options)) {
          found[`${key}_other`] = text;
          for (const p of options.matchAll(PLURAL_DEFAULT))
            found[`${key}_${p[1]}`] = unescape(p[3]!);
        } else found[key] = text;
      }
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

import { runInNewContext } from 'node:vm';

// The pseudo-locale's text: English turned accented and longer (support/pseudo.ts says why).

export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';
const PAD = '·';
/** Every pseudo text is at least this much longer than its English (brackets included). */
const EXPANSION = 0.4;

// prettier-ignore
const ACCENTS: Record<string, string> = {
  a: 'á', b: 'ḃ', c: 'ć', d: 'ď', e: 'é', f: 'ƒ', g: 'ğ', h: 'ĥ', i: 'í', j: 'ĵ', k: 'ķ',
  l: 'ĺ', m: 'ṁ', n: 'ñ', o: 'ö', p: 'ṗ', q: 'ʠ', r: 'ŕ', s: 'ś', t: 'ţ', u: 'ú', v: 'ṽ',
  w: 'ŵ', x: 'ẋ', y: 'ý', z: 'ź',
  A: 'Á', B: 'Ḃ', C: 'Ć', D: 'Ď', E: 'É', F: 'Ƒ', G: 'Ğ', H: 'Ĥ', I: 'Í', J: 'Ĵ', K: 'Ķ',
  L: 'Ĺ', M: 'Ṁ', N: 'Ñ', O: 'Ö', P: 'Ṗ', Q: 'Ɋ', R: 'Ŕ', S: 'Ś', T: 'Ţ', U: 'Ú', V: 'Ṽ',
  W: 'Ŵ', X: 'Ẋ', Y: 'Ý', Z: 'Ź',
};
/** The characters only pseudo text has (what the in-page check looks for). */
export const PSEUDO_CHARS = [...Object.values(ACCENTS), PSEUDO_OPEN, PSEUDO_CLOSE, PAD].join('');

/** Names that stay as they are in every language: ours and the payment brands. */
export const BRANDS = [
  'LivCam',
  'Google Pay',
  'Apple Pay',
  'PayPal',
  'Stripe',
  'Visa',
  'Mastercard',
  'CPay',
  'Jindou',
  'PayerMax',
  'iDEAL',
  'Klarna',
  'Google',
  'Apple',
  'Facebook',
  'VIP',
];

/**
 * What stays as it is inside a text: i18next placeholders ({{x}}, {{- x}}), nesting ($t(key)),
 * Trans tags (<b>, <1>, </1>, <br/>), HTML entities, links, and the brands.
 */
const KEEP = new RegExp(
  `(\\{\\{[^}]*\\}\\}|\\$t\\([^)]*\\)|<\\/?[A-Za-z0-9]+(?:\\s[^>]*)?\\/?>|&[a-z]+;|https?:\\/\\/\\S+|${BRANDS.join('|')})`,
);

/** One English text as pseudo text: accented, wrapped in ⟦…⟧, padded to ~140 % of its length. */
export function pseudoText(english: string): string {
  if (!english.trim()) return english;
  const parts = english.split(KEEP);
  let letters = 0;
  const body = parts
    .map((part, i) => {
      if (i % 2 === 1) return part; // a kept token (split's capture group)
      letters += part.length;
      return part.replace(/[A-Za-z]/g, (c) => ACCENTS[c] ?? c);
    })
    .join('');
  const pad = Math.max(0, Math.ceil(letters * EXPANSION) - 2);
  return `${PSEUDO_OPEN}${body}${PAD.repeat(pad)}${PSEUDO_CLOSE}`;
}

/** Every string of a pack (nested objects, plural forms) through pseudoText. */
export function pseudoPack(value: unknown): unknown {
  if (typeof value === 'string') return pseudoText(value);
  if (Array.isArray(value)) return value.map(pseudoPack);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, pseudoPack(v)]));
  return value;
}

type ChunkModule = (module: { exports: unknown }, exports: unknown, require: unknown) => void;

/**
 * A webpack JSON chunk with its pack rewritten. The chunk is run in a sandbox (whatever way
 * webpack encoded the JSON: JSON.parse('…') or an object literal), each module's export is
 * transformed, and a chunk of the same ids is written back. Throws when the chunk is not a plain
 * JSON chunk (then the route serves it unchanged and the marker never shows).
 */
export function pseudoChunk(source: string): string {
  const self: Record<string, unknown> = {};
  runInNewContext(source, { self, globalThis: self, window: self }, { timeout: 2_000 });
  const entries = Object.entries(self).filter(([, v]) => Array.isArray(v));
  if (entries.length !== 1) throw new Error('not a webpack chunk');
  const [global, pushed] = entries[0] as [string, unknown[][]];
  if (pushed.length !== 1 || pushed[0]!.length !== 2) throw new Error('unexpected chunk shape');
  const [ids, modules] = pushed[0] as [unknown, Record<string, ChunkModule>];
  const require = Object.assign(() => ({}), { r() {}, d() {}, n: (m: unknown) => () => m });
  const out = Object.entries(modules).map(([id, fn]) => {
    const module = { exports: {} as unknown };
    fn(module, module.exports, require);
    const json = JSON.stringify(pseudoPack(module.exports));
    return `${JSON.stringify(id)}:function(m){m.exports=JSON.parse(${JSON.stringify(json)})}`;
  });
  const g = `self[${JSON.stringify(global)}]`;
  return `"use strict";(${g}=${g}||[]).push([${JSON.stringify(ids)},{${out.join(',')}}]);`;
}

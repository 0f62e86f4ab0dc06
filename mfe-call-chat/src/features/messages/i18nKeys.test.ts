import fs from 'node:fs';
import path from 'node:path';
import chat from '../../locales/chat/en.json';

/** Every `chat:` key the rules and the store hand to the UI has an English text. */
function keysInSource(dir: string): string[] {
  const out: string[] = [];
  for (const f of fs.readdirSync(dir, { recursive: true })) {
    const file = path.join(dir, String(f));
    if (!/\.ts$/.test(file) || /\.test\.ts$/.test(file) || fs.statSync(file).isDirectory())
      continue;
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/'chat:([a-z_.]+)'/g)) out.push(m[1]!);
    for (const m of text.matchAll(/`chat:([a-z_.]+)\$\{reason\}`/g))
      out.push(`${m[1]}newer`, `${m[1]}corrupt`);
  }
  return [...new Set(out)];
}

const lookup = (key: string) =>
  key
    .split('.')
    .reduce<unknown>(
      (o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined),
      chat,
    );

test('every chat key the rules and the store use has an English text', () => {
  const keys = keysInSource(__dirname);
  expect(keys.length).toBeGreaterThan(25);
  // A plural text is there as key_one / key_other (i18next picks the form from `count`).
  expect(
    keys.filter((k) => typeof lookup(k) !== 'string' && typeof lookup(`${k}_other`) !== 'string'),
  ).toEqual([]);
});

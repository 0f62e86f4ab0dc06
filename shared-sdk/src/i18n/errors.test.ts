import errors from './locales/en/errors.json';
import { AUTH_ERROR_CATALOGUE } from '../constants/auth';

// What the UI shows for a code is a readable sentence,
// never a raw key such as 'nickname sensitive'.
type Tree = { [k: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string'
      ? [[`${prefix}${k}`, v] as [string, string]]
      : leaves(v, `${prefix}${k}.`),
  );
}

function lookup(key: string): string | undefined {
  let node: string | Tree | undefined = errors as Tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

test.each(leaves(errors as Tree))('%s is a sentence', (_key, text) => {
  expect(text).toMatch(/^[A-Z0-9]/);
  expect(text).toMatch(/[.!?]$/);
  expect(text.split(' ').length).toBeGreaterThanOrEqual(2);
});

test('every code of the auth catalogue has its text', () => {
  for (const [code, entry] of Object.entries(AUTH_ERROR_CATALOGUE)) {
    expect([code, lookup(entry.key)]).toEqual([code, expect.any(String)]);
  }
});

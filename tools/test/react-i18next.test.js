/* global test, expect */
// The shared react-i18next is tree-shaken to a list: tools/shared/react-i18next.mjs
// re-exports only the names in tools/shared/react-i18next-exports.json, eslint.config.mjs refuses
// imports of any other name from 'react-i18next', and react-i18next's own `import 'i18next'` is
// answered by tools/shared/i18next-selector.mjs so the shared i18next is not loaded with it.
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { lint, reExported, missingNames } = require('./facade');
const { createConfig, I18N_FACADE, I18NEXT_SELECTOR } = require('../index.cjs');

const ROOT = path.resolve(__dirname, '../..');
const { names } = require('../shared/react-i18next-exports.json');
const facade = fs.readFileSync(I18N_FACADE, 'utf8');

test('react-i18next.mjs re-exports exactly the listed names, from the real package', () => {
  expect(reExported(facade, 'react-i18next-real')).toEqual([...names].sort());
});

test('every listed name exists in the installed react-i18next', () => {
  expect(
    missingNames(
      require(require.resolve('react-i18next', { paths: [path.join(ROOT, 'shared-sdk')] })),
      names,
    ),
  ).toEqual([]);
});

/** The build's `import 'i18next'` rewrite, as webpack calls it (NormalModuleReplacementPlugin). */
function rewrite(request, issuer) {
  const config = createConfig({ dir: path.join(ROOT, 'host-shell'), name: 'host', port: 1 })(
    {},
    { mode: 'production' },
  );
  const plugin = config.plugins.find((p) => p.constructor.name === 'NormalModuleReplacementPlugin');
  const data = { request, contextInfo: { issuer } };
  plugin.newResource(data);
  return data.request;
}

test("only react-i18next's own import of i18next is rewritten", () => {
  const inRi =
    '/x/node_modules/.pnpm/react-i18next@18.0.1/node_modules/react-i18next/dist/es/useTranslation.js';
  expect(rewrite('i18next', inRi)).toBe(I18NEXT_SELECTOR);
  expect(rewrite('i18next', path.join(ROOT, 'shared-sdk/src/i18n/setup.ts'))).toBe('i18next');
  expect(rewrite('react', inRi)).toBe('react');
});

test('lint: a listed name passes; Trans (either way) or a namespace import from react-i18next fails', async () => {
  expect(
    await lint(
      "import { useTranslation } from 'react-i18next';\nexport const a = useTranslation;\n",
    ),
  ).toEqual([]);
  expect(
    (await lint("import { Trans } from 'react-i18next';\nexport const a = Trans;\n")).join('\n'),
  ).toMatch(/not in the shared react-i18next/);
  expect(
    (await lint("import * as R from 'react-i18next';\nexport const a = R;\n")).join('\n'),
  ).toMatch(/named imports/);
  // Trans itself is the SDK's: a part draws a sentence with markup with TransText.
  expect(
    (
      await lint(
        "import { Trans } from 'react-i18next/TransWithoutContext';\nexport const a = Trans;\n",
      )
    ).join('\n'),
  ).toMatch(/TransText/);
}, 60_000);

test("the selector function answers as the installed i18next's own", () => {
  // Node itself (jest does not load .mjs here): each case through both functions.
  const i18nextPath = require.resolve('i18next', { paths: [path.join(ROOT, 'shared-sdk')] });
  const script = `
    import { keyFromSelector } from ${JSON.stringify(I18NEXT_SELECTOR)};
    import { createRequire } from 'node:module';
    const i18next = createRequire(import.meta.url)(${JSON.stringify(i18nextPath)});
    const cases = [
      [($) => $.login.terms, undefined],
      [($) => $.a.b.c, { keySeparator: '/' }],
      [($) => $.chat.title, { ns: ['common', 'chat'] }],
      [($) => $.chat.title, { ns: 'chat', enableSelector: 'strict' }],
      [($) => $.x.y, { ns: ['a', 'x'], nsSeparator: false }],
    ];
    console.log(JSON.stringify(cases.map(([s, o]) => [keyFromSelector(s, o), i18next.keyFromSelector(s, o)])));
  `;
  const out = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  expect(out.stderr).toBe('');
  const pairs = JSON.parse(out.stdout);
  expect(pairs).toHaveLength(5);
  for (const [ours, theirs] of pairs) expect(ours).toBe(theirs);
  expect(pairs[2][0]).toBe('chat:title');
});

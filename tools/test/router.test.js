/* global test, expect */
// The shared router is tree-shaken to a list: tools/shared/router.mjs re-exports only
// the names in tools/shared/router-exports.json, and eslint.config.mjs refuses imports of any
// other name from 'react-router-dom'. These tests keep the three in step and prove the check
// bites: a name not on the list is reported by the workspace's own lint set-up.
const fs = require('node:fs');
const path = require('node:path');
const { lint, reExported, missingNames } = require('./facade');

const { names } = require('../shared/router-exports.json');
const facade = fs.readFileSync(path.join(__dirname, '../shared/router.mjs'), 'utf8');

test('router.mjs re-exports exactly the listed names, from react-router', () => {
  expect(reExported(facade, 'react-router')).toEqual([...names].sort());
});

test('every listed name exists in the installed react-router', () => {
  expect(missingNames(require('react-router'), names)).toEqual([]);
});

test('lint: a listed name passes; an unlisted one, react-router itself and a namespace import fail', async () => {
  expect(
    await lint(
      "import { Link, useLocation } from 'react-router-dom';\nexport const a = [Link, useLocation];\n",
    ),
  ).toEqual([]);
  expect(
    (
      await lint("import { useMatches } from 'react-router-dom';\nexport const a = useMatches;\n")
    ).join('\n'),
  ).toMatch(/not in the shared router/);
  expect(
    (await lint("import { Link } from 'react-router';\nexport const a = Link;\n")).join('\n'),
  ).toMatch(/react-router-dom/);
  expect(
    (await lint("import * as R from 'react-router-dom';\nexport const a = R;\n")).join('\n'),
  ).toMatch(/not in the shared router|named imports/);
  // Types cost nothing at run time: any type may be imported.
  expect(
    await lint("import type { Location } from 'react-router-dom';\nexport type L = Location;\n"),
  ).toEqual([]);
}, 60_000);

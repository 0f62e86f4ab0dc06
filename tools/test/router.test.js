/* global test, expect */
// The shared router is tree-shaken to a list (issue 9): tools/shared/router.mjs re-exports only
// the names in tools/shared/router-exports.json, and eslint.config.mjs refuses imports of any
// other name from 'react-router-dom'. These tests keep the three in step and prove the check
// bites: a name not on the list is reported by the workspace's own lint set-up.
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const ROOT = path.resolve(__dirname, '../..');
const { names } = require('../shared/router-exports.json');
const facade = fs.readFileSync(path.join(__dirname, '../shared/router.mjs'), 'utf8');

test('router.mjs re-exports exactly the listed names, from react-router', () => {
  const block = facade.match(/export \{([^}]*)\} from 'react-router';/);
  expect(block).not.toBeNull();
  const exported = block[1]
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  expect(exported.sort()).toEqual([...names].sort());
});

test('every listed name exists in the installed react-router', () => {
  const rr = require('react-router');
  for (const n of names)
    expect([n, typeof rr[n]]).toEqual([n, expect.stringMatching(/function|object/)]);
});

/** The workspace's own lint set-up on a piece of code, as a file of a remote (eslint's CLI). */
async function lint(code) {
  const out = spawnSync(
    path.join(ROOT, 'node_modules/.bin/eslint'),
    ['--stdin', '--stdin-filename', 'mfe-call-chat/src/x.tsx', '--format', 'json'],
    { cwd: ROOT, input: code, encoding: 'utf8' },
  );
  const [result] = JSON.parse(out.stdout);
  return result.messages.map((m) => m.message);
}

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

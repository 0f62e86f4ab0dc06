// Helpers of the shared-facade tests (router, react-i18next: a shared module cut down to a list of
// names, tools/shared/*.mjs).
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const ROOT = path.resolve(__dirname, '../..');

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

/** The names a facade re-exports from `from` (its one `export { ... } from '<from>';`), sorted. */
function reExported(source, from) {
  const block = source.match(new RegExp(`export \\{([^}]*)\\} from '${from}';`));
  if (!block) return null;
  return block[1]
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .sort();
}

/** The names missing from the installed module (each must be a function or an object). */
function missingNames(mod, names) {
  return names.filter((n) => !/function|object/.test(typeof mod[n]));
}

module.exports = { lint, reExported, missingNames, ROOT };

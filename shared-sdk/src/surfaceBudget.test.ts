import fs from 'node:fs';
import path from 'node:path';
import * as sdk from './index';

/**
 * The main entry's budget (docs/CONTRACTS.md "SDK surface budget"). The main entry is a shared
 * singleton: the landing loads all of it and shared modules are not tree-shaken, so every value
 * in it is paid for on every page. It holds only what parts share — each value must be imported
 * by at least one package outside the SDK, and their number stays within the budget recorded in
 * surface-budget.json. A value only the SDK uses stays unexported from the entry; a value one
 * remote uses moves into that remote; a spec constant comes from `shared-sdk/constants/<feature>`
 * (stateless, bundled and tree-shaken by each part).
 */

const ROOT = path.join(__dirname, '..', '..');
/** The parts (their code and tests) and the SDK's own secondary entries, bundled apart from it. */
const CONSUMERS = [
  ...fs
    .readdirSync(ROOT)
    .filter((d) => d === 'host-shell' || d.startsWith('mfe-'))
    .flatMap((d) => [path.join(ROOT, d, 'src'), path.join(ROOT, d, 'test')]),
  path.join(__dirname, 'chat'),
  path.join(__dirname, 'shop'),
  path.join(__dirname, 'realtime'),
];

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.(ts|tsx)$/.test(e.name) ? [p] : [];
  });
}

/** `import { a, b as c, type T } from 'shared-sdk'`: the value names (a, b). */
const IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'shared-sdk'/g;

export function valueImports(source: string): string[] {
  const out: string[] = [];
  for (const m of source.matchAll(IMPORT)) {
    if (m[1]) continue;
    for (const raw of (m[2] ?? '').split(',')) {
      const spec = raw.trim();
      if (!spec || spec.startsWith('type ')) continue;
      out.push((spec.split(/\s+as\s+/)[0] ?? '').trim());
    }
  }
  return out;
}

const budget = JSON.parse(
  fs.readFileSync(path.join(__dirname, '..', 'surface-budget.json'), 'utf8'),
) as { mainEntryValues: number };

const values = Object.keys(sdk).sort();
const used = new Set(
  CONSUMERS.flatMap(sourceFiles).flatMap((f) => valueImports(fs.readFileSync(f, 'utf8'))),
);

test('the import reader sees value names and skips types', () => {
  expect(
    valueImports(
      `import { a, b as c,\n type T } from 'shared-sdk';\nimport type { U } from 'shared-sdk';`,
    ),
  ).toEqual(['a', 'b']);
});

test('every value of the main entry is used by a package outside the SDK', () => {
  const unused = values.filter((name) => !used.has(name));
  // A name listed here: delete it from the entry's index (or move it to the one part that uses it).
  expect(unused).toEqual([]);
});

test('the main entry stays within its budget, and names its values (no export *)', () => {
  const index = fs.readFileSync(path.join(__dirname, 'index.ts'), 'utf8');
  expect(index).not.toMatch(/^export \* from/m);
  expect(values.length).toBeLessThanOrEqual(budget.mainEntryValues);
});

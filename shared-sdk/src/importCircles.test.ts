import fs from 'node:fs';
import path from 'node:path';
import { importSpecifiers, resolveRelative } from '../test/importGraph';

/**
 * No import circles in the SDK, counting type imports and the entries reached by package name
 * (`'shared-sdk'`, `'shared-sdk/chat'`, …): a circle makes the order modules are evaluated in
 * depend on which file a part imports first, and makes the entries impossible to read apart.
 */

const SRC = __dirname;
const PKG = JSON.parse(fs.readFileSync(path.join(SRC, '..', 'package.json'), 'utf8')) as {
  exports: Record<string, string>;
};
const byName = new Map(
  Object.entries(PKG.exports)
    .filter(([, file]) => file.endsWith('.ts'))
    .map(([k, file]) => [
      k === '.' ? 'shared-sdk' : `shared-sdk/${k.slice(2)}`,
      path.join(SRC, '..', file),
    ]),
);

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'testing' || e.name === 'dev' ? [] : files(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

function resolve(from: string, spec: string): string | null {
  if (byName.has(spec)) return byName.get(spec)!;
  return spec.startsWith('.') ? resolveRelative(from, spec) : null;
}

// Static imports and re-exports, type ones included (a circle of types is still a circle to read).
const graph = new Map<string, string[]>();
for (const f of files(SRC)) {
  graph.set(
    f,
    importSpecifiers(f, { types: true, dynamic: false })
      .map((spec) => resolve(f, spec))
      .filter((x): x is string => !!x),
  );
}

/** Every circle, each as the files on it (Tarjan's strongly connected components). */
function circles(): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        scc.push(path.relative(SRC, w));
      } while (w !== v);
      if (scc.length > 1 || (graph.get(v) ?? []).includes(v)) out.push(scc.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return out;
}

test('the reader follows package names to the entries', () => {
  expect(resolve(path.join(SRC, 'chat', 'api.ts'), 'shared-sdk')).toBe(path.join(SRC, 'index.ts'));
  expect(graph.get(path.join(SRC, 'chat', 'api.ts'))).toContain(path.join(SRC, 'index.ts'));
});

test('no import circles in the SDK', () => {
  expect(circles()).toEqual([]);
});

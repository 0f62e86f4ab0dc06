/**
 * The secondary entries (shared-sdk/chat, /shop; docs/CONTRACTS.md "SDK entries") are
 * shared modules of their own: Module Federation bundles each one separately, and the page may run
 * the chat entry of one build with the main entry of another. A file of a secondary entry that
 * imports a main-entry module by path gets its own copy of that module: a second API client,
 * second jotai atoms, a second messaging instance. So they reach the main entry's state through
 * the name 'shared-sdk' (the shared singleton); by path they may only import modules that hold no
 * state (the list below). This test walks the import graph (values only; `import type` is free).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SRC = __dirname;
const rel = (f: string) => path.relative(SRC, f).split(path.sep).join('/');

/** Main-entry modules a secondary entry may copy: constants, pure functions and classes. */
const STATELESS = [
  /^constants\//,
  /^realtime\/(envelope|events|timing|transport|types|deferred)\.ts$/,
  /^realtime\/local\/wire\.ts$/,
  /^realtime\/(local|agora|media)\//, // the providers, loaded by deferred.ts on first use
  /^state\/snapshotStore\.ts$/, // a factory: every store it makes belongs to its maker
];

function resolve(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const c of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (fs.existsSync(c) && fs.statSync(c).isFile()) return c;
  return null;
}

/** Value imports of a file (static, dynamic and re-exports), `import type` left out. */
function valueImports(file: string): string[] {
  const sf = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const visit = (n: ts.Node) => {
    if (ts.isImportDeclaration(n) && !n.importClause?.isTypeOnly) {
      const named = n.importClause?.namedBindings;
      const allTypes =
        !!named &&
        ts.isNamedImports(named) &&
        !n.importClause?.name &&
        named.elements.length > 0 &&
        named.elements.every((e) => e.isTypeOnly);
      if (!allTypes) out.push((n.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(n) && n.moduleSpecifier && !n.isTypeOnly) {
      const named = n.exportClause;
      const allTypes =
        !!named &&
        ts.isNamedExports(named) &&
        named.elements.length > 0 &&
        named.elements.every((e) => e.isTypeOnly);
      if (!allTypes) out.push((n.moduleSpecifier as ts.StringLiteral).text);
    } else if (
      ts.isCallExpression(n) &&
      n.expression.kind === ts.SyntaxKind.ImportKeyword &&
      n.arguments[0] &&
      ts.isStringLiteral(n.arguments[0])
    ) {
      out.push(n.arguments[0].text);
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

/** The files an entry bundles (relative imports followed; bare names are other modules). */
function graph(entry: string): { files: Set<string>; bare: Set<string> } {
  const files = new Set<string>();
  const bare = new Set<string>();
  const todo = [path.join(SRC, entry)];
  while (todo.length) {
    const f = todo.pop() as string;
    if (files.has(f)) continue;
    files.add(f);
    if (!/\.tsx?$/.test(f)) continue;
    for (const spec of valueImports(f)) {
      if (!spec.startsWith('.')) bare.add(spec);
      else {
        const r = resolve(f, spec);
        if (r) todo.push(r);
      }
    }
  }
  return { files, bare };
}

const main = graph('index.ts');

describe.each(['chat', 'shop'])('shared-sdk/%s', (entry) => {
  const g = graph(`${entry}/index.ts`);

  test('copies no main-entry module that holds state (reaches them through shared-sdk)', () => {
    const copied = [...g.files].filter((f) => main.files.has(f)).map(rel);
    const stateful = copied.filter((f) => !STATELESS.some((re) => re.test(f)));
    expect(stateful).toEqual([]);
  });

  test("the main entry does not bundle this entry's code", () => {
    const own = [...g.files].map(rel).filter((f) => !STATELESS.some((re) => re.test(f)));
    expect(own.filter((f) => main.files.has(path.join(SRC, f)))).toEqual([]);
  });

  test('imports no SDK internal by name (only shared-sdk and its entries)', () => {
    const sdkNames = [...g.bare].filter((s) => /^shared-sdk(\/|$)/.test(s));
    expect(sdkNames.filter((s) => !/^shared-sdk(\/(chat|shop))?$/.test(s))).toEqual([]);
  });
});

test('the walk sees the state modules (the test would catch a relative import of them)', () => {
  const files = [...main.files].map(rel);
  expect(files).toEqual(
    expect.arrayContaining(['session/atoms.ts', 'api/client.ts', 'session/realtime.ts']),
  );
  // The chat entry's API calls reach the main entry's client by name.
  expect(graph('chat/index.ts').bare).toContain('shared-sdk');
});

/**
 * The secondary entries (shared-sdk/chat, /shop; docs/CONTRACTS.md "SDK entries") are
 * shared modules of their own: Module Federation bundles each one separately, and the page may run
 * the chat entry of one build with the main entry of another. A file of a secondary entry that
 * imports a main-entry module by path gets its own copy of that module: a second API client,
 * second jotai atoms, a second messaging instance. So they reach the main entry's state through
 * the name 'shared-sdk' (the shared singleton); by path they may only import modules that hold no
 * state (the list below). This test walks the import graph (values only; `import type` is free).
 */
import path from 'node:path';
import { importSpecifiers, resolveRelative } from '../test/importGraph';

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
    for (const spec of importSpecifiers(f, { types: false, dynamic: true })) {
      if (!spec.startsWith('.')) bare.add(spec);
      else {
        const r = resolveRelative(f, spec);
        if (r) todo.push(r);
      }
    }
  }
  return { files, bare };
}

const main = graph('index.ts');

describe.each(['chat', 'shop', 'live', 'locale'])('shared-sdk/%s', (entry) => {
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
    expect(sdkNames.filter((s) => !/^shared-sdk(\/(chat|shop|live|locale))?$/.test(s))).toEqual([]);
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

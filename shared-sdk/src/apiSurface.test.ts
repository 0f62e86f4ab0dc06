/**
 * @jest-environment jsdom
 */
import fs from 'node:fs';
import path from 'node:path';
import * as sdk from './index';
import * as chat from './chat';
import * as shop from './shop';
import * as live from './live';
import * as locale from './locale';

/**
 * The SDK's public surface against its version (docs/CONTRACTS.md "SDK versions across
 * releases"). Remotes require `^<version they were built against>` of the host's SDK, strictly
 * (tools/index.cjs), so the version must say what changed: a new export or a new member of an
 * exported object (a new API call) is a minor bump; a removed one is a major bump. This test
 * compares the surface with the one recorded in api-surface.json and says which bump is due.
 * After bumping shared-sdk/package.json: `corepack pnpm --filter shared-sdk api-surface`.
 * Each browser entry (docs/CONTRACTS.md "SDK entries") has its own surface: a name that moves
 * from `shared-sdk` to `shared-sdk/chat` is removed from one entry, so it is a major bump.
 */

/** The entries the apps import values from, each a shared singleton (tools/index.cjs). */
const ENTRIES: Record<string, Record<string, unknown>> = {
  'shared-sdk': sdk,
  'shared-sdk/chat': chat,
  'shared-sdk/shop': shop,
  'shared-sdk/live': live,
  'shared-sdk/locale': locale,
};

type Surface = Record<string, string | string[]>;
/** api-surface.json: one Surface per entry (before 4.0.0, one Surface: the main entry's). */
type Recorded = { version: string; surface: Surface | Record<string, Surface> };
const FILE = path.join(__dirname, '..', 'api-surface.json');
const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as {
  version: string;
  exports: Record<string, string>;
};

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/** Every export: an object's own keys (the API modules' calls, constant tables), else its type. */
function surfaceOf(mod: Record<string, unknown>): Surface {
  const out: Surface = {};
  for (const name of Object.keys(mod).sort()) {
    const v = mod[name];
    out[name] = isPlainObject(v) ? Object.keys(v).sort() : typeof v;
  }
  return out;
}

function currentSurfaces(): Record<string, Surface> {
  return Object.fromEntries(Object.entries(ENTRIES).map(([e, mod]) => [e, surfaceOf(mod)]));
}

/** One Surface for the comparison: a secondary entry's names as `shared-sdk/chat:getMessageStore`. */
function flatten(recorded: Recorded['surface']): Surface {
  const perEntry = (
    'shared-sdk' in recorded && isPlainObject(recorded['shared-sdk'])
      ? recorded
      : { 'shared-sdk': recorded }
  ) as Record<string, Surface>;
  const out: Surface = {};
  for (const [entry, surface] of Object.entries(perEntry))
    for (const [name, shape] of Object.entries(surface))
      out[entry === 'shared-sdk' ? name : `${entry}:${name}`] = shape;
  return out;
}

/** Names in `a` that are not in `b`, with object members as `name.member`. */
function missingFrom(a: Surface, b: Surface): string[] {
  const out: string[] = [];
  for (const [name, shape] of Object.entries(a)) {
    if (!(name in b)) out.push(name);
    else if (Array.isArray(shape)) {
      const other = b[name];
      for (const m of shape)
        if (!Array.isArray(other) || !other.includes(m)) out.push(`${name}.${m}`);
    }
  }
  return out;
}

const parse = (v: string) => v.split('.').map(Number) as [number, number, number];

function requiredBump(recorded: Surface, current: Surface): 'none' | 'minor' | 'major' {
  if (missingFrom(recorded, current).length) return 'major';
  if (missingFrom(current, recorded).length) return 'minor';
  return 'none';
}

test('the recorded surface matches the SDK, and the version was bumped as the changes require', () => {
  const surfaces = currentSurfaces();
  const current = flatten(surfaces);
  if (process.env.RECORD_API_SURFACE) {
    const before = fs.existsSync(FILE)
      ? (JSON.parse(fs.readFileSync(FILE, 'utf8')) as Recorded)
      : null;
    if (before)
      assertBump(before.version, pkg.version, requiredBump(flatten(before.surface), current));
    fs.writeFileSync(
      FILE,
      `${JSON.stringify({ version: pkg.version, surface: surfaces }, null, 2)}\n`,
    );
    return;
  }
  const recorded = JSON.parse(fs.readFileSync(FILE, 'utf8')) as Recorded;
  const recordedFlat = flatten(recorded.surface);
  const removed = missingFrom(recordedFlat, current);
  const added = missingFrom(current, recordedFlat);
  if (removed.length || added.length) {
    const bump = requiredBump(recordedFlat, current);
    throw new Error(
      `shared-sdk's public surface changed since ${recorded.version}` +
        (removed.length ? `\n  removed: ${removed.join(', ')}` : '') +
        (added.length ? `\n  added: ${added.join(', ')}` : '') +
        `\nThis needs a ${bump} version bump in shared-sdk/package.json (now ${pkg.version}),` +
        ` then: corepack pnpm --filter shared-sdk api-surface`,
    );
  }
  expect(pkg.version).toBe(recorded.version);
});

test('every browser entry of package.json is recorded, and shared as a singleton', () => {
  // `node` (the backend), `dev` and `testing` (standalone pages, jest) are not in the shared scope,
  // nor `constants`: stateless values each part bundles and tree-shakes (no copy can disagree).
  const browser = Object.keys(pkg.exports)
    .filter((k) => !['./node', './dev', './testing', './constants', './package.json'].includes(k))
    .map((k) => (k === '.' ? 'shared-sdk' : `shared-sdk/${k.slice(2)}`))
    .sort();
  expect(Object.keys(ENTRIES).sort()).toEqual(browser);
  const recorded = JSON.parse(fs.readFileSync(FILE, 'utf8')) as Recorded;
  expect(Object.keys(recorded.surface).sort()).toEqual(browser);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const tools = require('../../tools/index.cjs') as {
    sharedSingletons(pkg: object): Record<string, { singleton?: boolean; version?: string }>;
  };
  const shared = tools.sharedSingletons({ dependencies: {} });
  for (const e of browser) {
    expect(shared[e]).toMatchObject({ singleton: true, version: pkg.version });
  }
});

test('no name is a value of two entries (one copy of each at run time)', () => {
  const owner = new Map<string, string>();
  for (const [e, mod] of Object.entries(ENTRIES))
    for (const name of Object.keys(mod)) {
      expect([name, owner.get(name)]).toEqual([name, undefined]);
      owner.set(name, e);
    }
});

function assertBump(from: string, to: string, bump: 'none' | 'minor' | 'major'): void {
  const [fM, fm] = parse(from);
  const [tM, tm] = parse(to);
  const ok =
    bump === 'none' ||
    (bump === 'major' && tM > fM) ||
    (bump === 'minor' && (tM > fM || (tM === fM && tm > fm)));
  if (!ok)
    throw new Error(`The SDK surface change needs a ${bump} bump: ${from} → ${to} is not one.`);
}

test('a removed member needs a major bump; an added one a minor bump', () => {
  expect(requiredBump({ configApi: ['a', 'b'] }, { configApi: ['a', 'b', 'c'] })).toBe('minor');
  expect(requiredBump({ configApi: ['a', 'b'] }, { configApi: ['a'] })).toBe('major');
  expect(requiredBump({ x: 'function' }, { x: 'function', y: 'function' })).toBe('minor');
  expect(requiredBump({ x: 'function' }, { x: 'function' })).toBe('none');
  expect(() => assertBump('1.0.0', '1.0.1', 'minor')).toThrow(/minor/);
  expect(() => assertBump('1.2.0', '1.3.0', 'minor')).not.toThrow();
  expect(() => assertBump('1.2.0', '1.3.0', 'major')).toThrow(/major/);
});

/**
 * @jest-environment jsdom
 */
import fs from 'node:fs';
import path from 'node:path';
import * as sdk from './index';

/**
 * The SDK's public surface against its version (docs/CONTRACTS.md "SDK versions across
 * releases"). Remotes require `^<version they were built against>` of the host's SDK, strictly
 * (tools/index.cjs), so the version must say what changed: a new export or a new member of an
 * exported object (a new API call) is a minor bump; a removed one is a major bump. This test
 * compares the surface with the one recorded in api-surface.json and says which bump is due.
 * After bumping shared-sdk/package.json: `corepack pnpm --filter shared-sdk api-surface`.
 */

type Surface = Record<string, string | string[]>;
const FILE = path.join(__dirname, '..', 'api-surface.json');
const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as {
  version: string;
};

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/** Every export: an object's own keys (the API modules' calls, constant tables), else its type. */
function currentSurface(): Surface {
  const out: Surface = {};
  for (const name of Object.keys(sdk).sort()) {
    const v = (sdk as Record<string, unknown>)[name];
    out[name] = isPlainObject(v) ? Object.keys(v).sort() : typeof v;
  }
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
  const current = currentSurface();
  if (process.env.RECORD_API_SURFACE) {
    const before = fs.existsSync(FILE)
      ? (JSON.parse(fs.readFileSync(FILE, 'utf8')) as { version: string; surface: Surface })
      : null;
    if (before) assertBump(before.version, pkg.version, requiredBump(before.surface, current));
    fs.writeFileSync(
      FILE,
      `${JSON.stringify({ version: pkg.version, surface: current }, null, 2)}\n`,
    );
    return;
  }
  const recorded = JSON.parse(fs.readFileSync(FILE, 'utf8')) as {
    version: string;
    surface: Surface;
  };
  const removed = missingFrom(recorded.surface, current);
  const added = missingFrom(current, recorded.surface);
  if (removed.length || added.length) {
    const bump = requiredBump(recorded.surface, current);
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

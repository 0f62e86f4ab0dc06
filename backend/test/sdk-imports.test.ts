/**
 * The backend takes the SDK's values through one door, src/sdk.ts (it explains why: a named value
 * import from 'shared-sdk/node' is undefined under tsx, where the CommonJS SDK sits on `default`,
 * and works under jest — so a test run cannot catch it, and `npm start` fails). Types are erased
 * and may come straight from the SDK with `import type`.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as door from '../src/sdk';

const SRC = path.join(__dirname, '..', 'src');
const DOOR = path.join(SRC, 'sdk.ts');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return e.name.endsWith('.ts') ? [p] : [];
  });
}

/** Every import or export statement of the file that names the SDK (multi-line ones whole). */
function sdkStatements(text: string): string[] {
  const re = /(?:^|\n)\s*((?:import|export)\b[^;]*?from\s+['"]shared-sdk(?:\/[^'"]*)?['"])/g;
  return [...text.matchAll(re)].map((m) => m[1] as string);
}

test('no source file but src/sdk.ts imports a value from the SDK', () => {
  const offenders = sources(SRC)
    .filter((f) => f !== DOOR)
    .flatMap((f) =>
      sdkStatements(fs.readFileSync(f, 'utf8'))
        .filter((s) => !/^(import|export)\s+type\b/.test(s))
        .map((s) => `${path.relative(SRC, f)}: ${s.replace(/\s+/g, ' ')}`),
    );
  expect(offenders).toEqual([]);
});

test('every value src/sdk.ts names exists in the SDK (none is undefined)', () => {
  const missing = Object.entries(door)
    .filter(([, v]) => v === undefined)
    .map(([k]) => k);
  expect(missing).toEqual([]);
});

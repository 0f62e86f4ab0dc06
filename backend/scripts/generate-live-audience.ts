/**
 * Avatars of the simulated live audience (src/modules/live/simulatedPool.ts), written once into
 * assets/live/audience/ and committed. Deterministic: running it again gives the same files.
 * Run: `npx tsx scripts/generate-live-audience.ts` from backend/. Only this folder is written
 * (scripts/generate-assets.ts rewrites the rest of assets/).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SIMULATED_POOL } from '../src/modules/live/simulatedPool';

const DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'assets',
  'live',
  'audience',
);
const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A round avatar: two-tone gradient, a head-and-shoulders glyph, the first letter. */
function avatar(name: string, hue: number): string {
  const h2 = (hue + 40) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img">
<title>${esc(name)}</title>
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,62%)"/><stop offset="1" stop-color="hsl(${h2},60%,40%)"/></linearGradient></defs>
<circle cx="48" cy="48" r="48" fill="url(#g)"/>
<circle cx="48" cy="38" r="16" fill="#fff" opacity="0.85"/>
<path d="M18 84 Q48 52 78 84Z" fill="#fff" opacity="0.85"/>
<text x="48" y="44" text-anchor="middle" font-family="sans-serif" font-size="16" font-weight="700" fill="hsl(${h2},60%,35%)">${esc(name.slice(0, 1).toUpperCase())}</text>
</svg>
`;
}

fs.rmSync(DIR, { recursive: true, force: true });
fs.mkdirSync(DIR, { recursive: true });
for (const v of SIMULATED_POOL)
  fs.writeFileSync(
    path.join(DIR, path.basename(v.headImg)),
    avatar(v.user_name, (v.id * 53) % 360),
  );
console.log(`${SIMULATED_POOL.length} avatars written to ${DIR}`);

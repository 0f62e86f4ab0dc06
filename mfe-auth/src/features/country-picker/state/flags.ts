/**
 * Flag images from `flag-icons` (MIT, SVG per ISO code; mfe-auth README says why), bundled as
 * files by webpack (asset/resource): the browser fetches only the flags it shows. The project's
 * extra codes map to a real flag (spec 1 §3: XK has its own; AC/TA are St Helena territories;
 * MYC and MYNC are Malaysian regions).
 */
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace NodeJS {
    interface Require {
      context(dir: string, sub: boolean, re: RegExp): { (id: string): string; keys(): string[] };
    }
  }
}

const ALIAS: Record<string, string> = { ac: 'sh-ac', ta: 'sh-ta', myc: 'my', mync: 'my' };

type Ctx = { (id: string): string; keys(): string[] };
let ctx: Ctx | null = null;
try {
  // webpack resolves this at build time; elsewhere (jest) there is no context and no image.
  ctx = require.context('flag-icons/flags/4x3', false, /^\.\/[a-z-]+\.svg$/);
} catch {
  ctx = null;
}
const known = new Set(ctx?.keys() ?? []);

/** The flag's URL for a short code, or null when there is none. */
export function flagUrl(ab: string): string | null {
  const code = ab.toLowerCase();
  const file = `./${ALIAS[code] ?? code}.svg`;
  if (!ctx || !known.has(file)) return null;
  const m = ctx(file) as unknown as string | { default: string };
  return typeof m === 'string' ? m : m.default;
}

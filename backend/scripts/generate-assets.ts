/**
 * Generates the demo world's images into backend/assets/ (committed; the seed points at them
 * and the backend serves them at /assets/...). Deterministic: running it again gives the same
 * files. Run: `npx tsx scripts/generate-assets.ts` from backend/.
 * SVG keeps the whole set small (no remote URLs, no binary blobs).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOSTS, hostDetails, initials, rng } from '../src/seed/data/hosts';
import { DEMO_USERS, GIFTS, type GiftGlyph } from '../src/seed/data/catalog';
import { DEMO_ALBUM_PHOTOS } from '../src/modules/chat/world';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'assets');

function write(rel: string, svg: string): void {
  const file = path.join(ROOT, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, svg.replace(/\n\s*/g, '\n').replace(/(\d+\.\d)\d+/g, '$1'));
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360},${s}%,${l}%)`;
const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A stylised portrait: gradient background, hair, face, shoulders and the initials. */
function portrait(
  id: number,
  name: string,
  hue: number,
  w: number,
  h: number,
  variant: number,
): string {
  const r = rng(id * 31 + variant);
  const skin = [hsl(28, 45, 78), hsl(25, 40, 62), hsl(22, 38, 45), hsl(30, 50, 70)][
    Math.floor(r() * 4)
  ];
  const hair = [hsl(25, 40, 18), hsl(35, 55, 35), hsl(45, 70, 60), hsl(0, 0, 10), hsl(10, 60, 35)][
    Math.floor(r() * 5)
  ];
  const bg1 = hsl(hue + variant * 40, 70, 62);
  const bg2 = hsl(hue + variant * 40 + 50, 65, 38);
  const cx = w / 2 + (variant ? (r() - 0.5) * w * 0.3 : 0);
  const cy = h * (0.42 + (variant ? (r() - 0.5) * 0.1 : 0));
  const fr = w * 0.17;
  const shirt = hsl(hue + 180 + r() * 60, 55, 50);
  const deco = variant
    ? Array.from(
        { length: 5 },
        () =>
          `<circle cx="${(r() * w).toFixed(0)}" cy="${(r() * h * 0.6).toFixed(0)}" r="${(4 + r() * 18).toFixed(0)}" fill="#fff" opacity="${(0.1 + r() * 0.25).toFixed(2)}"/>`,
      ).join('')
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">
<title>${esc(name)}</title>
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg1}"/><stop offset="1" stop-color="${bg2}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>${deco}
<ellipse cx="${cx}" cy="${cy + fr * 0.3}" rx="${fr * 1.45}" ry="${fr * 1.9}" fill="${hair}"/>
<path d="M${cx - fr * 2.2} ${h} Q${cx} ${cy + fr * 1.4} ${cx + fr * 2.2} ${h}Z" fill="${shirt}"/>
<rect x="${cx - fr * 0.3}" y="${cy + fr * 0.8}" width="${fr * 0.6}" height="${fr * 0.7}" fill="${skin}"/>
<circle cx="${cx}" cy="${cy}" r="${fr}" fill="${skin}"/>
<path d="M${cx - fr} ${cy - fr * 0.1} Q${cx - fr * 0.2} ${cy - fr * 1.6} ${cx + fr * 1.05} ${cy - fr * 0.05} Q${cx + fr * 0.3} ${cy - fr * 0.8} ${cx - fr} ${cy - fr * 0.1}Z" fill="${hair}"/>
<circle cx="${cx - fr * 0.35}" cy="${cy + fr * 0.05}" r="${fr * 0.08}" fill="#333"/><circle cx="${cx + fr * 0.35}" cy="${cy + fr * 0.05}" r="${fr * 0.08}" fill="#333"/>
<path d="M${cx - fr * 0.3} ${cy + fr * 0.45} Q${cx} ${cy + fr * 0.7} ${cx + fr * 0.3} ${cy + fr * 0.45}" stroke="#b04a5a" stroke-width="${(fr * 0.08).toFixed(1)}" fill="none" stroke-linecap="round"/>
<text x="${w - 10}" y="${h - 12}" text-anchor="end" font-family="sans-serif" font-size="${Math.round(w * 0.09)}" font-weight="700" fill="#fff" opacity="0.85">${esc(initials(name))}</text>
</svg>`;
}

/**
 * The male default avatar (a new account whose gender is 1 until they upload a photo): short
 * hair, no long hair behind the head, a shirt collar. The female default is users/default.svg.
 */
function malePortrait(w: number, h: number): string {
  const cx = w / 2;
  const cy = h * 0.42;
  const fr = w * 0.17;
  const skin = hsl(28, 45, 72);
  const hair = hsl(25, 40, 18);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">
<title></title>
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(205, 70, 62)}"/><stop offset="1" stop-color="${hsl(235, 60, 36)}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<path d="M${cx - fr * 2.5} ${h} V${cy + fr * 2.8} Q${cx - fr * 2.4} ${cy + fr * 1.55} ${cx - fr * 0.7} ${cy + fr * 1.4} H${cx + fr * 0.7} Q${cx + fr * 2.4} ${cy + fr * 1.55} ${cx + fr * 2.5} ${cy + fr * 2.8} V${h}Z" fill="${hsl(215, 35, 28)}"/>
<path d="M${cx - fr * 0.7} ${cy + fr * 1.4} L${cx} ${cy + fr * 2.3} L${cx + fr * 0.7} ${cy + fr * 1.4}Z" fill="#fff"/>
<rect x="${cx - fr * 0.32}" y="${cy + fr * 0.75}" width="${fr * 0.64}" height="${fr * 0.75}" fill="${skin}"/>
<circle cx="${cx}" cy="${cy}" r="${fr}" fill="${skin}"/>
<ellipse cx="${cx - fr}" cy="${cy + fr * 0.1}" rx="${fr * 0.14}" ry="${fr * 0.22}" fill="${skin}"/>
<ellipse cx="${cx + fr}" cy="${cy + fr * 0.1}" rx="${fr * 0.14}" ry="${fr * 0.22}" fill="${skin}"/>
<path d="M${cx - fr * 1.02} ${cy - fr * 0.05} Q${cx - fr * 1.1} ${cy - fr * 1.25} ${cx} ${cy - fr * 1.18} Q${cx + fr * 1.1} ${cy - fr * 1.25} ${cx + fr * 1.02} ${cy - fr * 0.05} Q${cx + fr * 0.85} ${cy - fr * 0.62} ${cx + fr * 0.2} ${cy - fr * 0.6} Q${cx - fr * 0.6} ${cy - fr * 0.62} ${cx - fr * 1.02} ${cy - fr * 0.05}Z" fill="${hair}"/>
<path d="M${cx - fr * 0.55} ${cy - fr * 0.22} h${fr * 0.32} M${cx + fr * 0.23} ${cy - fr * 0.22} h${fr * 0.32}" stroke="${hair}" stroke-width="${(fr * 0.09).toFixed(1)}" stroke-linecap="round"/>
<circle cx="${cx - fr * 0.35}" cy="${cy + fr * 0.05}" r="${fr * 0.08}" fill="#333"/><circle cx="${cx + fr * 0.35}" cy="${cy + fr * 0.05}" r="${fr * 0.08}" fill="#333"/>
<path d="M${cx - fr * 0.28} ${cy + fr * 0.48} Q${cx} ${cy + fr * 0.64} ${cx + fr * 0.28} ${cy + fr * 0.48}" stroke="#8a4a3a" stroke-width="${(fr * 0.07).toFixed(1)}" fill="none" stroke-linecap="round"/>
</svg>`;
}

const GLYPHS: Record<GiftGlyph, string> = {
  heart: 'M50 82 L18 50 A17 17 0 0 1 50 26 A17 17 0 0 1 82 50Z',
  star: 'M50 14 L60 40 L88 40 L65 57 L74 84 L50 67 L26 84 L35 57 L12 40 L40 40Z',
  diamond: 'M30 22 L70 22 L86 42 L50 84 L14 42Z',
  crown: 'M16 76 L16 32 L34 50 L50 22 L66 50 L84 32 L84 76Z',
  flower:
    'M50 20 A14 14 0 0 1 62 44 A14 14 0 0 1 74 64 A14 14 0 0 1 50 72 A14 14 0 0 1 26 64 A14 14 0 0 1 38 44 A14 14 0 0 1 50 20Z',
  circle: 'M50 18 A32 32 0 1 1 49.9 18Z',
};

function gift(name: string, glyph: GiftGlyph, hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100" role="img">
<title>${esc(name)}</title>
<defs><radialGradient id="g" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="${hsl(hue, 90, 80)}"/><stop offset="1" stop-color="${hsl(hue, 75, 45)}"/></radialGradient></defs>
<path d="${GLYPHS[glyph]}" fill="url(#g)" stroke="${hsl(hue, 60, 30)}" stroke-width="3" stroke-linejoin="round"/>
<circle cx="38" cy="36" r="5" fill="#fff" opacity="0.6"/>
</svg>`;
}

function banner(title: string, hue: number, rtl = false): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180" role="img">
<title>${esc(title)}</title>
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 85, 60)}"/><stop offset="1" stop-color="${hsl(hue + 40, 80, 40)}"/></linearGradient></defs>
<rect width="320" height="180" rx="16" fill="url(#g)"/>
<circle cx="260" cy="60" r="34" fill="${hsl(48, 95, 60)}" stroke="${hsl(40, 80, 40)}" stroke-width="5"/>
<text x="260" y="71" text-anchor="middle" font-family="sans-serif" font-size="30" font-weight="700" fill="${hsl(40, 80, 30)}">$</text>
<text x="${rtl ? 296 : 24}" y="120"${rtl ? ' direction="rtl"' : ''} font-family="sans-serif" font-size="26" font-weight="700" fill="#fff">${esc(title)}</text>
</svg>`;
}

/** A round icon of a system conversation (spec 2 §3: −1, −2, −3): a glyph on a gradient. */
function systemIcon(title: string, hue: number, glyph: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120" role="img">
<title>${esc(title)}</title>
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 85, 62)}"/><stop offset="1" stop-color="${hsl(hue + 30, 75, 42)}"/></linearGradient></defs>
<circle cx="60" cy="60" r="60" fill="url(#g)"/>
<path d="${glyph}" fill="#fff"/>
</svg>`;
}
const SYSTEM_GLYPHS = {
  // a bell
  notifications:
    'M60 28c-12 0-20 9-20 21v14l-7 10h54l-7-10V49c0-12-8-21-20-21Zm-8 49a8 8 0 0 0 16 0Z',
  // a speech bubble
  team: 'M30 36h60a6 6 0 0 1 6 6v30a6 6 0 0 1-6 6H56L40 90V78H30a6 6 0 0 1-6-6V42a6 6 0 0 1 6-6Z',
  // a coin with a plus
  income: 'M60 26a34 34 0 1 0 0.1 0Zm-4 16h8v14h14v8H64v14h-8V64H42v-8h14Z',
};

fs.rmSync(ROOT, { recursive: true, force: true });
for (const h of HOSTS) {
  const d = hostDetails(h);
  write(`hosts/${h.id}/avatar.svg`, portrait(h.id, h.name, d.hue, 270, 360, 0));
  for (let n = 1; n <= d.photoCount; n++)
    write(`hosts/${h.id}/photo-${n}.svg`, portrait(h.id, h.name, d.hue, 480, 640, n));
}
for (const u of DEMO_USERS)
  write(`users/${u.id}.svg`, portrait(u.id, u.name, (u.id * 47) % 360, 270, 360, 0));
for (const u of DEMO_USERS)
  for (let n = 1; n <= DEMO_ALBUM_PHOTOS; n++)
    write(`users/album-${u.id}-${n}.svg`, portrait(u.id, u.name, (u.id * 47) % 360, 480, 640, n));
write('system/notifications.svg', systemIcon('Notifications', 210, SYSTEM_GLYPHS.notifications));
write('system/team.svg', systemIcon('LivCam Team', 330, SYSTEM_GLYPHS.team));
write('system/income.svg', systemIcon('Income Notices', 40, SYSTEM_GLYPHS.income));
write('users/default.svg', portrait(1, '?', 220, 270, 360, 0).replace('>?<', '><'));
write('users/default-male.svg', malePortrait(270, 360));
for (const g of GIFTS) write(`gifts/${g.id}.svg`, gift(g.name, g.glyph, g.hue));
write('popup/welcome.svg', banner('120 free coins', 330));
write('popup/recharge.svg', banner('+20% coins', 200));
// The popups' pictures in the languages that have their own (popup/<lng>/; the rest, Japanese
// included, get the English one: spec 3 "Notification images fall back to English").
const POPUP_TEXTS: Record<string, [welcome: string, recharge: string]> = {
  ar: ['١٢٠ عملة مجانية', '+20% عملات'],
  de: ['120 Gratis-Münzen', '+20 % Münzen'],
  es: ['120 monedas gratis', '+20% monedas'],
  fr: ['120 pièces offertes', '+20 % de pièces'],
  hi: ['120 मुफ़्त सिक्के', '+20% सिक्के'],
  id: ['120 koin gratis', '+20% koin'],
  ms: ['120 syiling percuma', '+20% syiling'],
  pt: ['120 moedas grátis', '+20% moedas'],
  tr: ['120 ücretsiz jeton', '+%20 jeton'],
};
for (const [lng, [welcome, recharge]] of Object.entries(POPUP_TEXTS)) {
  write(`popup/${lng}/welcome.svg`, banner(welcome, 330, lng === 'ar'));
  write(`popup/${lng}/recharge.svg`, banner(recharge, 200, lng === 'ar'));
}
console.log(`assets written to ${ROOT}`);

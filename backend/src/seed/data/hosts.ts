/**
 * The seeded hosts (spec 1 §1 "hosts, also called goddesses"; spec 2 §3 user/host fields).
 * Every derived value (age, price, status, interests, photo count, colours) comes from the
 * host's id through a small deterministic PRNG, so the asset generator
 * (scripts/generate-assets.ts) and the seed agree without sharing state.
 */
export interface HostSeed {
  id: number;
  name: string;
  /** Country short code (see countries.ts); MYC/MYNC are the spec's extra Malaysian regions. */
  country: string;
  /** Language ids (spec 1 §9). */
  languages: number[];
}

// Language ids (spec 1 §9): en 1, zh 2, es 3, ru 4, fr 5, ja 6, de 7, in 10, pt 12, nl 13,
// tr 20, uk 21, th 26, ms 27, vi 30, hi 31.
const L = {
  en: 1,
  zh: 2,
  es: 3,
  ru: 4,
  fr: 5,
  ja: 6,
  de: 7,
  id: 10,
  pt: 12,
  nl: 13,
  tr: 20,
  uk: 21,
  th: 26,
  ms: 27,
  vi: 30,
  hi: 31,
};

const RAW: [string, string, number[]][] = [
  ['Emma Johnson', 'US', [L.en]],
  ['Olivia Carter', 'US', [L.en, L.es]],
  ['Ava Mitchell', 'US', [L.en]],
  ['Chloe Harris', 'GB', [L.en]],
  ['Amelia Brooks', 'GB', [L.en, L.fr]],
  ['Camila Souza', 'BR', [L.pt, L.en]],
  ['Larissa Oliveira', 'BR', [L.pt]],
  ['Beatriz Lima', 'BR', [L.pt, L.es]],
  ['Juliana Costa', 'BR', [L.pt]],
  ['Valentina Gómez', 'CO', [L.es, L.en]],
  ['Isabella Restrepo', 'CO', [L.es]],
  ['Daniela Ríos', 'CO', [L.es]],
  ['Ximena Hernández', 'MX', [L.es, L.en]],
  ['Fernanda López', 'MX', [L.es]],
  ['Regina Castillo', 'MX', [L.es]],
  ['Angel Reyes', 'PH', [L.en]],
  ['Kristine Santos', 'PH', [L.en]],
  ['Mika Dela Cruz', 'PH', [L.en]],
  ['Joy Bautista', 'PH', [L.en]],
  ['Priya Sharma', 'IN', [L.hi, L.en]],
  ['Ananya Iyer', 'IN', [L.en, L.hi]],
  ['Kavya Nair', 'IN', [L.hi]],
  ['Elif Yılmaz', 'TR', [L.tr, L.en]],
  ['Zeynep Kaya', 'TR', [L.tr]],
  ['Defne Aydın', 'TR', [L.tr, L.de]],
  ['Sanne de Vries', 'NL', [L.nl, L.en]],
  ['Lotte Jansen', 'NL', [L.nl, L.en, L.de]],
  ['Anastasia Ivanova', 'RU', [L.ru]],
  ['Daria Smirnova', 'RU', [L.ru, L.en]],
  ['Oksana Kovalenko', 'UA', [L.uk, L.ru]],
  ['Iryna Shevchenko', 'UA', [L.uk, L.en]],
  ['Linh Nguyen', 'VN', [L.vi]],
  ['Mai Tran', 'VN', [L.vi, L.en]],
  ['Thao Pham', 'VN', [L.vi]],
  ['Ploy Srisai', 'TH', [L.th]],
  ['Nok Chaiyaporn', 'TH', [L.th, L.en]],
  ['Putri Lestari', 'ID', [L.id]],
  ['Dewi Anggraini', 'ID', [L.id, L.en]],
  ['Ayu Pratiwi', 'ID', [L.id]],
  ['Lucía Martín', 'ES', [L.es, L.en]],
  ['Carmen Ruiz', 'ES', [L.es]],
  ['Chloé Dubois', 'FR', [L.fr, L.en]],
  ['Léa Moreau', 'FR', [L.fr]],
  ['Lena Schmidt', 'DE', [L.de, L.en]],
  ['Mei Ling Tan', 'MYC', [L.zh, L.ms, L.en]],
  ['Nur Aisyah', 'MYNC', [L.ms, L.en]],
  ['Yui Sato', 'JP', [L.ja]],
];

/** Host ids start here; demo users at 20001; real sign-ups continue after the highest id. */
export const FIRST_HOST_ID = 10001;

export const HOSTS: HostSeed[] = RAW.map(([name, country, languages], i) => ({
  id: FIRST_HOST_ID + i,
  name,
  country,
  languages,
}));

/** mulberry32: tiny deterministic PRNG seeded by the host id. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Call prices in coins per minute (spec 2 §9: calls billed per started minute). */
const PRICES = [60, 80, 80, 100, 120, 150, 200];

export interface HostDetails {
  birthday: string;
  callPrice: number;
  /** 2 online, 1 busy, 0 offline (spec 1 §9): about 60 % online. */
  status: number;
  interests: number[];
  photoCount: number;
  hue: number;
}

export function hostDetails(h: HostSeed): HostDetails {
  const r = rng(h.id);
  const age = 19 + Math.floor(r() * 15);
  const month = 1 + Math.floor(r() * 12);
  const day = 1 + Math.floor(r() * 28);
  const year = 2025 - age;
  const callPrice = PRICES[Math.floor(r() * PRICES.length)] as number;
  const s = r();
  const status = s < 0.6 ? 2 : s < 0.8 ? 1 : 0;
  const interests = new Set<number>();
  const n = 3 + Math.floor(r() * 3);
  while (interests.size < n) interests.add(1 + Math.floor(r() * 21));
  return {
    birthday: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    callPrice,
    status,
    interests: [...interests].sort((a, b) => a - b),
    photoCount: 2 + Math.floor(r() * 2),
    hue: Math.floor(r() * 360),
  };
}

export const hostAvatarPath = (id: number) => `/assets/hosts/${id}/avatar.svg`;
export const hostPhotoPath = (id: number, n: number) => `/assets/hosts/${id}/photo-${n}.svg`;

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((w) => /^\p{Lu}/u.test(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join('');
}

import type { LanguagePrefix } from 'shared-sdk';

/**
 * Per-language page title and meta description (spec 1 §2.1, spec 3 §2: "The landing and a few
 * public pages get per-language page title and meta data for English, Turkish and Dutch").
 * Prefix tr → Turkish, nl → Dutch, gb or none → English.
 */
export type SeoLanguage = 'en' | 'tr' | 'nl';

export function seoLanguageOf(prefix: LanguagePrefix | null): SeoLanguage {
  return prefix === 'tr' ? 'tr' : prefix === 'nl' ? 'nl' : 'en';
}

export interface Meta {
  title: string;
  description: string;
}

export const SITE = 'LivCam';

/** The landing's title and description (also in its pre-rendered HTML). */
const LANDING: Record<SeoLanguage, Meta> = {
  en: {
    title: 'LivCam – Random Video Chat with New People Online',
    description:
      'Meet new people in random 1v1 video chat, matches and messages. Free coins when you sign up. 18+ only.',
  },
  tr: {
    title: 'LivCam – Yeni İnsanlarla Rastgele Görüntülü Sohbet',
    description:
      'Rastgele birebir görüntülü sohbet, eşleşmeler ve mesajlarla yeni insanlarla tanışın. Kayıtta ücretsiz jeton. Yalnızca 18+.',
  },
  nl: {
    title: 'LivCam – Willekeurige Videochat met Nieuwe Mensen',
    description:
      'Ontmoet nieuwe mensen via willekeurige 1-op-1 videochat, matches en berichten. Gratis munten bij aanmelding. Alleen 18+.',
  },
};

const LANDING_ROUTES = new Set([
  'LivCam',
  'LoginPage',
  'FbLanding',
  'FbPhone',
  'FbGuide',
  'RandomVideoChat',
]);

/** The landing's title and description in a language (its routes: LANDING_ROUTES). */
export function landingMeta(routeName: string | null | undefined, lang: SeoLanguage): Meta | null {
  return routeName && LANDING_ROUTES.has(routeName) ? LANDING[lang] : null;
}

/**
 * Title and description for a route in a language; null for pages without SEO data. The static
 * pages' texts load with this call (a chunk of their own): the landing needs only its own.
 */
export async function seoMetaFor(
  routeName: string | null | undefined,
  lang: SeoLanguage,
): Promise<Meta | null> {
  if (!routeName) return null;
  const landing = landingMeta(routeName, lang);
  if (landing) return landing;
  const { pageMeta } = await import('./pageMeta');
  return pageMeta(routeName, lang);
}

/** The search-engine text block (spec 1 §2.1), per language. */
export const SEO_BLOCK: Record<SeoLanguage, { heading: string; paragraphs: string[] }> = {
  en: {
    heading: 'Random video chat with people from around the world',
    paragraphs: [
      'LivCam connects you face to face with new people in seconds. Start a 1v1 video call, try a random match and keep chatting with the friends you make.',
      'Sign up to get free coins for calls and gifts, and stay safe with blocking and reporting tools. LivCam is for adults 18 and over.',
    ],
  },
  tr: {
    heading: 'Dünyanın dört bir yanından insanlarla rastgele görüntülü sohbet',
    paragraphs: [
      'LivCam sizi saniyeler içinde yeni insanlarla yüz yüze buluşturur. Birebir görüntülü arama başlatın, rastgele eşleşmeyi deneyin ve tanıştığınız arkadaşlarla sohbete devam edin.',
      'Kaydolun, aramalar ve hediyeler için ücretsiz jeton kazanın; engelleme ve bildirme araçlarıyla güvende kalın. LivCam yalnızca 18 yaş ve üzeri içindir.',
    ],
  },
  nl: {
    heading: 'Willekeurige videochat met mensen van over de hele wereld',
    paragraphs: [
      'LivCam brengt je binnen enkele seconden face-to-face met nieuwe mensen. Start een 1-op-1 videogesprek, probeer een willekeurige match en blijf chatten met de vrienden die je maakt.',
      'Meld je aan voor gratis munten voor gesprekken en cadeaus, en blijf veilig met blokkeer- en meldfuncties. LivCam is alleen voor volwassenen van 18 jaar en ouder.',
    ],
  },
};

/** "The search-engine text block shows only on the root and login-landing paths when logged out." */
export function showsSeoBlock(
  routeName: string | null | undefined,
  rest: string,
  loggedIn: boolean,
): boolean {
  if (loggedIn || !routeName) return false;
  if (routeName === 'LivCam') return rest === '/';
  return (
    routeName === 'LoginPage' ||
    routeName === 'FbLanding' ||
    routeName === 'FbPhone' ||
    routeName === 'FbGuide'
  );
}

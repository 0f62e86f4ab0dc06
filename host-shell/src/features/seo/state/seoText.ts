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

interface Meta {
  title: string;
  description: string;
}

type SeoPage =
  | 'landing'
  | 'About'
  | 'CommunityGuidelines'
  | 'TermsOfService'
  | 'PrivacyPolicy'
  | 'CookiePolicy'
  | 'SafetyCenter'
  | 'PrivacyCenter';

const SITE = 'LivCam';

const PAGES: Record<SeoPage, Record<SeoLanguage, Meta>> = {
  landing: {
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
  },
  About: {
    en: {
      title: `About us – ${SITE}`,
      description:
        'What LivCam is: 1v1 video chat, random matching, live studios and coins, for adults 18+.',
    },
    tr: {
      title: `Hakkımızda – ${SITE}`,
      description:
        'LivCam nedir: birebir görüntülü sohbet, rastgele eşleşme, canlı yayınlar ve jetonlar, 18 yaş üstü için.',
    },
    nl: {
      title: `Over ons – ${SITE}`,
      description:
        'Wat LivCam is: 1-op-1 videochat, willekeurige matches, livestudio’s en munten, voor volwassenen 18+.',
    },
  },
  CommunityGuidelines: {
    en: {
      title: `Community guidelines – ${SITE}`,
      description:
        'The rules that keep every LivCam call, match and live studio safe and respectful.',
    },
    tr: {
      title: `Topluluk kuralları – ${SITE}`,
      description:
        'Her LivCam görüşmesini, eşleşmesini ve canlı yayınını güvenli ve saygılı tutan kurallar.',
    },
    nl: {
      title: `Communityrichtlijnen – ${SITE}`,
      description:
        'De regels die elk LivCam-gesprek, elke match en elke livestudio veilig en respectvol houden.',
    },
  },
  TermsOfService: {
    en: {
      title: `Terms of service – ${SITE}`,
      description:
        'The terms for using LivCam: accounts, coins, payments, refunds and acceptable use.',
    },
    tr: {
      title: `Hizmet şartları – ${SITE}`,
      description:
        'LivCam kullanım şartları: hesaplar, jetonlar, ödemeler, iadeler ve kabul edilebilir kullanım.',
    },
    nl: {
      title: `Servicevoorwaarden – ${SITE}`,
      description:
        'De voorwaarden voor LivCam: accounts, munten, betalingen, terugbetalingen en toegestaan gebruik.',
    },
  },
  PrivacyPolicy: {
    en: {
      title: `Privacy policy – ${SITE}`,
      description:
        'What personal data LivCam collects, how it is used and shared, and your rights.',
    },
    tr: {
      title: `Gizlilik politikası – ${SITE}`,
      description:
        'LivCam hangi kişisel verileri toplar, nasıl kullanır ve paylaşır, haklarınız nelerdir.',
    },
    nl: {
      title: `Privacybeleid – ${SITE}`,
      description:
        'Welke persoonsgegevens LivCam verzamelt, hoe ze worden gebruikt en gedeeld, en uw rechten.',
    },
  },
  CookiePolicy: {
    en: {
      title: `Cookie policy – ${SITE}`,
      description: 'Which cookies LivCam uses and how to control them.',
    },
    tr: {
      title: `Çerez politikası – ${SITE}`,
      description: 'LivCam hangi çerezleri kullanır ve bunları nasıl yönetirsiniz.',
    },
    nl: {
      title: `Cookiebeleid – ${SITE}`,
      description: 'Welke cookies LivCam gebruikt en hoe u ze beheert.',
    },
  },
  SafetyCenter: {
    en: {
      title: `Safety center – ${SITE}`,
      description:
        'Safety tips and tools for meeting people on camera: block, report and stay in control.',
    },
    tr: {
      title: `Güvenlik merkezi – ${SITE}`,
      description:
        'Kamerada insanlarla tanışırken güvenlik ipuçları ve araçlar: engelle, bildir, kontrolü elinde tut.',
    },
    nl: {
      title: `Veiligheidscentrum – ${SITE}`,
      description:
        'Veiligheidstips en hulpmiddelen voor videogesprekken: blokkeren, melden en zelf de controle houden.',
    },
  },
  PrivacyCenter: {
    en: {
      title: `Privacy center – ${SITE}`,
      description: 'Your LivCam privacy controls: profile visibility, data, cookies and consent.',
    },
    tr: {
      title: `Gizlilik merkezi – ${SITE}`,
      description: 'LivCam gizlilik denetimleriniz: profil görünürlüğü, veriler, çerezler ve onay.',
    },
    nl: {
      title: `Privacycentrum – ${SITE}`,
      description:
        'Uw privacyinstellingen bij LivCam: zichtbaarheid van uw profiel, gegevens, cookies en toestemming.',
    },
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

/** Title and description for a route in a language; null for pages without SEO data. */
export function seoMetaFor(routeName: string | null | undefined, lang: SeoLanguage): Meta | null {
  if (!routeName) return null;
  if (LANDING_ROUTES.has(routeName)) return PAGES.landing[lang];
  const page = (PAGES as Record<string, Record<SeoLanguage, Meta>>)[routeName];
  return page ? page[lang] : null;
}

/** Default for every other page. */
export const DEFAULT_TITLE = SITE;

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

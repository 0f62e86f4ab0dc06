import type { StaticPageName } from '../../static-pages/content/titles';
import type { Meta, SeoLanguage } from './seoText';
import { SITE } from './seoText';

/** The public pages' titles and descriptions (seoText.ts: the landing's), loaded when one is open. */
type SeoPage = StaticPageName;

const PAGES: Record<SeoPage, Record<SeoLanguage, Meta>> = {
  About: {
    en: {
      title: `About us – ${SITE}`,
      description:
        'What LivCam is: 1v1 video chat, random matching, chat, friends and coins, for adults 18+.',
    },
    tr: {
      title: `Hakkımızda – ${SITE}`,
      description:
        'LivCam nedir: birebir görüntülü sohbet, rastgele eşleşme, mesajlar, arkadaşlar ve jetonlar, 18 yaş üstü için.',
    },
    nl: {
      title: `Over ons – ${SITE}`,
      description:
        'Wat LivCam is: 1-op-1 videochat, willekeurige matches, chat, vrienden en munten, voor volwassenen 18+.',
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

export function pageMeta(routeName: string, lang: SeoLanguage): Meta | null {
  const page = (PAGES as Record<string, Record<SeoLanguage, Meta>>)[routeName];
  return page ? page[lang] : null;
}

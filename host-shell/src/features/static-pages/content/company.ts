import type { TFunction } from 'i18next';
import type { StaticPageContent } from './types';

export const about = (t: TFunction): StaticPageContent => ({
  intro: t(
    'pages.about.intro',
    'LivCam is a video chat and live social app for adults. Meet new people from around the world in one-to-one video calls, random matches, chat and live studios — in your browser, on your phone or on your computer.',
  ),
  updated: '2025-01-15',
  sections: [
    {
      heading: t('pages.about.whatDo', 'What you can do'),
      list: [
        t(
          'pages.about.text.whatDo1',
          '1v1 video chat: call hosts and other members face to face, with live translation of chat messages.',
        ),
        t(
          'pages.about.text.whatDo2',
          'Random matching: meet someone new with a single tap and move on whenever you like.',
        ),
        t(
          'pages.about.text.whatDo3',
          'Live studios: watch hosts stream, send gifts, follow them and join the chat.',
        ),
        t(
          'pages.about.text.whatDo4',
          'Messages and friends: keep in touch with the people you meet, and see when they are online.',
        ),
        t(
          'pages.about.text.whatDo5',
          'Daily tasks and check-ins: earn free coins by using the app every day.',
        ),
      ],
    },
    {
      heading: t('pages.about.coins', 'Coins'),
      paragraphs: [
        t(
          'pages.about.text.coins1',
          'Calls with hosts, gifts and some features are paid with coins. New members receive free coins when they sign up, and you can earn more through tasks and check-ins or buy coin packs in the shop. A call’s price is shown before it starts (unless you chose to see it only the first time) and a gift’s price before you send it; calls are billed per started minute.',
        ),
      ],
    },
    {
      heading: t('pages.about.whoUseLivCam', 'Who can use LivCam'),
      paragraphs: [
        t(
          'pages.about.text.whoUseLivCam1',
          'LivCam is only for people aged 18 and over. We review reports, remove content and accounts that break our community guidelines, and give every member tools to block, report and control who can reach them.',
        ),
      ],
    },
    {
      heading: t('pages.about.contact', 'Contact'),
      paragraphs: [
        t(
          'pages.about.text.contact1',
          'Questions, feedback or a problem with a payment? Open Settings and choose Help centre to reach our support team.',
        ),
      ],
    },
  ],
});

export const communityGuidelines = (t: TFunction): StaticPageContent => ({
  intro: t(
    'pages.guidelines.intro',
    'LivCam works because people feel safe and respected when they meet on camera. These guidelines apply to every call, match, live studio, message and profile. Breaking them can lead to a warning, a temporary block or a permanent ban of the account and device.',
  ),
  updated: '2025-01-15',
  sections: [
    {
      heading: t('pages.guidelines.be18Over', 'Be 18 or over'),
      paragraphs: [
        t(
          'pages.guidelines.text.be18Over1',
          'You must be at least 18 years old to use LivCam. Never show, involve or mention minors on camera or in your profile. Accounts that appear to belong to minors are closed immediately.',
        ),
      ],
    },
    {
      heading: t('pages.guidelines.respectOthers', 'Respect others'),
      list: [
        t(
          'pages.guidelines.text.respectOthers1',
          'No harassment, bullying, threats, hate speech or discrimination of any kind.',
        ),
        t(
          'pages.guidelines.text.respectOthers2',
          'No nudity or sexual content in public areas such as live studios, profile photos and names.',
        ),
        t(
          'pages.guidelines.text.respectOthers3',
          'Do not record, screenshot or share anyone without their permission.',
        ),
        t(
          'pages.guidelines.text.respectOthers4',
          'Accept a “no”: if someone ends a call or blocks you, do not try to reach them another way.',
        ),
      ],
    },
    {
      heading: t('pages.guidelines.beRealHonest', 'Be real and honest'),
      list: [
        t(
          'pages.guidelines.text.beRealHonest1',
          'Use your own photos and do not pretend to be someone else.',
        ),
        t(
          'pages.guidelines.text.beRealHonest2',
          'No spam, advertising, scams, or requests for money, gifts or coins outside the app.',
        ),
        t('pages.guidelines.text.beRealHonest3', 'Do not sell, trade or share accounts.'),
      ],
    },
    {
      heading: t('pages.guidelines.keepLegal', 'Keep it legal'),
      paragraphs: [
        t(
          'pages.guidelines.text.keepLegal1',
          'Illegal content and activity — including violence, drugs, weapons and fraud — are forbidden. We cooperate with the authorities when the law requires it.',
        ),
      ],
    },
    {
      heading: t('pages.guidelines.reporting', 'Reporting'),
      paragraphs: [
        t(
          'pages.guidelines.text.reporting1',
          'Use the report button in a call, in a live studio or on a profile to tell us about anything that breaks these rules. Reports are confidential; the person you report is not told who reported them.',
        ),
      ],
    },
  ],
});

export const termsOfService = (t: TFunction): StaticPageContent => ({
  intro: t(
    'pages.terms.intro',
    'These terms are the agreement between you and LivCam for the use of the website and app. By creating an account or using the service you accept them. Please read them together with our privacy policy and community guidelines.',
  ),
  updated: '2025-01-15',
  sections: [
    {
      heading: t('pages.terms.yourAccount', 'Your account'),
      paragraphs: [
        t(
          'pages.terms.text.yourAccount1',
          'You must be 18 or older and give true information when you sign up. You are responsible for everything done with your account, so keep your password and sign-in methods private. You can delete your account at any time in Settings.',
        ),
      ],
    },
    {
      heading: t('pages.terms.coinsPayments', 'Coins and payments'),
      paragraphs: [
        t(
          'pages.terms.text.coinsPayments1',
          'Coins are a virtual currency for use inside LivCam only. They have no cash value, cannot be exchanged for money and cannot be transferred to other accounts. Prices are shown before you buy. Calls are billed per started minute; a call shorter than one minute is billed as one minute.',
        ),
        t(
          'pages.terms.text.coinsPayments2',
          'You can ask for a refund from My orders in the shop within 14 days of purchase. For a subscription, only the last recurring purchase can be refunded, and an order whose coins were already used cannot be refunded.',
        ),
      ],
    },
    {
      heading: t('pages.terms.acceptableUse', 'Acceptable use'),
      paragraphs: [
        t(
          'pages.terms.text.acceptableUse1',
          'You agree to follow the community guidelines. We may remove content, limit features, block an account for 48 hours or ban an account or device that breaks these terms, and we may keep coins obtained through fraud or abuse.',
        ),
      ],
    },
    {
      heading: t('pages.terms.changesLiability', 'Changes and liability'),
      paragraphs: [
        t(
          'pages.terms.text.changesLiability1',
          'We may change the service or these terms; we tell you about important changes in the app. The service is provided as it is, and to the extent the law allows we are not liable for indirect losses. Nothing in these terms limits rights you have as a consumer under the law of your country.',
        ),
      ],
    },
  ],
});

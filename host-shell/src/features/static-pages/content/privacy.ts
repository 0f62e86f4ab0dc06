import type { TFunction } from 'i18next';
import type { StaticPageContent } from './types';

export const privacyPolicy = (t: TFunction): StaticPageContent => ({
  intro: t(
    'pages.privacy.intro',
    'This policy explains what personal data LivCam collects, why we use it, who we share it with and the choices you have. We collect only what we need to run a safe video chat service.',
  ),
  updated: '2025-01-15',
  sections: [
    {
      heading: t('pages.privacy.whatWeCollect', 'What we collect'),
      list: [
        t(
          'pages.privacy.text.whatWeCollect1',
          'Account data: your nickname, gender, birthday, country, profile photos, and the phone number or email you sign in with.',
        ),
        t(
          'pages.privacy.text.whatWeCollect2',
          'Usage data: calls, matches, gifts, coin purchases and balance, messages you send, and reports you make or receive.',
        ),
        t(
          'pages.privacy.text.whatWeCollect3',
          'Device data: a device identifier, browser type, language and an approximate location from your IP address.',
        ),
      ],
    },
    {
      heading: t('pages.privacy.howWeUse', 'How we use it'),
      paragraphs: [
        t(
          'pages.privacy.text.howWeUse1',
          'We use your data to provide calls, chat and live studios, to process payments, to keep the community safe (for example by reviewing reports and preventing fraud), to show the app in your language, and to improve the service. Video and audio of calls are transmitted in real time and are not recorded by us. For safety, the app sends us a few still pictures from your camera at random moments during a call, and reporting a call sends us a picture of the other person’s video.',
        ),
      ],
    },
    {
      heading: t('pages.privacy.sharing', 'Sharing'),
      paragraphs: [
        t(
          'pages.privacy.text.sharing1',
          'We share data only with service providers that help us run LivCam — payment providers, hosting, customer support — under contracts that protect it, and with authorities when the law requires. We do not sell your personal data.',
        ),
      ],
    },
    {
      heading: t('pages.privacy.yourRights', 'Your rights'),
      paragraphs: [
        t(
          'pages.privacy.text.yourRights1',
          'You can see and edit your profile at any time and delete your account in Settings. To get a copy of your data, object to some uses or have your data corrected, contact our support team. We keep data only as long as needed for the purposes above or as the law requires.',
        ),
      ],
    },
  ],
});

export const cookiePolicy = (t: TFunction): StaticPageContent => ({
  intro: t(
    'pages.cookies.intro',
    'LivCam uses cookies and similar browser storage to keep you signed in, to protect your account and to remember your settings. This page explains what we store and how you can remove it.',
  ),
  updated: '2025-01-15',
  sections: [
    {
      heading: t('pages.cookies.essentialCookies', 'Essential cookies'),
      paragraphs: [
        t(
          'pages.cookies.text.essentialCookies1',
          'These are needed for the app to work: your user id and sign-in token (kept for up to 365 days so you stay signed in), a device identifier and a random value that protect your account and sign the app’s requests, and a note that you accepted the cookie notice, so it is not shown again. They cannot be switched off, but signing out removes the sign-in cookies.',
        ),
      ],
    },
    {
      heading: t('pages.cookies.preferenceAnalyticsCookies', 'Settings kept in your browser'),
      paragraphs: [
        t(
          'pages.cookies.text.preferenceAnalyticsCookies1',
          'Your browser also keeps your language, the phone number or email you last signed in with, tips you have dismissed and similar settings, and a copy of your chats and of the gift list so they load quickly. We do not use analytics or advertising cookies.',
        ),
      ],
    },
    {
      heading: t('pages.cookies.yourChoices', 'Your choices'),
      paragraphs: [
        t(
          'pages.cookies.text.yourChoices1',
          'LivCam uses only the cookies it needs to work, so there are no optional cookies to turn on or off. You can delete cookies and stored data in your browser at any time; this signs you out, and blocking essential cookies may stop parts of LivCam from working.',
        ),
      ],
    },
  ],
});

export const safetyCenter = (t: TFunction): StaticPageContent => ({
  intro: t(
    'pages.safety.intro',
    'Meeting new people on camera should be fun and safe. Here are the tools LivCam gives you and the habits that keep you in control of every conversation.',
  ),
  updated: '2025-01-15',
  sections: [
    {
      heading: t('pages.safety.safetyTips', 'Safety tips'),
      list: [
        t(
          'pages.safety.text.safetyTips1',
          'Keep personal details private: do not share your address, workplace, passwords or bank details.',
        ),
        t(
          'pages.safety.text.safetyTips2',
          'Never send money, gift cards or coins to someone you met in the app, whatever the story.',
        ),
        t(
          'pages.safety.text.safetyTips3',
          'Be careful before moving a conversation to another app: our reporting tools only protect you here.',
        ),
        t(
          'pages.safety.text.safetyTips4',
          'Remember that others could record their screen: do not show anything you would not want shared.',
        ),
        t(
          'pages.safety.text.safetyTips5',
          'Trust your instincts. You can end any call, skip any match and leave any live studio instantly.',
        ),
      ],
    },
    {
      heading: t('pages.safety.toolsUse', 'Tools you can use'),
      list: [
        t(
          'pages.safety.text.toolsUse1',
          'Block: stop someone from calling, matching or messaging you. Manage your blocklist in Settings.',
        ),
        t(
          'pages.safety.text.toolsUse2',
          'Report: flag a call, a live studio or a profile, and our team will review it.',
        ),
        t(
          'pages.safety.text.toolsUse3',
          'Online reminders: choose which friends you get a notice about when they come online, in the Online reminders tab of Friends.',
        ),
      ],
    },
    {
      heading: t('pages.safety.gettingHelp', 'Getting help'),
      paragraphs: [
        t(
          'pages.safety.text.gettingHelp1',
          'If you feel threatened or someone is in immediate danger, contact your local emergency services first. For anything else, report it in the app or contact support, and we will act as quickly as we can.',
        ),
      ],
    },
  ],
});

export const privacyCenter = (t: TFunction): StaticPageContent => ({
  intro: t(
    'pages.privacyCenter.intro',
    'Your privacy controls in one place. This page summarises how to manage what others see about you, how to handle your data, and where to find the full details in our privacy and cookie policies.',
  ),
  updated: '2025-01-15',
  sections: [
    {
      heading: t('pages.privacyCenter.controlWhatOthers', 'Control what others see'),
      list: [
        t(
          'pages.privacyCenter.text.controlWhatOthers1',
          'Edit your nickname, photos and interests in your profile at any time.',
        ),
        t(
          'pages.privacyCenter.text.controlWhatOthers2',
          'Your friends can see when you are online and can choose to get a notice when you come online.',
        ),
        t(
          'pages.privacyCenter.text.controlWhatOthers3',
          'Block anyone you do not want to hear from; they are not told that you blocked them.',
        ),
      ],
    },
    {
      heading: t('pages.privacyCenter.yourData', 'Your data'),
      list: [
        t(
          'pages.privacyCenter.text.yourData1',
          'Chat history is stored on your device so your conversations load quickly; clearing site data removes it.',
        ),
        t(
          'pages.privacyCenter.text.yourData2',
          'Calls are live video and we do not record them. For safety, the app sends us a few still pictures from your camera during a call.',
        ),
        t(
          'pages.privacyCenter.text.yourData3',
          'Delete your account in Settings at any time. To get a copy of your data, contact our support team.',
        ),
      ],
    },
    {
      heading: t('pages.privacyCenter.cookiesConsent', 'Cookies and consent'),
      paragraphs: [
        t(
          'pages.privacyCenter.text.cookiesConsent1',
          'LivCam uses only the cookies it needs to work, so there is nothing optional to accept or refuse: the cookie notice just tells you about them. See the cookie policy for what we store and why.',
        ),
      ],
    },
    {
      heading: t('pages.privacyCenter.questions', 'Questions'),
      paragraphs: [
        t(
          'pages.privacyCenter.text.questions1',
          'If you have a question about your privacy or want to exercise your rights, contact our support team from the help centre. We reply to privacy requests within the time the law requires.',
        ),
      ],
    },
  ],
});

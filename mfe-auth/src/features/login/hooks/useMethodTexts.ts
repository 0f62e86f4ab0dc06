import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import type { LoginMethod } from '../state/methods';

export interface MethodTexts {
  /** The choice button on step 1. */
  label: string;
  /** The heading of the step the choice leads to. */
  title: string;
  /** What that step will do (the sign-in issue builds it). */
  next: string;
}

/** The texts of each sign-in method, in the current language. */
export function useMethodTexts(): Record<LoginMethod, MethodTexts> {
  const { t } = useTranslation(NS);
  const comingSoon = t(
    'login.comingSoon',
    'This sign-in method is being built and is not available yet.',
  );
  const viaProvider = t(
    'login.viaProvider',
    "The provider's own sign-in window opens, then you come back here signed in.",
  );
  return {
    phone: {
      label: t('login.phone.label', 'Continue with phone'),
      title: t('login.phone.title', 'Sign in with your phone'),
      next: `${t(
        'login.phone.next',
        'You will pick your country code, enter your phone number and confirm it with a 6-digit code sent by SMS.',
      )} ${comingSoon}`,
    },
    email: {
      label: t('login.email.label', 'Continue with email'),
      title: t('login.email.title', 'Sign in with your email'),
      next: `${t(
        'login.email.next',
        'You will enter your email address, confirm it with a code we send you and set a password.',
      )} ${comingSoon}`,
    },
    google: {
      label: t('login.google.label', 'Continue with Google'),
      title: t('login.google.title', 'Sign in with Google'),
      next: `${viaProvider} ${comingSoon}`,
    },
    apple: {
      label: t('login.apple.label', 'Continue with Apple'),
      title: t('login.apple.title', 'Sign in with Apple'),
      next: `${viaProvider} ${comingSoon}`,
    },
    facebook: {
      label: t('login.facebook.label', 'Continue with Facebook'),
      title: t('login.facebook.title', 'Sign in with Facebook'),
      next: `${viaProvider} ${comingSoon}`,
    },
  };
}

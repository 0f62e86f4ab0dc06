import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import type { LoginMethod } from '../state/methods';

/** The sign-in choice buttons of step 1, in the current language. */
export function useMethodTexts(): Record<LoginMethod, { label: string }> {
  const { t } = useTranslation(NS);
  return {
    phone: { label: t('login.phone.label', 'Continue with phone') },
    email: { label: t('login.email.label', 'Continue with email') },
    google: { label: t('login.google.label', 'Continue with Google') },
    apple: { label: t('login.apple.label', 'Continue with Apple') },
    facebook: { label: t('login.facebook.label', 'Continue with Facebook') },
  };
}

import { useTranslation } from 'react-i18next';
import { getSiteLanguage } from 'shared-sdk';
import {
  CODE_NETWORK,
  REBIND_LOCK_DAYS,
  REBIND_REASON,
  type RebindReason,
} from 'shared-sdk/constants';
import { NS } from '../../../i18n';
import type { BindKind } from '../hooks/useBind';

/** A refused call's text: the SDK's errors pack by code (spec 1 §8), else the server's message. */
export function useErrorText(): (code: number, msg: string) => string {
  const { t } = useTranslation();
  return (code, msg) =>
    code === CODE_NETWORK
      ? t('errors:error.network')
      : t(`errors:error.${code}`, { defaultValue: msg || t('errors:system_error') });
}

/** A date and time in the interface language (when a linked address may change again). */
export function formatWhen(at: number): string {
  try {
    return new Intl.DateTimeFormat(getSiteLanguage(), {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(at);
  } catch {
    return new Date(at).toISOString().slice(0, 16).replace('T', ' ');
  }
}

/** The texts of the rebind rules (spec 1 §5), for an e-mail or a phone number. */
export function useRebindText(): (kind: BindKind, reason: RebindReason, at?: number) => string {
  const { t } = useTranslation(NS);
  return (kind, reason, at) => {
    const when = at ? formatWhen(at) : '';
    const email = kind === 'email';
    if (reason === REBIND_REASON.same)
      return email
        ? t('editProfile.bind.emailSame', 'This email is already linked to your account.')
        : t('editProfile.bind.phoneSame', 'This phone number is already linked to your account.');
    if (reason === REBIND_REASON.taken)
      return email
        ? t('editProfile.bind.emailTaken', 'This email is already used by another account.')
        : t('editProfile.bind.phoneTaken', 'This phone number is already used by another account.');
    // Without the date the server allows again, a text that names no date.
    if (!when)
      return email
        ? t(
            'editProfile.bind.emailLockedNoDate',
            'Your email was changed less than {{count}} days ago. You can change it again later.',
            {
              count: REBIND_LOCK_DAYS,
              defaultValue_one:
                'Your email was changed less than a day ago. You can change it again later.',
            },
          )
        : t(
            'editProfile.bind.phoneLockedNoDate',
            'Your phone number was changed less than {{count}} days ago. You can change it again later.',
            {
              count: REBIND_LOCK_DAYS,
              defaultValue_one:
                'Your phone number was changed less than a day ago. You can change it again later.',
            },
          );
    return email
      ? t(
          'editProfile.bind.emailLocked',
          'Your email was changed less than {{count}} days ago. You can change it again after {{when}}.',
          {
            when,
            count: REBIND_LOCK_DAYS,
            defaultValue_one:
              'Your email was changed less than a day ago. You can change it again after {{when}}.',
          },
        )
      : t(
          'editProfile.bind.phoneLocked',
          'Your phone number was changed less than {{count}} days ago. You can change it again after {{when}}.',
          {
            when,
            count: REBIND_LOCK_DAYS,
            defaultValue_one:
              'Your phone number was changed less than a day ago. You can change it again after {{when}}.',
          },
        );
  };
}

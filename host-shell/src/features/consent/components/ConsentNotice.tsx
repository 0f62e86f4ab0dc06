import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { pathFor, splitLanguagePrefix } from 'shared-sdk';
import { NS } from '../../../i18n';
import { useConsentNotice } from '../state/useConsentNotice';
import styles from './ConsentNotice.module.css';

/**
 * spec 3 §4 "Consent": the cookie notice for accounts where EU rules apply. The app sets only the
 * cookies sign-in and safety need, so the notice says that and asks for an acknowledgement; there
 * is nothing optional to switch off, and it promises no choice that does not exist.
 */
export function ConsentNotice({ userId }: { userId: number }) {
  const { t } = useTranslation(NS);
  const { visible, save, error, accept } = useConsentNotice(userId);
  const { prefix } = splitLanguagePrefix(useLocation().pathname);
  if (!visible) return null;
  return (
    <section className={styles.notice} role="dialog" aria-labelledby="consent-title">
      <h2 id="consent-title" className={styles.title}>
        {t('consent.title', 'Cookies on LivCam')}
      </h2>
      <p className={styles.text}>
        {t(
          'consent.text',
          'We use only strictly necessary cookies: to keep you signed in and to keep LivCam safe. No advertising or tracking cookies.',
        )}{' '}
        <Link to={pathFor('CookiePolicy', {}, { prefix })}>
          {t('pages.cookies.title', 'Cookie policy')}
        </Link>
      </p>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <button
        type="button"
        className={styles.accept}
        disabled={save === 'saving'}
        onClick={() => void accept()}
      >
        {save === 'saving'
          ? t('consent.saving', 'Saving…')
          : save === 'failed'
            ? t('consent.tryAgain', 'Try again')
            : t('consent.accept', 'Accept')}
      </button>
    </section>
  );
}

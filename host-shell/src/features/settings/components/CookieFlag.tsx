import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { bottomPromptAtom, getCookie, pathFor, setCookie, type LanguagePrefix } from 'shared-sdk';
import {
  BOTTOM_PROMPT,
  COOKIE_ACCEPT,
  COOKIE_DAYS,
  SETTINGS_POPUP_DELAY_MS,
} from 'shared-sdk/constants';
import { NS } from '../../../i18n';
import styles from './SettingsPopup.module.css';

/**
 * spec 3 §2 "Settings popup": a cookie-consent-style flag after 1.2 s when no accept-cookie
 * value is stored. Accepting stores `acceptCookie` (kept when a session is cleared, spec 1 §3).
 * Never beside the consent notice (features/consent), which asks the same: it hides while the
 * notice holds the bottom of the screen.
 */
export function CookieFlag({ prefix }: { prefix: LanguagePrefix | null }) {
  const { t } = useTranslation(NS);
  const [shown, setShown] = useState(false);
  const consentShown = useAtomValue(bottomPromptAtom)?.owner === BOTTOM_PROMPT.consent.owner;
  useEffect(() => {
    if (getCookie(COOKIE_ACCEPT)) return;
    const timer = setTimeout(() => setShown(true), SETTINGS_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!shown || consentShown) return null;
  return (
    <div className={styles.cookie} role="status">
      <p>
        {t(
          'settings.cookieText',
          'LivCam uses cookies to keep you signed in and to make the app work.',
        )}{' '}
        <Link to={pathFor('CookiePolicy', {}, { prefix })}>
          {t('pages.cookies.title', 'Cookie policy')}
        </Link>
      </p>
      <button
        type="button"
        className={styles.primary}
        onClick={() => {
          setCookie(COOKIE_ACCEPT, '1', { days: COOKIE_DAYS });
          setShown(false);
        }}
      >
        {t('settings.acceptCookies', 'Accept cookies')}
      </button>
    </div>
  );
}

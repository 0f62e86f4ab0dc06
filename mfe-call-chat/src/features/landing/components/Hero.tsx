import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { useStartChat } from '../hooks/useStartChat';
import styles from './LivCamPage.module.css';

/** The landing hero: the pitch and one call to action (a link for guests, see useStartChat). */
export function Hero() {
  const { t } = useTranslation(NS);
  const { loggedIn, loginHref, onGuestClick, start } = useStartChat();
  return (
    <section className={styles.hero}>
      <h1 className={styles.pitch}>
        {t('landing.title', 'Video chat with people around the world')}
      </h1>
      <p className={styles.lead}>
        {t(
          'landing.lead',
          'Meet new people face to face in one tap: one-to-one video calls, random matches, chat with the friends you make, and coins for calls and gifts.',
        )}
      </p>
      {loggedIn ? (
        <button type="button" className={styles.cta} onClick={start}>
          {t('landing.ctaStart', 'Start a random match')}
        </button>
      ) : (
        <a href={loginHref} className={styles.cta} onClick={onGuestClick}>
          {t('landing.ctaSignIn', 'Sign in to start chatting')}
        </a>
      )}
      <p className={styles.age}>{t('landing.age', 'For adults 18 and over.')}</p>
    </section>
  );
}

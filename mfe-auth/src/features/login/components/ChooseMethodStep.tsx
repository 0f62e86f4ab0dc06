import { useTranslation } from 'react-i18next';
import { getAuthConfig, SIGN_UP_COINS } from 'shared-sdk';
import { NS } from '../../../i18n';
import { useMethodTexts } from '../hooks/useMethodTexts';
import { LOGIN_METHODS, type LoginMethod } from '../state/methods';
import { PeopleCounter } from './PeopleCounter';
import { StepError } from './steps/StepError';
import { useFlow } from '../hooks/useFlow';
import { TermsNotice } from './TermsNotice';
import styles from './LoginPopup.module.css';

/** Login step 1 (spec 1 §2.2): counter, sign-up coins, the sign-in choices, the terms. */
export function ChooseMethodStep({ onChoose }: { onChoose(method: LoginMethod): void }) {
  const { t } = useTranslation(NS);
  const texts = useMethodTexts();
  const { busy } = useFlow().state;
  // The social-network option shows only when its app id is configured (spec 1 §2.2).
  const methods = LOGIN_METHODS.filter((m) => m !== 'facebook' || !!getAuthConfig().facebookAppId);
  return (
    <div className={styles.step}>
      <PeopleCounter />
      <p className={styles.banner}>
        <span className={styles.coin} aria-hidden="true" />
        {t('login.bonus', 'Sign up now and get {{coins}} free coins', { coins: SIGN_UP_COINS })}
      </p>
      <ul className={styles.methods}>
        {methods.map((method) => (
          <li key={method}>
            <button
              type="button"
              className={`${styles.method} ${styles[method] ?? ''}`}
              disabled={busy}
              onClick={() => onChoose(method)}
            >
              <span className={styles.methodIcon} aria-hidden="true" />
              {texts[method].label}
            </button>
          </li>
        ))}
      </ul>
      <StepError />
      <TermsNotice />
    </div>
  );
}

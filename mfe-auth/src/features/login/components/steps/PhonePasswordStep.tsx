import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PHONE_PASSWORD_MAX, PHONE_PASSWORD_MIN } from 'shared-sdk';
import { NS } from '../../../../i18n';
import { useFlow } from '../../hooks/useFlow';
import { skipPhonePassword, submitPhonePassword } from '../../state/actions';
import type { Phone } from '../../state/flow';
import styles from '../LoginPopup.module.css';
import { PasswordField } from './PasswordField';
import { StepError } from './StepError';

/** Step 3: phone password — sign in, set up (skippable after a code login) or reset. */
export function PhonePasswordStep({ phone, mode, skippable }: { phone: Phone; mode: 'login' | 'set' | 'reset'; skippable: boolean }) {
  const { t } = useTranslation(NS);
  const { state, store, cb } = useFlow();
  const [pw, setPw] = useState('');
  const isNew = mode !== 'login';
  return (
    <form className={styles.step} onSubmit={(e) => (e.preventDefault(), void submitPhonePassword(store, cb, pw))}>
      <h3 className={styles.stepTitle}>
        {isNew ? t('login.password.setTitle', 'Set a password') : t('login.password.title', 'Enter your password')}
      </h3>
      <p className={styles.next}>+{phone.dial} {phone.national}</p>
      <PasswordField value={pw} onChange={(v) => (setPw(v), store.dispatch({ type: 'clearError' }))} isNew={isNew} />
      {isNew && (
        <p className={styles.hint}>
          {t('login.password.phoneRule', '{{min}}–{{max}} characters: letters, digits and ~!@#$%^&*()_+{}:"><?', {
            min: PHONE_PASSWORD_MIN,
            max: PHONE_PASSWORD_MAX,
            interpolation: { escapeValue: false },
          })}
        </p>
      )}
      <StepError />
      <button type="submit" className={styles.primary} disabled={state.busy || !pw}>
        {state.busy ? t('login.wait', 'Please wait…') : t('login.continue', 'Continue')}
      </button>
      {mode === 'login' && (
        <button type="button" className={styles.link} onClick={() => store.dispatch({ type: 'go', view: { step: 'phone', reset: true } })}>
          {t('login.password.forgot', 'Forgot password?')}
        </button>
      )}
      {skippable && (
        <button type="button" className={styles.link} disabled={state.busy} onClick={() => void skipPhonePassword(store, cb)}>
          {t('login.password.skip', 'Skip for now')}
        </button>
      )}
    </form>
  );
}

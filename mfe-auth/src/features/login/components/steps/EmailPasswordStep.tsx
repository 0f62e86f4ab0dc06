import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_PASSWORD_MAX, EMAIL_PASSWORD_MIN, emailPasswordButtonEnabled } from 'shared-sdk';
import { NS } from '../../../../i18n';
import { useFlow } from '../../hooks/useFlow';
import { sendForgotEmail, submitEmailPassword } from '../../state/actions';
import styles from '../LoginPopup.module.css';
import { PasswordField } from './PasswordField';
import { StepError } from './StepError';

/** Step 7: e-mail password — sign in (status 4), set (after a code), or none yet (status 5). */
export function EmailPasswordStep({ email, mode }: { email: string; mode: 'login' | 'set' | 'noPassword' }) {
  const { t } = useTranslation(NS);
  const { state, store, cb } = useFlow();
  const [pw, setPw] = useState('');
  const forgot = () => void sendForgotEmail(store, cb, email);
  if (mode === 'noPassword')
    return (
      <div className={styles.step}>
        <h3 className={styles.stepTitle}>{t('login.password.setTitle', 'Set a password')}</h3>
        <p className={styles.next}>
          {t('login.emailPassword.none', 'The account {{email}} has no password yet. We will send you a code to set one.', { email })}
        </p>
        <StepError />
        <button type="button" className={styles.primary} disabled={state.busy} onClick={forgot}>
          {t('login.emailPassword.sendCode', 'Send me a code')}
        </button>
      </div>
    );
  const isNew = mode === 'set';
  return (
    <form className={styles.step} onSubmit={(e) => (e.preventDefault(), void submitEmailPassword(store, cb, pw))}>
      <h3 className={styles.stepTitle}>
        {isNew ? t('login.password.setTitle', 'Set a password') : t('login.password.title', 'Enter your password')}
      </h3>
      <p className={styles.next}>{email}</p>
      <PasswordField value={pw} onChange={(v) => (setPw(v), store.dispatch({ type: 'clearError' }))} isNew={isNew} />
      {isNew && (
        <p className={styles.hint}>
          {t('login.password.emailRule', '{{min}}–{{max}} characters: letters, digits and ~!@#$%^&*()_+{}:"><?', {
            min: EMAIL_PASSWORD_MIN,
            max: EMAIL_PASSWORD_MAX,
            interpolation: { escapeValue: false },
          })}
        </p>
      )}
      <StepError />
      <button type="submit" className={styles.primary} disabled={state.busy || !emailPasswordButtonEnabled(pw)}>
        {state.busy ? t('login.wait', 'Please wait…') : t('login.continue', 'Continue')}
      </button>
      {!isNew && (
        <button type="button" className={styles.link} disabled={state.busy} onClick={forgot}>
          {t('login.password.forgot', 'Forgot password?')}
        </button>
      )}
    </form>
  );
}

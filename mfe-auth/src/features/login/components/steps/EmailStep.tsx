import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getLastEmail } from 'shared-sdk';
import { NS } from '../../../../i18n';
import { useFlow } from '../../hooks/useFlow';
import { submitEmail } from '../../state/actions';
import styles from '../LoginPopup.module.css';
import { StepError } from './StepError';

/** Step 5: e-mail address (spec 1 §4.2; reset = forgot password). */
export function EmailStep({ reset }: { reset: boolean }) {
  const { t } = useTranslation(NS);
  const { state, store, cb } = useFlow();
  const id = useId();
  const [email, setEmail] = useState(() => getLastEmail() ?? '');
  return (
    <form className={styles.step} noValidate onSubmit={(e) => (e.preventDefault(), void submitEmail(store, cb, email, reset))}>
      <h3 className={styles.stepTitle}>
        {reset ? t('login.email.resetTitle', 'Reset your password') : t('login.email.enter', 'Enter your email')}
      </h3>
      <div className={styles.field}>
        <label htmlFor={id}>{t('login.email.address', 'Email')}</label>
        <input
          id={id}
          type="email"
          className={styles.input}
          autoComplete="email"
          value={email}
          autoFocus
          onChange={(e) => (setEmail(e.target.value), store.dispatch({ type: 'clearError' }))}
        />
      </div>
      <StepError />
      <button type="submit" className={styles.primary} disabled={state.busy || !email.trim()}>
        {state.busy ? t('login.wait', 'Please wait…') : t('login.continue', 'Continue')}
      </button>
    </form>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../../i18n';
import { useFlow } from '../../hooks/useFlow';
import { submitEmail } from '../../state/emailActions';
import styles from '../LoginPopup.module.css';
import { ActionButton } from './ActionButton';
import { StepError } from './StepError';
import form from '../../../../styles/form.module.css';
import { getLastEmail } from '../../state/signInMemory';

/** Step 5 (spec 1 §4.2): the address; the last one used is offered. */
export function EmailStep() {
  const { t } = useTranslation(NS);
  const { ctx } = useFlow();
  const id = useId();
  const [email, setEmail] = useState(() => getLastEmail() ?? '');
  return (
    <form
      className={styles.step}
      noValidate
      onSubmit={(e) => (e.preventDefault(), void submitEmail(ctx, email))}
    >
      <h3 className={styles.stepTitle}>{t('login.email.enter', 'Enter your email')}</h3>
      <div className={form.field}>
        <label htmlFor={id}>{t('login.email.address', 'Email')}</label>
        <input
          id={id}
          type="email"
          dir="ltr"
          className={form.input}
          autoComplete="email"
          value={email}
          autoFocus
          onChange={(e) => (setEmail(e.target.value), ctx.store.dispatch({ type: 'edit' }))}
        />
      </div>
      <StepError />
      <ActionButton tag="submit" type="submit" disabled={!email.trim()}>
        {t('login.continue', 'Continue')}
      </ActionButton>
    </form>
  );
}

import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../../i18n';
import { useFlow } from '../../hooks/useFlow';
import styles from '../LoginPopup.module.css';
import { ActionButton } from './ActionButton';
import { PasswordField } from './PasswordField';
import { StepError } from './StepError';
import form from '../../../../styles/form.module.css';

/**
 * The password form of the phone (step 3) and e-mail (step 7) flows: title, who signs in, the
 * field, the rule when a new password is set, the error and Continue. Each flow brings its own
 * rule text, its own enabling rule and its own links (forgot, skip).
 */
export function PasswordForm({
  isNew,
  target,
  rule,
  canSubmit,
  onSubmit,
  children,
}: {
  isNew: boolean;
  /** The phone number or e-mail address being signed in. */
  target: string;
  /** Shown under the field while a new password is set. */
  rule: string;
  canSubmit(password: string): boolean;
  onSubmit(password: string): void;
  /** Links under Continue. */
  children?: ReactNode;
}) {
  const { t } = useTranslation(NS);
  const { ctx } = useFlow();
  const [pw, setPw] = useState('');
  return (
    <form className={styles.step} noValidate onSubmit={(e) => (e.preventDefault(), onSubmit(pw))}>
      <h3 className={styles.stepTitle}>
        {isNew
          ? t('login.password.setTitle', 'Set a password')
          : t('login.password.title', 'Enter your password')}
      </h3>
      <p className={styles.next}>{target}</p>
      <PasswordField
        value={pw}
        onChange={(v) => (setPw(v), ctx.store.dispatch({ type: 'edit' }))}
        isNew={isNew}
      />
      {isNew && <p className={form.hint}>{rule}</p>}
      <StepError />
      <ActionButton tag="submit" type="submit" disabled={!canSubmit(pw)}>
        {t('login.continue', 'Continue')}
      </ActionButton>
      {children}
    </form>
  );
}

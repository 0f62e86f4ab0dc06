import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_PASSWORD_MAX, EMAIL_PASSWORD_MIN, emailPasswordButtonEnabled } from 'shared-sdk';
import { NS } from '../../../../i18n';
import { useFlow } from '../../hooks/useFlow';
import { forgotEmailPassword, submitEmailPassword } from '../../state/emailActions';
import styles from '../LoginPopup.module.css';
import { ActionButton } from './ActionButton';
import { PasswordField } from './PasswordField';
import { StepError } from './StepError';
import form from '../../../../styles/form.module.css';

/** Step 7 (spec 1 §4.2): sign in (status 4), set a password (after a code), or none yet (status 5). */
export function EmailPasswordStep({
  email,
  mode,
}: {
  email: string;
  mode: 'login' | 'set' | 'noPassword';
}) {
  const { t } = useTranslation(NS);
  const { ctx } = useFlow();
  const [pw, setPw] = useState('');
  if (mode === 'noPassword')
    return (
      <div className={styles.step}>
        <h3 className={styles.stepTitle}>{t('login.password.setTitle', 'Set a password')}</h3>
        <p className={styles.next}>
          {t(
            'login.emailPassword.none',
            'The account {{email}} has no password yet. We will send you a code to set one.',
            { email },
          )}
        </p>
        <StepError />
        <ActionButton tag="forgot" onClick={() => void forgotEmailPassword(ctx)}>
          {t('login.emailPassword.sendCode', 'Send me a code')}
        </ActionButton>
      </div>
    );
  const isNew = mode === 'set';
  return (
    <form
      className={styles.step}
      noValidate
      onSubmit={(e) => (e.preventDefault(), void submitEmailPassword(ctx, pw))}
    >
      <h3 className={styles.stepTitle}>
        {isNew
          ? t('login.password.setTitle', 'Set a password')
          : t('login.password.title', 'Enter your password')}
      </h3>
      <p className={styles.next}>{email}</p>
      <PasswordField
        value={pw}
        onChange={(v) => (setPw(v), ctx.store.dispatch({ type: 'edit' }))}
        isNew={isNew}
      />
      {isNew && (
        <p className={form.hint}>
          {t(
            'login.password.emailRule',
            '{{min}}–{{max}} characters: letters, digits and ~!@#$%^&*()_+{}:"><?',
            {
              min: EMAIL_PASSWORD_MIN,
              max: EMAIL_PASSWORD_MAX,
              interpolation: { escapeValue: false },
            },
          )}
        </p>
      )}
      <StepError />
      {/* spec 1 §5: the button enables above 5 characters. */}
      <ActionButton tag="submit" type="submit" disabled={!emailPasswordButtonEnabled(pw)}>
        {t('login.continue', 'Continue')}
      </ActionButton>
      {!isNew && (
        <ActionButton tag="forgot" kind="link" onClick={() => void forgotEmailPassword(ctx)}>
          {t('login.password.forgot', 'Forgot password?')}
        </ActionButton>
      )}
    </form>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PHONE_PASSWORD_MAX, PHONE_PASSWORD_MIN } from 'shared-sdk';
import { NS } from '../../../../i18n';
import { useFlow } from '../../hooks/useFlow';
import type { PasswordMode, Phone } from '../../state/flow';
import { skipPhonePassword, submitPhonePassword } from '../../state/phoneActions';
import styles from '../LoginPopup.module.css';
import { ActionButton } from './ActionButton';
import { PasswordField } from './PasswordField';
import { StepError } from './StepError';
import form from '../../../../styles/form.module.css';

/** Step 3 (spec 1 §4.1): sign in with the password, set one up (skippable after a code sign-in), or reset it. */
export function PhonePasswordStep({
  phone,
  mode,
  skippable,
}: {
  phone: Phone;
  mode: PasswordMode;
  skippable: boolean;
}) {
  const { t } = useTranslation(NS);
  const { ctx } = useFlow();
  const [pw, setPw] = useState('');
  const isNew = mode !== 'login';
  return (
    <form
      className={styles.step}
      noValidate
      onSubmit={(e) => (e.preventDefault(), void submitPhonePassword(ctx, pw))}
    >
      <h3 className={styles.stepTitle}>
        {isNew
          ? t('login.password.setTitle', 'Set a password')
          : t('login.password.title', 'Enter your password')}
      </h3>
      <p className={styles.next}>
        +{phone.dial} {phone.national}
      </p>
      <PasswordField
        value={pw}
        onChange={(v) => (setPw(v), ctx.store.dispatch({ type: 'edit' }))}
        isNew={isNew}
      />
      {isNew && (
        <p className={form.hint}>
          {t(
            'login.password.phoneRule',
            '{{min}}–{{max}} characters: letters, digits and ~!@#$%^&*()_+{}:"><?',
            {
              min: PHONE_PASSWORD_MIN,
              max: PHONE_PASSWORD_MAX,
              interpolation: { escapeValue: false },
            },
          )}
        </p>
      )}
      <StepError />
      <ActionButton tag="submit" type="submit" disabled={!pw}>
        {t('login.continue', 'Continue')}
      </ActionButton>
      {mode === 'login' && (
        <ActionButton
          tag="forgot"
          kind="link"
          onClick={() => ctx.store.dispatch({ type: 'forgotPassword' })}
        >
          {t('login.password.forgot', 'Forgot password?')}
        </ActionButton>
      )}
      {skippable && (
        <ActionButton tag="skip" kind="link" onClick={() => void skipPhonePassword(ctx)}>
          {t('login.password.skip', 'Skip for now')}
        </ActionButton>
      )}
    </form>
  );
}

import { useTranslation } from 'react-i18next';
import { EMAIL_PASSWORD_MAX, EMAIL_PASSWORD_MIN } from 'shared-sdk/constants';
import { bdiTags, TaggedText } from 'shared-sdk/locale';
import { NS } from '../../../../i18n';
import { useFlow } from '../../hooks/useFlow';
import { forgotEmailPassword, submitEmailPassword } from '../../state/emailActions';
import styles from '../LoginPopup.module.css';
import { ActionButton } from './ActionButton';
import { PasswordForm } from './PasswordForm';
import { StepError } from './StepError';
import { emailPasswordButtonEnabled } from '../../rules';

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
  if (mode === 'noPassword')
    return (
      <div className={styles.step}>
        <h3 className={styles.stepTitle}>{t('login.password.setTitle', 'Set a password')}</h3>
        <p className={styles.next}>
          <TaggedText
            text={t(
              'login.emailPassword.none',
              'The account <email>{{email}}</email> has no password yet. We will send you a code to set one.',
              { email },
            )}
            tags={bdiTags(['email'], 'ltr')}
          />
        </p>
        <StepError />
        <ActionButton tag="forgot" onClick={() => void forgotEmailPassword(ctx)}>
          {t('login.emailPassword.sendCode', 'Send me a code')}
        </ActionButton>
      </div>
    );
  const isNew = mode === 'set';
  return (
    <PasswordForm
      isNew={isNew}
      target={email}
      limits={{ min: EMAIL_PASSWORD_MIN, max: EMAIL_PASSWORD_MAX }}
      // spec 1 §5: the button enables above 5 characters.
      canSubmit={emailPasswordButtonEnabled}
      onSubmit={(pw) => void submitEmailPassword(ctx, pw)}
    >
      {!isNew && (
        <ActionButton tag="forgot" kind="link" onClick={() => void forgotEmailPassword(ctx)}>
          {t('login.password.forgot', 'Forgot password?')}
        </ActionButton>
      )}
    </PasswordForm>
  );
}

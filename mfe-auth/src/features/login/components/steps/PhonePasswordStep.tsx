import { useTranslation } from 'react-i18next';
import { PHONE_PASSWORD_MAX, PHONE_PASSWORD_MIN } from 'shared-sdk/constants';
import { NS } from '../../../../i18n';
import { useFlow } from '../../hooks/useFlow';
import type { PasswordMode, Phone } from '../../state/flow';
import { skipPhonePassword, submitPhonePassword } from '../../state/phoneActions';
import { ActionButton } from './ActionButton';
import { PasswordForm } from './PasswordForm';

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
  return (
    <PasswordForm
      isNew={mode !== 'login'}
      target={`+${phone.dial} ${phone.national}`}
      limits={{ min: PHONE_PASSWORD_MIN, max: PHONE_PASSWORD_MAX }}
      canSubmit={(pw) => pw.length > 0}
      onSubmit={(pw) => void submitPhonePassword(ctx, pw)}
    >
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
    </PasswordForm>
  );
}

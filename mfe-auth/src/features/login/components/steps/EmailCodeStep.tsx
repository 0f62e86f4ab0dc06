import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../../i18n';
import { useCountdown } from '../../hooks/useCountdown';
import { useFlow } from '../../hooks/useFlow';
import { resendEmailCode, submitEmailCode } from '../../state/actions';
import { emailResendRemainingMs } from '../../state/resend';
import styles from '../LoginPopup.module.css';
import { CodeInput } from './CodeInput';
import { StepError } from './StepError';

/** Step 6: the code from the verification (or reset) e-mail; resend after 60 s. */
export function EmailCodeStep({ email }: { email: string }) {
  const { t } = useTranslation(NS);
  const { state, store, cb } = useFlow();
  const [sent, setSent] = useState(0);
  const left = useCountdown(() => emailResendRemainingMs(), sent);
  return (
    <div className={styles.step}>
      <h3 className={styles.stepTitle}>{t('login.emailCode.title', 'Check your email')}</h3>
      <p className={styles.next}>{t('login.emailCode.sentTo', 'Enter the 6-digit code we sent to {{to}}.', { to: email })}</p>
      <CodeInput disabled={state.busy} onComplete={(code) => void submitEmailCode(store, cb, code)} />
      <StepError />
      {left > 0 ? (
        <p className={styles.next}>{t('login.code.wait', 'You can ask for a new code in {{s}} s.', { s: left })}</p>
      ) : (
        <button
          type="button"
          className={styles.link}
          disabled={state.busy}
          onClick={() => void resendEmailCode(store, cb).then(() => setSent((n) => n + 1))}
        >
          {t('login.code.resend', 'Send a new code')}
        </button>
      )}
    </div>
  );
}

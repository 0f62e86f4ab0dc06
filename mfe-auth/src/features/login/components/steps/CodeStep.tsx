import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { smsResendRemainingMs } from 'shared-sdk';
import { NS } from '../../../../i18n';
import { useCountdown } from '../../hooks/useCountdown';
import { useFlow } from '../../hooks/useFlow';
import { sendPhoneCode, submitPhoneCode } from '../../state/actions';
import type { Phone } from '../../state/flow';
import styles from '../LoginPopup.module.css';
import { CodeInput } from './CodeInput';
import { StepError } from './StepError';

/** Step 4: the SMS / messaging-app code; resend after 60 s (spec 1 §2.2, §9). */
export function CodeStep({ phone, sms, whatsapp }: { phone: Phone; sms: boolean; whatsapp: boolean }) {
  const { t } = useTranslation(NS);
  const { state, store, cb } = useFlow();
  const [sent, setSent] = useState(0);
  const left = useCountdown(() => smsResendRemainingMs(), sent);
  const resend = async (channel: 'sms' | 'whatsapp') => {
    if (await sendPhoneCode(store, cb, phone, channel)) setSent((n) => n + 1);
  };
  return (
    <div className={styles.step}>
      <h3 className={styles.stepTitle}>{t('login.code.title', 'Enter the code')}</h3>
      <p className={styles.next}>
        {t('login.code.sentTo', 'We sent a 6-digit code to {{to}}.', { to: `+${phone.dial} ${phone.national}` })}
      </p>
      <CodeInput disabled={state.busy} onComplete={(code) => void submitPhoneCode(store, cb, code)} />
      <StepError />
      {left > 0 ? (
        <p className={styles.next}>{t('login.code.wait', 'You can ask for a new code in {{s}} s.', { s: left })}</p>
      ) : (
        <div className={styles.row}>
          {sms && (
            <button type="button" className={styles.link} disabled={state.busy} onClick={() => void resend('sms')}>
              {t('login.code.resend', 'Send a new code')}
            </button>
          )}
          {whatsapp && (
            <button type="button" className={styles.link} disabled={state.busy} onClick={() => void resend('whatsapp')}>
              {t('login.code.whatsapp', 'Send by WhatsApp')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { bdiTags, TaggedText } from 'shared-sdk/locale';
import { NS } from '../../../../i18n';
import { useFlow } from '../../hooks/useFlow';
import { resendEmailCode, submitEmailCode } from '../../state/emailActions';
import styles from '../LoginPopup.module.css';
import { CodeInput } from './CodeInput';
import { ResendRow } from './ResendRow';
import { StepError } from './StepError';

/** Step 6 (spec 1 §4.2): the code from the verification (or password reset) e-mail; another after 60 s. */
export function EmailCodeStep({ email, reset }: { email: string; reset: boolean }) {
  const { t } = useTranslation(NS);
  const { state, ctx } = useFlow();
  return (
    <div className={styles.step}>
      <h3 className={styles.stepTitle}>{t('login.emailCode.title', 'Check your email')}</h3>
      <p className={styles.next}>
        {/* The address stays left to right inside a right-to-left sentence. */}
        <TaggedText
          text={
            reset
              ? t(
                  'login.emailCode.resetSentTo',
                  'Enter the 6-digit code we sent to <to>{{to}}</to> to reset your password.',
                  { to: email },
                )
              : t('login.emailCode.sentTo', 'Enter the 6-digit code we sent to <to>{{to}}</to>.', {
                  to: email,
                })
          }
          tags={bdiTags(['to'], 'ltr')}
        />
      </p>
      <CodeInput
        disabled={state.busy !== null}
        onComplete={(code) => void submitEmailCode(ctx, code)}
      />
      <StepError />
      <ResendRow
        channel="email"
        to={email}
        sentAt={state.codeSentAt}
        options={[
          {
            tag: 'resend',
            label: t('login.code.resend', 'Send a new code'),
            send: () => void resendEmailCode(ctx),
          },
        ]}
      />
    </div>
  );
}

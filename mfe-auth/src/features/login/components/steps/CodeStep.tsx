import { useTranslation } from 'react-i18next';
import { bdiTags, TaggedText } from 'shared-sdk/locale';
import { NS } from '../../../../i18n';
import { useFlow } from '../../hooks/useFlow';
import type { Phone } from '../../state/flow';
import { sendPhoneCode, submitPhoneCode } from '../../state/phoneActions';
import { phoneTarget, type SendChannel } from '../../state/rules';
import styles from '../LoginPopup.module.css';
import { CodeInput } from './CodeInput';
import { ResendRow } from './ResendRow';
import { StepError } from './StepError';

/** Step 4 (spec 1 §2.2): the SMS or messaging-app code; another after 60 s, on the channels the config allows. */
export function CodeStep({
  phone,
  channel,
  sms,
  whatsapp,
}: {
  phone: Phone;
  channel: SendChannel;
  sms: boolean;
  whatsapp: boolean;
}) {
  const { t } = useTranslation(NS);
  const { state, ctx } = useFlow();
  const to = `+${phone.dial} ${phone.national}`;
  const options = [
    ...(sms || !whatsapp
      ? [
          {
            tag: 'resend' as const,
            label: t('login.code.resend', 'Send a new code'),
            send: () => void sendPhoneCode(ctx, 'sms', true),
          },
        ]
      : []),
    ...(whatsapp
      ? [
          {
            tag: 'whatsapp' as const,
            label: t('login.code.whatsapp', 'Send by WhatsApp'),
            send: () => void sendPhoneCode(ctx, 'whatsapp', true),
          },
        ]
      : []),
  ];
  return (
    <div className={styles.step}>
      <h3 className={styles.stepTitle}>{t('login.code.title', 'Enter the code')}</h3>
      <p className={styles.next}>
        <TaggedText
          text={
            channel === 'whatsapp'
              ? t(
                  'login.code.sentWhatsapp',
                  'We sent a 6-digit code by WhatsApp to <to>{{to}}</to>.',
                  {
                    to,
                  },
                )
              : t('login.code.sentTo', 'We sent a 6-digit code to <to>{{to}}</to>.', { to })
          }
          tags={bdiTags(['to'], 'ltr')}
        />
      </p>
      <CodeInput
        disabled={state.busy !== null}
        onComplete={(code) => void submitPhoneCode(ctx, code)}
      />
      <StepError />
      <ResendRow
        channel="sms"
        to={phoneTarget(phone)}
        sentAt={state.codeSentAt}
        options={options}
      />
    </div>
  );
}

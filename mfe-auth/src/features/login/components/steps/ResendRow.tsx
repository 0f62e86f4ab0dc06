import { useTranslation } from 'react-i18next';
import { NS } from '../../../../i18n';
import { useCountdown } from '../../hooks/useCountdown';
import type { Busy } from '../../state/flow';
import styles from '../LoginPopup.module.css';
import { ActionButton } from './ActionButton';
import form from '../../../../styles/form.module.css';
import type { CodeChannel } from '../../state/signInMemory';

/** The resend choices of a code step, behind the 60 s wait (spec 1 §9) kept in local storage. */
export function ResendRow({
  channel,
  to,
  sentAt,
  options,
}: {
  channel: CodeChannel;
  to: string;
  sentAt: number;
  options: Array<{ tag: Busy; label: string; send(): void }>;
}) {
  const { t } = useTranslation(NS);
  const left = useCountdown(channel, to, sentAt);
  if (left > 0)
    return (
      <p className={styles.next}>
        {t('login.code.wait', 'You can ask for a new code in {{count}} seconds.', {
          count: left,
          defaultValue_one: 'You can ask for a new code in {{count}} second.',
        })}
      </p>
    );
  return (
    <div className={form.row}>
      {options.map((o) => (
        <ActionButton key={o.tag} tag={o.tag} kind="link" onClick={o.send}>
          {o.label}
        </ActionButton>
      ))}
    </div>
  );
}

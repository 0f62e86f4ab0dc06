import { useTranslation } from 'react-i18next';
import { useModal } from 'shared-sdk';
import { NS } from '../../../i18n';
import styles from './BanScreen.module.css';

/** Modal (SDK useModal): focus inside, Escape = "Continue as a visitor", the page behind inert. */
export function BanDialog({
  message,
  accountBlock,
  onLeave,
}: {
  message: string;
  accountBlock: boolean;
  onLeave(): void;
}) {
  const { t } = useTranslation(NS);
  const ref = useModal<HTMLDivElement>({ onClose: onLeave });
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className={styles.screen}
      role="dialog"
      aria-modal="true"
      aria-labelledby="ban-title"
      aria-describedby="ban-message"
    >
      <div className={styles.panel}>
        <h2 id="ban-title">{t('ban.title', 'Account restricted')}</h2>
        <p id="ban-message">{message}</p>
        <p className={styles.small}>
          {accountBlock
            ? t(
                'ban.account',
                'A blocked account can be used again after 48 hours. Until then you can keep browsing as a visitor.',
              )
            : t(
                'ban.device',
                'Signing in from this device is not possible. You can keep browsing as a visitor. Contact support if you think this is a mistake.',
              )}
        </p>
        <button type="button" className={styles.button} onClick={onLeave}>
          {t('ban.continue', 'Continue as a visitor')}
        </button>
      </div>
    </div>
  );
}

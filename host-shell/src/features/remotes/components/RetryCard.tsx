import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { isSdkTooOld } from '../runtime/fallback';
import { failedText, updatedText } from '../state/partNames';
import styles from './RemoteSlot.module.css';

/**
 * Test-facing (docs/CONTRACTS.md, e2e remote-failure): role="alert" + button "Retry"; the text
 * names the part in words ("The shop could not load.").
 */
export interface RetryCardProps {
  remoteName: string;
  onRetry(): void;
  onDismiss?: () => void;
  /** What failed: an SDK refusal asks for a reload (a new host), not a retry of the remote. */
  error?: unknown;
  reload?: () => void;
}

export function RetryCard({
  remoteName,
  onRetry,
  onDismiss,
  error,
  reload = () => window.location.reload(),
}: RetryCardProps) {
  const { t } = useTranslation(NS);
  const needsUpdate = isSdkTooOld(error);
  return (
    <div role="alert" className={styles.card}>
      <p className={styles.title}>
        {needsUpdate ? updatedText(t, remoteName) : failedText(t, remoteName)}
      </p>
      {!needsUpdate && (
        <p className={styles.detail}>
          {t('remotes.checkConnection', 'Check your connection, then try again.')}
        </p>
      )}
      <div className={styles.actions}>
        {needsUpdate ? (
          <button type="button" className={styles.retry} onClick={reload}>
            {t('remotes.reload', 'Reload')}
          </button>
        ) : (
          <button type="button" className={styles.retry} onClick={onRetry}>
            {t('remotes.retry', 'Retry')}
          </button>
        )}
        {onDismiss && (
          <button type="button" className={styles.dismiss} onClick={onDismiss}>
            {t('remotes.close', 'Close')}
          </button>
        )}
      </div>
    </div>
  );
}

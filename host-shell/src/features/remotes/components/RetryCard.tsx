import styles from './RemoteSlot.module.css';

/** Test-facing (docs/CONTRACTS.md, e2e remote-failure): role="alert" + button "Retry". */
export const RETRY_CARD_TEXT = 'This part of the app could not load.';

export interface RetryCardProps {
  remoteName: string;
  onRetry(): void;
  onDismiss?: () => void;
}

export function RetryCard({ remoteName, onRetry, onDismiss }: RetryCardProps) {
  return (
    <div role="alert" className={styles.card}>
      <p className={styles.title}>{RETRY_CARD_TEXT}</p>
      <p className={styles.detail}>({remoteName})</p>
      <div className={styles.actions}>
        <button type="button" className={styles.retry} onClick={onRetry}>
          Retry
        </button>
        {onDismiss && (
          <button type="button" className={styles.dismiss} onClick={onDismiss}>
            Close
          </button>
        )}
      </div>
    </div>
  );
}

import { isSdkTooOld } from '../runtime/fallback';
import styles from './RemoteSlot.module.css';

/** Test-facing (docs/CONTRACTS.md, e2e remote-failure): role="alert" + button "Retry". */
export const RETRY_CARD_TEXT = 'This part of the app could not load.';
/** The remote needs a newer shared-sdk than this host (docs/CONTRACTS.md "SDK versions"). */
export const UPDATE_CARD_TEXT =
  'This part was updated and needs a newer version of the app. Reload the page to update.';

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
  const needsUpdate = isSdkTooOld(error);
  return (
    <div role="alert" className={styles.card}>
      <p className={styles.title}>{needsUpdate ? UPDATE_CARD_TEXT : RETRY_CARD_TEXT}</p>
      <p className={styles.detail}>({remoteName})</p>
      <div className={styles.actions}>
        {needsUpdate ? (
          <button type="button" className={styles.retry} onClick={reload}>
            Reload
          </button>
        ) : (
          <button type="button" className={styles.retry} onClick={onRetry}>
            Retry
          </button>
        )}
        {onDismiss && (
          <button type="button" className={styles.dismiss} onClick={onDismiss}>
            Close
          </button>
        )}
      </div>
    </div>
  );
}

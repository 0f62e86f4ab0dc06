import { isSdkTooOld } from '../runtime/fallback';
import { partName } from '../state/partNames';
import styles from './RemoteSlot.module.css';

/**
 * Test-facing (docs/CONTRACTS.md, e2e remote-failure): role="alert" + button "Retry"; the text
 * names the part in words ("The shop could not load.").
 */
export const retryCardText = (remoteName: string) => `${partName(remoteName)} could not load.`;
/** The remote needs a newer shared-sdk than this host (docs/CONTRACTS.md "SDK versions"). */
export const updateCardText = (remoteName: string) =>
  `${partName(remoteName)} was updated and needs a newer version of the app. Reload the page to update.`;

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
      <p className={styles.title}>
        {needsUpdate ? updateCardText(remoteName) : retryCardText(remoteName)}
      </p>
      {!needsUpdate && (
        <p className={styles.detail}>Check your connection, then try again.</p>
      )}
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

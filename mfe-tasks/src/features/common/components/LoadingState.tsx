import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import styles from './LoadingState.module.css';

/**
 * A loading state that stays after a failure (spec 3 §8 "Failed task list loading keeps the
 * loading state"), then saying what failed, with Retry.
 */
export function LoadingState({
  failed,
  loadingText,
  failedText,
  onRetry,
}: {
  failed: boolean;
  loadingText: string;
  failedText: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation(NS);
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <p>{failed ? failedText : loadingText}</p>
      {failed && (
        <button type="button" className={styles.retry} onClick={onRetry}>
          {t('common.retry', 'Retry')}
        </button>
      )}
    </div>
  );
}

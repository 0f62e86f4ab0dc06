import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'shared-sdk';
import { NS } from '../../../i18n';
import { deleteAccount } from '../state/deleteAccount';
import styles from './SettingsPopup.module.css';

/** "Delete account?" — what is lost, Cancel, and the deletion itself (busy, failure shown). */
export function DeleteAccountDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation(NS);
  const textId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    const res = await deleteAccount(t('settings.deleted', 'Your account has been deleted.'));
    if (!res.ok) {
      setBusy(false);
      // The SDK's errors pack has this text (English in code until it has loaded).
      setError(
        t('errors:delete_account_failed', {
          defaultValue: 'Your account could not be deleted. Please try again.',
        }),
      );
    }
  };
  return (
    <Dialog
      title={t('settings.deleteTitle', 'Delete account?')}
      onClose={busy ? undefined : onClose}
      describedBy={textId}
    >
      <div id={textId} className={styles.dialogText}>
        <p>
          {t(
            'settings.deleteWhat',
            'Your profile, your coins and everything else in your account are deleted for good. Coins cannot be refunded.',
          )}
        </p>
        <p>
          {t(
            'settings.deleteSignOut',
            'You will be signed out, and this account cannot be signed in to again.',
          )}
        </p>
      </div>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onClose} disabled={busy}>
          {t('settings.cancel', 'Cancel')}
        </button>
        <button
          type="button"
          className={styles.danger}
          onClick={() => void confirm()}
          disabled={busy}
        >
          {busy
            ? t('settings.deleting', 'Deleting…')
            : t('settings.deleteAccount', 'Delete account')}
        </button>
      </div>
    </Dialog>
  );
}

import { useId, useState } from 'react';
import { Dialog } from 'shared-sdk';
import { deleteAccount } from '../state/deleteAccount';
import styles from './SettingsPopup.module.css';

/** "Delete account?" — what is lost, Cancel, and the deletion itself (busy, failure shown). */
export function DeleteAccountDialog({ onClose }: { onClose(): void }) {
  const textId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    const res = await deleteAccount();
    if (!res.ok) {
      setBusy(false);
      setError(res.message);
    }
  };
  return (
    <Dialog title="Delete account?" onClose={busy ? undefined : onClose} describedBy={textId}>
      <div id={textId} className={styles.dialogText}>
        <p>
          Your profile, your coins and everything else in your account are deleted for good. Coins
          cannot be refunded.
        </p>
        <p>You will be signed out, and this account cannot be signed in to again.</p>
      </div>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onClose} disabled={busy}>
          Cancel
        </button>
        <button
          type="button"
          className={styles.danger}
          onClick={() => void confirm()}
          disabled={busy}
        >
          {busy ? 'Deleting…' : 'Delete account'}
        </button>
      </div>
    </Dialog>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from 'shared-sdk';
import { NS } from '../../../i18n';
import { unblockedText } from '../../friends/components/BlockedTab';
import { unblockUser } from '../../friends/hooks/friendActions';
import styles from './Chat.module.css';

/**
 * In place of the message box when you blocked the person (spec 2 §4, §7 blacklist): the server
 * refuses what you would send (IM_CODE.receiverBlocked), so the chat says so before anything is
 * typed, and offers Unblock right here (a friendship the block ended comes back, and it says so).
 */
export function BlockedBar({
  friendId,
  name,
  onUnblocked,
}: {
  friendId: number;
  name: string;
  onUnblocked(): void;
}) {
  const { t } = useTranslation(NS);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const unblock = async () => {
    setBusy(true);
    setError(null);
    const r = await unblockUser(friendId);
    setBusy(false);
    if (!r.ok) return setError(r.msg || t('chat.unblockFailed', 'Could not unblock. Try again.'));
    showToast(unblockedText(t, name, !!r.data?.restored));
    onUnblocked();
  };
  return (
    <div className={styles.prompt} role="status">
      <span className={error ? styles.error : undefined}>
        {error ??
          t('chat.youBlocked', 'You blocked {{name}}. Unblock them to chat again.', { name })}
      </span>
      <button type="button" className={styles.send} disabled={busy} onClick={() => void unblock()}>
        {t('chat.unblock', 'Unblock')}
      </button>
    </div>
  );
}

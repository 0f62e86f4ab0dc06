import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeUserName, showToast } from 'shared-sdk';
import { FRIEND_RELATION } from 'shared-sdk/constants';
import { useConversations, useMessageStore } from '../../messages/store/react';
import { NS } from '../../../i18n';
import { declineFriend } from '../hooks/friendActions';
import { AddFriendButton } from './AddFriendButton';
import { Avatar, RouteLink } from './Bits';
import { RowSkeletons } from './FriendRow';
import styles from './Friends.module.css';

/**
 * People who asked to be your friend (relation 3, spec 2 §3 / §4), read from the device's
 * conversation list (the say-hi group), so a request pushed while the page is open shows at once.
 * Each can be accepted (free) or declined (they are told; the 9 coins they paid stay paid).
 */
export function useFriendRequests() {
  const conv = useConversations();
  const requests = useMemo(
    () => conv.users.filter((u) => u.friendId > 0 && u.relation === FRIEND_RELATION.pendingAccept),
    [conv.users],
  );
  return { status: conv.status, requests };
}

export function RequestsTab() {
  const { t } = useTranslation(NS);
  const store = useMessageStore();
  const { status, requests } = useFriendRequests();
  const [pending, setPending] = useState<number | null>(null);
  const [declined, setDeclined] = useState<ReadonlySet<number>>(new Set());
  const [error, setError] = useState<string | null>(null);
  // The list's relations come from the server: read them again when the tab opens.
  useEffect(() => {
    void store?.refreshConversations().catch(() => undefined);
  }, [store]);

  const decline = async (id: number, name: string) => {
    setPending(id);
    setError(null);
    const r = await declineFriend(id);
    setPending(null);
    if (!r.ok) return setError(r.msg || t('common.failed', 'Something went wrong. Try again.'));
    // Gone at once; the list from the server agrees a moment later.
    setDeclined((s) => new Set(s).add(id));
    showToast(
      t('requests.declinedToast', 'You declined the friend request from {{name}}.', { name }),
    );
  };

  const open = requests.filter((u) => !declined.has(u.friendId));
  if (!store || (status === 'loading' && requests.length === 0)) return <RowSkeletons n={2} />;
  if (open.length === 0)
    return (
      <div className={styles.box}>
        <p>{t('requests.empty', 'No friend requests right now.')}</p>
      </div>
    );
  return (
    <>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <ul className={styles.list} aria-label={t('requests.listLabel', 'Friend requests')}>
        {open.map((u) => {
          const name = sanitizeUserName(u.userName);
          return (
            <li key={u.friendId} className={styles.requestRow}>
              <RouteLink
                to="FriendPage"
                params={{ friendId: u.friendId }}
                className={styles.avatarLink}
                label={t('friends.profileOf', 'Profile of {{name}}', { name })}
              >
                <Avatar name={name} src={u.headImg} />
              </RouteLink>
              <div className={styles.requestWho}>
                <p className={styles.name}>
                  <bdi>{name}</bdi>
                </p>
                <p className={styles.meta}>{t('requests.wants', 'Wants to be your friend')}</p>
              </div>
              <div className={styles.requestActions}>
                <AddFriendButton
                  userId={u.friendId}
                  name={name}
                  relation={FRIEND_RELATION.pendingAccept}
                  requested={false}
                  onChange={() => void store.refreshConversations().catch(() => undefined)}
                />
                <button
                  type="button"
                  className={styles.quiet}
                  disabled={pending === u.friendId}
                  aria-label={t('requests.declineName', 'Decline the request from {{name}}', {
                    name,
                  })}
                  onClick={() => void decline(u.friendId, name)}
                >
                  {t('requests.decline', 'Decline')}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}

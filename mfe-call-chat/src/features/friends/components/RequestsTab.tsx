import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FRIEND_RELATION, sanitizeUserName } from 'shared-sdk';
import { useConversations, useMessageStore } from 'shared-sdk/chat';
import { NS } from '../../../i18n';
import { AddFriendButton } from './AddFriendButton';
import { Avatar, RouteLink } from './Bits';
import { RowSkeletons } from './FriendRow';
import styles from './Friends.module.css';

/**
 * People who asked to be your friend (relation 3, spec 2 §3 / §4), read from the device's
 * conversation list (the say-hi group), so a request pushed while the page is open shows at once.
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
  // The list's relations come from the server: read them again when the tab opens.
  useEffect(() => {
    void store?.refreshConversations().catch(() => undefined);
  }, [store]);

  if (!store || (status === 'loading' && requests.length === 0)) return <RowSkeletons n={2} />;
  if (requests.length === 0)
    return (
      <div className={styles.box}>
        <p>{t('requests.empty', 'No friend requests right now.')}</p>
      </div>
    );
  return (
    <ul className={styles.list} aria-label={t('requests.listLabel', 'Friend requests')}>
      {requests.map((u) => {
        const name = sanitizeUserName(u.userName);
        return (
          <li key={u.friendId} className={styles.row}>
            <RouteLink
              to="FriendPage"
              params={{ friendId: u.friendId }}
              className={styles.avatarLink}
              label={t('friends.profileOf', 'Profile of {{name}}', { name })}
            >
              <Avatar name={name} src={u.headImg} />
            </RouteLink>
            <div className={styles.who}>
              <p className={styles.name}>{name}</p>
              <p className={styles.meta}>{t('requests.wants', 'Wants to be your friend')}</p>
            </div>
            <AddFriendButton
              userId={u.friendId}
              name={name}
              relation={FRIEND_RELATION.pendingAccept}
              requested={false}
              onChange={() => void store.refreshConversations().catch(() => undefined)}
            />
          </li>
        );
      })}
    </ul>
  );
}

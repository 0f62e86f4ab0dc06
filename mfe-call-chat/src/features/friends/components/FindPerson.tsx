import { useTranslation } from 'react-i18next';
import { sanitizeUserName } from 'shared-sdk';
import { FRIEND_RELATION } from 'shared-sdk/constants';
import { NS } from '../../../i18n';
import { usePerson } from '../hooks/usePerson';
import { AddFriendButton } from './AddFriendButton';
import { Avatar, RouteLink } from './Bits';
import styles from './Friends.module.css';

/**
 * Someone found by their user ID (spec 2 §7 "Search user by searchUserId"): how two new users
 * find each other — each sees their own ID on this page and can share it.
 */
export function FindPerson({ userId, myId }: { userId: number; myId: number }) {
  const { t } = useTranslation(NS);
  const p = usePerson(userId === myId ? null : userId);
  if (userId === myId)
    return <p className={styles.note}>{t('find.yourself', 'That is your own ID.')}</p>;
  if (p.status === 'loading')
    return (
      <p className={styles.note} role="status">
        {t('find.looking', 'Looking for ID {{id}}…', { id: userId })}
      </p>
    );
  if (p.status === 'notFound')
    return (
      <p className={styles.note}>{t('find.none', 'No one has the ID {{id}}.', { id: userId })}</p>
    );
  if (p.status === 'error')
    return (
      <div className={styles.box} role="alert">
        <p>{t('find.failed', 'The search failed. Check your connection.')}</p>
        <button type="button" className={styles.small} onClick={p.reload}>
          {t('common.retry', 'Retry')}
        </button>
      </div>
    );
  const name = sanitizeUserName(p.user.userName);
  return (
    <section aria-label={t('find.result', 'Person with ID {{id}}', { id: userId })}>
      <ul className={styles.list}>
        <li className={styles.row}>
          <RouteLink
            to="FriendPage"
            params={{ friendId: userId }}
            className={styles.avatarLink}
            label={t('friends.profileOf', 'Profile of {{name}}', { name })}
          >
            <Avatar name={name} src={p.user.headImg} />
          </RouteLink>
          <div className={styles.who}>
            <p className={styles.name}>
              <bdi>{name}</bdi>
            </p>
            <p className={styles.meta}>{t('find.id', 'ID {{id}}', { id: userId })}</p>
          </div>
          <div className={styles.rowActions}>
            {p.relation.blacklisted ? (
              <span className={styles.note}>{t('find.blocked', 'Blocked')}</span>
            ) : p.relation.relation === FRIEND_RELATION.friend ? (
              <span className={styles.note}>{t('find.friend', 'Your friend')}</span>
            ) : (
              <AddFriendButton
                userId={userId}
                name={name}
                relation={p.relation.relation}
                requested={p.relation.requested}
                onChange={(n) => p.patch(n)}
              />
            )}
          </div>
        </li>
      </ul>
    </section>
  );
}

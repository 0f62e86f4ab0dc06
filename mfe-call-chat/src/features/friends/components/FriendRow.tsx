import Ellipsis from 'lucide/dist/esm/icons/ellipsis.mjs';
import Star from 'lucide/dist/esm/icons/star.mjs';
import { useTranslation } from 'react-i18next';
import { Icon, sanitizeUserName, type Friend } from 'shared-sdk';
import { NS } from '../../../i18n';
import { ChatIcon } from '../../messages/components/Icons';
import { FRIEND_LIVE_SOURCE, LiveBadge } from '../../live-friends/components/LiveBadge';
import liveStyles from '../../live-friends/components/LiveFriends.module.css';
import type { FriendLive } from '../../live-friends/state/livingStore';
import { Avatar, RouteLink, statusText } from './Bits';
import styles from './Friends.module.css';
import { FRIEND_STICK } from 'shared-sdk/constants';

/**
 * One friend: picture with status, name (note name first), favourite, chat, more. A living friend
 * (spec 2 §5) gets a ring and a LIVE badge that opens their live.
 */
export function FriendRow({
  friend,
  status,
  live = null,
  rowRef,
  busy,
  onFavourite,
  onMore,
}: {
  friend: Friend;
  status: number;
  live?: FriendLive | null;
  rowRef?: (el: Element | null) => void;
  busy?: boolean;
  onFavourite(f: Friend): void;
  onMore(f: Friend): void;
}) {
  const { t } = useTranslation(NS);
  const name = sanitizeUserName(friend.userName);
  const own = sanitizeUserName(friend.nickName);
  const fav = friend.stick === FRIEND_STICK.on;
  return (
    <li className={styles.row} ref={rowRef} data-testid={`friend-${friend.id}`}>
      <RouteLink
        to="FriendPage"
        params={{ friendId: friend.id }}
        className={styles.avatarLink}
        label={t('friends.profileOf', 'Profile of {{name}}', { name })}
      >
        <span className={live ? liveStyles.ring : undefined}>
          <Avatar name={name} src={friend.headImg} status={status} />
        </span>
      </RouteLink>
      <div className={styles.who}>
        <p className={styles.name}>
          <bdi>{name}</bdi>
        </p>
        <div className={liveStyles.line}>
          <p className={styles.meta}>
            {statusText(t, status)}
            {friend.remark && own && own !== name ? ` · ${own}` : ''}
          </p>
          {live && (
            <LiveBadge
              live={live}
              name={name}
              source={FRIEND_LIVE_SOURCE.friends}
              className={liveStyles.compact}
            />
          )}
        </div>
      </div>
      <div className={styles.rowActions}>
        <button
          type="button"
          className={styles.iconButton}
          aria-pressed={fav}
          disabled={busy}
          aria-label={t('friends.favouriteOf', 'Favourite {{name}}', { name })}
          title={
            fav
              ? t('friends.unfavourite', 'Remove from favourites')
              : t('friends.favourite', 'Add to favourites')
          }
          onClick={() => onFavourite(friend)}
        >
          <Icon icon={Star} fill={fav ? 'currentColor' : 'none'} />
        </button>
        <RouteLink
          to="IMMessageSession"
          params={{ friendId: friend.id }}
          className={styles.iconButton}
          label={t('friends.chatWith', 'Chat with {{name}}', { name })}
        >
          <ChatIcon />
        </RouteLink>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('friends.moreFor', 'More actions for {{name}}', { name })}
          onClick={() => onMore(friend)}
        >
          <Icon icon={Ellipsis} />
        </button>
      </div>
    </li>
  );
}

export function RowSkeletons({ n = 4 }: { n?: number }) {
  return (
    <ul className={styles.list} aria-hidden="true">
      {Array.from({ length: n }, (_, i) => (
        <li key={i} className={styles.skeleton} />
      ))}
    </ul>
  );
}

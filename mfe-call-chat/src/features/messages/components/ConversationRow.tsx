import { useTranslation } from 'react-i18next';
import { formatBadge, sanitizeUserName } from 'shared-sdk';
import type { ConversationEntry } from '../rules/conversations';
import type { StoredChatUser } from '../db/records';
import { hasQuickMenu } from '../rules/conversations';
import { noticeText } from '../rules/notice';
import { timeLabel } from '../rules/timeLabel';
import { NS } from '../../../i18n';
import { useLongPress } from '../hooks/useLongPress';
import { previewKind } from '../state/rows';
import { FRIEND_LIVE_SOURCE, LiveBadge } from '../../live-friends/components/LiveBadge';
import liveStyles from '../../live-friends/components/LiveFriends.module.css';
import type { FriendLive } from '../../live-friends/state/livingStore';
import { Avatar } from './Avatar';
import { NoticeText } from './NoticeText';
import { labelText } from './text';
import styles from './Messages.module.css';

/** A conversation's display name: a system entry's i18n name, else the sanitized user name. */
export function useEntryName() {
  const { t } = useTranslation([NS, 'chat']);
  return (e: Pick<ConversationEntry, 'nameKey' | 'userName' | 'friendId'>) =>
    e.nameKey
      ? String(t(e.nameKey))
      : sanitizeUserName(e.userName) || t('messages.userN', 'User {{id}}', { id: e.friendId });
}

export function ConversationRow({
  entry,
  now,
  selected,
  selecting,
  checked,
  live = null,
  onOpen,
  onToggle,
  onMenu,
}: {
  entry: ConversationEntry & Partial<Pick<StoredChatUser, 'lastKind'>>;
  now: number;
  /** The chat open beside the list (desktop). */
  selected: boolean;
  selecting: boolean;
  /** null: this entry cannot be selected (select mode skips −4 and −2). */
  checked: boolean | null;
  /** A living friend (spec 2 §5): a ring and a LIVE badge of its own beside the row's button. */
  live?: FriendLive | null;
  onOpen(): void;
  onToggle(): void;
  onMenu(x: number, y: number): void;
}) {
  const { t } = useTranslation([NS, 'chat']);
  const nameOf = useEntryName();
  const { consumeClick, ...press } = useLongPress(onMenu, hasQuickMenu(entry) && !selecting);
  const name = nameOf(entry);
  const badge = formatBadge(entry.noReadCount);
  const hi = entry.userList;
  const preview = (() => {
    if (hi?.length) return hi.map((u) => sanitizeUserName(u.userName)).join(', ');
    if (!entry.timestamp) return t('messages.noMessagesYet', 'No messages yet');
    switch (previewKind(entry)) {
      case 'picture':
        return t('messages.previewPicture', '[Picture]');
      case 'gift':
        return t('messages.previewGift', '[Gift]');
      case 'call':
        return t('messages.previewCall', '[Video call]');
      default: {
        // A server notice (the system conversations) in the reader's language.
        const notice = noticeText(entry);
        if (notice) return <NoticeText text={notice} />;
        return entry.contentKey
          ? String(t(entry.contentKey, entry.contentValues ?? {}))
          : (entry.content ?? '');
      }
    }
  })();
  const label = entry.timestamp ? timeLabel(entry.timestamp, null, now) : null;
  return (
    <li className={selected ? `${styles.row} ${styles.rowSelected}` : styles.row}>
      {selecting && checked !== null && (
        <input
          type="checkbox"
          className={styles.check}
          checked={checked}
          onChange={onToggle}
          aria-label={t('messages.selectName', 'Select {{name}}', { name })}
        />
      )}
      <button
        type="button"
        className={styles.rowButton}
        aria-current={selected ? 'true' : undefined}
        {...press}
        onClick={() => {
          if (consumeClick()) return;
          if (selecting) {
            if (checked !== null) onToggle();
          } else onOpen();
        }}
      >
        {hi?.length ? (
          <span className={styles.stack} aria-hidden="true">
            {hi.map((u) => (
              <Avatar key={u.friendId} src={u.headImg} name={u.userName} small />
            ))}
          </span>
        ) : live ? (
          <span className={liveStyles.ring}>
            <Avatar src={entry.headImg} name={name} />
          </span>
        ) : (
          <Avatar src={entry.headImg} name={name} />
        )}
        <span className={styles.rowText}>
          <span className={styles.rowTop}>
            <span className={styles.name}>
              <bdi>{name}</bdi>
            </span>
            {label && <span className={styles.time}>{labelText(t, label)}</span>}
          </span>
          <span className={styles.preview}>
            <span className={styles.previewText}>
              <bdi>{preview}</bdi>
            </span>
            {badge && (
              <span
                className={styles.badge}
                aria-label={t('messages.unreadN', '{{count, number}} unread', {
                  count: entry.noReadCount,
                  defaultValue_one: '{{count, number}} unread',
                })}
              >
                {badge}
              </span>
            )}
          </span>
        </span>
      </button>
      {live && !selecting && (
        <LiveBadge
          live={live}
          name={name}
          source={FRIEND_LIVE_SOURCE.chats}
          className={styles.rowLive}
        />
      )}
    </li>
  );
}

import { useTranslation } from 'react-i18next';
import { requestLive, showToast } from 'shared-sdk';
import { NS } from '../../../i18n';
import type { FriendLive } from '../state/livingStore';
import styles from './LiveFriends.module.css';

/** project — requestLive's source per way in (analytics). */
export const FRIEND_LIVE_SOURCE = {
  friends: 'friends_list',
  chats: 'chat_list',
  chat: 'chat_header',
} as const;

/**
 * A living friend's LIVE badge: a button of its own (the row's ordinary tap still opens the chat
 * or profile) that opens their live through the SDK's `requestLive`. A visitor's login popup and
 * the live layer's refusals (entry lock, an ended live) are shown there; only a live layer that
 * never answered (its part did not load) is toasted here.
 */
export function LiveBadge({
  live,
  name,
  source,
  className,
}: {
  live: FriendLive;
  name: string;
  source: string;
  className?: string;
}) {
  const { t } = useTranslation(NS);
  return (
    <button
      type="button"
      className={className ? `${styles.badge} ${className}` : styles.badge}
      aria-label={t('liveFriends.watch', "Watch {{name}}'s live", { name })}
      onClick={(e) => {
        e.stopPropagation();
        requestLive({ hostId: live.hostId, channelId: live.channelId, source }).catch(
          (err: unknown) => {
            if (err instanceof Error && /not mounted/.test(err.message))
              showToast(t('liveFriends.openFailed', 'The live could not open. Please try again.'));
          },
        );
      }}
    >
      <span className={styles.dot} aria-hidden="true" />
      {t('liveFriends.live', 'LIVE')}
    </button>
  );
}

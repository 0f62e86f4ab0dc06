import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import {
  formatBadge,
  pathFor,
  sanitizeUserName,
  unreadChatsAtom,
  type LanguagePrefix,
} from 'shared-sdk';
import { UNREAD_AVATARS_MAX } from 'shared-sdk/constants';
import { NS } from '../../../i18n';
import { AppLink } from './AppLink';
import styles from './Shell.module.css';

/** Up to 6 unread-chat avatars with counts, only users with noReadCount > 0 (spec 3 §2, §9). */
export function UnreadStrip({ prefix }: { prefix: LanguagePrefix | null }) {
  const { t } = useTranslation(NS);
  const chats = useAtomValue(unreadChatsAtom)
    .filter((c) => c.noReadCount > 0)
    .slice(0, UNREAD_AVATARS_MAX);
  if (chats.length === 0) return null;
  return (
    <ul className={styles.unreadStrip} aria-label={t('nav.unreadChats', 'Unread chats')}>
      {chats.map((c) => (
        <li key={c.friendId}>
          <AppLink
            to={pathFor('IMMessageSession', { friendId: c.friendId }, { prefix })}
            loginSource="unread_strip"
            aria-label={t('nav.unreadFrom', '{{name}}: {{count}} unread', {
              name: sanitizeUserName(c.userName),
              count: c.noReadCount,
              defaultValue_one: '{{name}}: {{count}} unread',
            })}
          >
            {c.headImg ? (
              <img src={c.headImg} alt="" className={styles.avatar} />
            ) : (
              <span className={styles.avatar} />
            )}
            <span className={styles.badge} aria-hidden="true">
              {formatBadge(c.noReadCount)}
            </span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

import X from 'lucide/dist/esm/icons/x.mjs';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  Icon,
  callPhaseAtom,
  pathFor,
  sanitizeUserName,
  type LanguagePrefix,
  type RouteName,
} from 'shared-sdk';
import { NS } from '../../../i18n';
import type { StoredMessage } from '../db/records';
import { useConversations, useMessageStore } from '../store/react';
import { bannerAllowed, bannerPreview, MESSAGE_BANNER_MS, wantsBanner } from '../state/banner';
import styles from './MessageBanner.module.css';

/**
 * The incoming-message tip banner (spec 3 §2): a new message from someone whose chat is not
 * open shows at the top for a few seconds, from any page but the hidden ones (state/banner.ts)
 * and never during a call. It comes from the message store ('incoming' is raised once per
 * stored message, never for your own); tapping it opens the chat. Part of the messaging layer
 * (MessagingLayer.tsx), which the host mounts on every page after sign-in, with the route.
 */
export function MessageBanner({
  routeName,
  prefix,
}: {
  routeName: RouteName | null;
  prefix: LanguagePrefix | null;
}) {
  const { t } = useTranslation(NS);
  const store = useMessageStore();
  const phase = useAtomValue(callPhaseAtom);
  const allowed = bannerAllowed(routeName, phase.status);
  const [shown, setShown] = useState<StoredMessage | null>(null);
  // The list re-renders the banner when the store learns the sender's name (a first message).
  const users = useConversations().users;

  // Each message is considered once, whether it comes live or from the store's memory.
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (!store || !allowed) return;
    const consider = ({ message, inOpenChat }: { message: StoredMessage; inOpenChat: boolean }) => {
      if (seen.current === message.messageUuid) return;
      seen.current = message.messageUuid;
      if (!inOpenChat && wantsBanner(message)) setShown(message);
    };
    // This code loads after the page; a message the store took in meanwhile still shows.
    const recent = store.recentIncoming(MESSAGE_BANNER_MS);
    if (recent) consider(recent);
    return store.events.on('incoming', consider);
  }, [store, allowed]);

  useEffect(() => {
    if (!shown) return;
    const id = setTimeout(() => setShown(null), MESSAGE_BANNER_MS);
    return () => clearTimeout(id);
  }, [shown]);

  if (!shown || !allowed) return null;
  const from = shown.senderId;
  const who = users.find((u) => u.friendId === from);
  const name = sanitizeUserName(who?.userName ?? '') || t('banner.newMessage', 'New message');
  return (
    <div
      className={styles.banner}
      role="status"
      aria-label={t('banner.from', 'New message from {{name}}', { name })}
    >
      <Link
        to={pathFor('IMMessageSession', { friendId: from }, { prefix })}
        className={styles.open}
      >
        {who?.headImg ? (
          <img src={who.headImg} alt="" className={styles.avatar} />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <span className={styles.text}>
          <strong className={styles.name}>
            <bdi>{name}</bdi>
          </strong>
          <span className={styles.preview}>{bannerPreview(shown, t)}</span>
        </span>
      </Link>
      <button
        type="button"
        className={styles.close}
        aria-label={t('banner.dismiss', 'Dismiss')}
        onClick={() => setShown(null)}
      >
        <Icon icon={X} size={18} />
      </button>
    </div>
  );
}

import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'shared-sdk';
import { CALL_LOCATION } from 'shared-sdk/constants';
import { TransText } from 'shared-sdk/locale';
import { useConversations, useMessageStore, useRoom } from '../store/react';
import { NS } from '../../../i18n';
import { CallButton } from '../../call/components/CallButton';
import { ChatGifts } from '../../gifts/components/ChatGifts';
import { GiftShow } from '../../gifts/components/GiftShow';
import { useChatPeer } from '../hooks/useChatPeer';
import { FRIEND_LIVE_SOURCE, LiveBadge } from '../../live-friends/components/LiveBadge';
import { useLivingFriends } from '../../live-friends/hooks/useLivingFriends';
import { Avatar } from './Avatar';
import { BlockedBar } from './BlockedBar';
import { Composer } from './Composer';
import { useFriendPrompt } from './FriendPrompt';
import { BackIcon, VideoIcon } from './Icons';
import { MessageList } from './MessageList';
import { StoreNotice, TranslateSwitch } from './Translation';
import styles from './Chat.module.css';

/**
 * One conversation (spec 2 §2: a panel beside the list on desktop, IMMessageSession on mobile).
 * Opening it tells the store (its messages become read, new ones are read at once and make no
 * sound); the room's snapshot comes from the store (useRoom), the first page from the device, then
 * one sync with the server.
 */
export function ChatPanel({ friendId, asPage }: { friendId: number; asPage: boolean }) {
  const { t } = useTranslation([NS, 'chat']);
  const store = useMessageStore();
  const room = useRoom(friendId);
  const peer = useChatPeer(friendId);
  const prompt = useFriendPrompt(peer);
  const [sent, setSent] = useState(0);
  const [gifts, setGifts] = useState(false);
  const name = peer.nameKey
    ? String(t(peer.nameKey))
    : peer.name || t('messages.userN', 'User {{id}}', { id: friendId });
  const Heading = asPage ? 'h1' : 'h2';
  const people = useMemo(() => (friendId > 0 ? [friendId] : []), [friendId]);
  const live = useLivingFriends(people)(friendId);

  // A first message makes a list entry the store knows only by id: ask the server for the list
  // (it names the person), so the message list shows their name, not "User 123".
  const nameless = useConversations().users.some((u) => u.friendId === friendId && !u.userName);
  const count = room.messages.length;
  useEffect(() => {
    if (nameless && !peer.system) void store?.refreshConversations().catch(() => undefined);
  }, [nameless, peer.system, store, count]);

  // An open chat has nothing unread: the history sync can bring back the server's unread copies
  // of messages the store had already marked read, so mark again whenever unread ones show up.
  const unread = room.messages.some((m) => m.read === 0 && m.senderId !== store?.userId);
  useEffect(() => {
    if (unread && !room.syncing) void store?.markRead(friendId).catch(() => undefined);
  }, [unread, room.syncing, store, friendId]);

  useEffect(() => {
    store?.setOpenRoom(friendId);
    return () => store?.setOpenRoom(null);
  }, [store, friendId]);

  return (
    <section className={styles.chat} aria-label={t('chat.with', 'Chat with {{name}}', { name })}>
      <header className={styles.header}>
        {asPage && (
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('chat.back', 'All messages')}
            onClick={() => navigate('MessagePage')}
          >
            <BackIcon />
          </button>
        )}
        <Avatar src={peer.headImg} name={name} small />
        <Heading className={styles.headerName}>
          <bdi>{name}</bdi>
        </Heading>
        {live && !peer.system && (
          <LiveBadge live={live} name={name} source={FRIEND_LIVE_SOURCE.chat} />
        )}
        {!peer.system && (
          <>
            <TranslateSwitch />
            {/* spec 2 §1, §6: a paying user's call from the chat; others get the VIP tip (the SDK's call machine). */}
            <CallButton
              className={`${styles.iconButton} ${styles.callButton}`}
              target={{
                id: friendId,
                userName: name,
                ...(peer.headImg && { headImg: peer.headImg }),
              }}
              callLocation={CALL_LOCATION.chat}
              icon={<VideoIcon />}
            />
            <button
              type="button"
              className={styles.iconButton}
              onClick={() => navigate('FriendPage', { friendId })}
            >
              {t('chat.profile', 'Profile')}
            </button>
          </>
        )}
      </header>
      {room.error && (
        <p className={styles.alert} role="alert">
          <span>{String(t(room.error))}</span>
          <button
            type="button"
            className={styles.iconButton}
            onClick={() => void store?.room(friendId).syncNewest()}
          >
            {t('chat.tryAgain', 'Try again')}
          </button>
        </p>
      )}
      <StoreNotice />
      {room.status === 'ready' && !room.syncing && room.messages.length === 0 ? (
        <p className={styles.empty}>
          {peer.system ? (
            t('chat.systemEmpty', 'Nothing here yet. Notices from LivCam will appear here.')
          ) : (
            <TransText
              ns={NS}
              i18nKey="chat.empty"
              defaults="No messages yet. Say hello to <bdi>{{name}}</bdi>!"
              values={{ name }}
            />
          )}
        </p>
      ) : room.status !== 'ready' && room.messages.length === 0 ? (
        <p className={styles.empty} aria-busy="true">
          {t('chat.loading', 'Loading messages…')}
        </p>
      ) : (
        <MessageList room={room} peerName={name} scrollSignal={sent} />
      )}
      <GiftShow friendId={friendId} peerName={name} />
      {!peer.system && peer.blacklisted && (
        <BlockedBar friendId={friendId} name={name} onUnblocked={peer.refresh} />
      )}
      {!peer.system && !peer.blacklisted && (
        <>
          {prompt.bar}
          {gifts && <ChatGifts friendId={friendId} peerName={name} />}
          <Composer
            friendId={friendId}
            onSent={() => setSent((n) => n + 1)}
            onFocusBlocked={prompt.blocked ? prompt.ask : undefined}
            giftsOpen={gifts}
            onToggleGifts={() => setGifts((g) => !g)}
          />
          {prompt.dialogs}
        </>
      )}
    </section>
  );
}

import { useEffect, useRef, useState, type ReactElement } from 'react';
import { TransText } from 'shared-sdk/locale';
import { useRoomT } from '../../hooks/useRoomT';
import {
  autoScrollAllowed,
  chatKeyAction,
  prepareChat,
  truncateChat,
  type LiveMessage,
  type RoomView,
} from '../../engine';
import { NS } from '../../../../i18n';
import roomStyles from './Room.module.css';
import styles from './RoomChat.module.css';

/**
 * One chat line after the sender's name: a viewer's words as they typed them, or the room's
 * event as one sentence with the name in it (word order is the translator's).
 */
function LineText({ m, sender }: { m: LiveMessage; sender: ReactElement }) {
  const name = { name: sender };
  switch (m.action) {
    case 'chat':
      return (
        <>
          {sender} <span dir="auto">{m.text ?? ''}</span>
        </>
      );
    case 'join':
      // The host's welcome to this viewer (its rules text shows as the room's tip).
      return (
        <TransText
          ns={NS}
          i18nKey="liveRoom.room.welcome"
          defaults="<name/> welcomes you to the live"
          components={name}
        />
      );
    case 'joined':
      return (
        <TransText
          ns={NS}
          i18nKey="liveRoom.room.joined"
          defaults="<name/> joined the live"
          components={name}
        />
      );
    case 'left':
      return (
        <TransText
          ns={NS}
          i18nKey="liveRoom.room.left"
          defaults="<name/> left the live"
          components={name}
        />
      );
    case 'gift':
      return (
        <TransText
          ns={NS}
          i18nKey="liveRoom.room.sentGift"
          defaults="<name/> sent a gift"
          components={name}
        />
      );
  }
}

/** A viewer who left and whose name the room never learnt says nothing worth a line. */
const shown = (m: LiveMessage) => m.action !== 'left' || !!m.userName;

/** The live chat's lines: the host's lines carry the "Host" tag (spec 3 §6). */
export function ChatList({ room }: { room: Pick<RoomView, 'messages' | 'live' | 'tipsShown'> }) {
  const { t } = useRoomT();
  const ref = useRef<HTMLOListElement>(null);
  const scrolledAt = useRef<number | null>(null);
  const last = room.messages.at(-1)?.seq;

  // New lines scroll into view unless the viewer scrolled in the last 5 s (spec 3 §9).
  useEffect(() => {
    const el = ref.current;
    if (el && autoScrollAllowed(Date.now(), scrolledAt.current)) el.scrollTop = el.scrollHeight;
  }, [last]);
  const userScrolled = () => {
    scrolledAt.current = Date.now();
  };

  return (
    <ol
      ref={ref}
      className={styles.chatList}
      aria-label={t('liveRoom.room.chat', 'Live chat')}
      aria-live="polite"
      onWheel={userScrolled}
      onTouchMove={userScrolled}
      onKeyDown={userScrolled}
      tabIndex={0}
    >
      {room.messages.filter(shown).map((m) => {
        const host = m.userId === room.live.hostId;
        return (
          <li key={m.seq} className={styles.line}>
            {host && <span className={styles.hostTag}>{t('liveRoom.room.hostTag', 'Host')}</span>}
            <span className={m.action === 'chat' ? undefined : styles.event}>
              <LineText
                m={m}
                sender={
                  <bdi className={styles.sender}>
                    {m.userName || t('liveRoom.room.someone', 'Someone')}
                  </bdi>
                }
              />
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The chat input (spec 3 §5): cut at 100 characters, Enter sends, empty is not sent; a muted
 * viewer sees it disabled with the muted placeholder (spec 3 §4 "Mute").
 */
export function ChatInput({ muted, onSend }: { muted: boolean; onSend(text: string): void }) {
  const { t } = useRoomT();
  const [text, setText] = useState('');
  const send = () => {
    const check = prepareChat(text);
    if (!check.ok) return;
    onSend(check.content);
    setText('');
  };
  const label = t('liveRoom.room.say', 'Say something…');
  return (
    <form
      className={styles.chatForm}
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <input
        className={styles.chatInput}
        value={muted ? '' : text}
        disabled={muted}
        placeholder={muted ? t('liveRoom.toast.muted', "You're muted.") : label}
        aria-label={label}
        enterKeyHint="send"
        onChange={(e) => setText(truncateChat(e.target.value))}
        onKeyDown={(e) => {
          if (chatKeyAction({ key: e.key, isComposing: e.nativeEvent.isComposing }) !== 'send')
            return;
          e.preventDefault();
          send();
        }}
      />
      <button
        type="submit"
        className={`${roomStyles.sendButton} ${styles.sendButton}`}
        disabled={muted || !text.trim()}
      >
        {t('liveRoom.room.send', 'Send')}
      </button>
    </form>
  );
}

import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SAY_HI_FRIEND_ID, isMobileAtom, navigate } from 'shared-sdk';
import type { ConversationEntry } from '../rules/conversations';
import { NS } from '../../../i18n';
import { useBottomInset } from '../hooks/useBottomInset';
import { useIncomingSound } from '../hooks/useIncomingSound';
import { ChatPanel } from './ChatPanel';
import { ConversationList } from './ConversationList';
import { SayHiList } from './SayHiPage';
import styles from './Messages.module.css';

/**
 * Route MessagePage (/message), and IMMessageSession on desktop: the conversation list, with the
 * open chat (or the say-hi group) beside it on desktop. On mobile a conversation is its own
 * route (IMMessageSession, IMSayHiSession).
 */
export function MessagePage({ openId = null }: { openId?: number | null }) {
  const { t } = useTranslation(NS);
  const mobile = useAtomValue(isMobileAtom);
  const [open, setOpen] = useState<number | null>(openId);
  const inset = useBottomInset(mobile);
  useIncomingSound();

  const onOpen = (e: ConversationEntry | { friendId: number }) => {
    if (!mobile) return setOpen(e.friendId);
    if (e.friendId === SAY_HI_FRIEND_ID) navigate('IMSayHiSession');
    else navigate('IMMessageSession', { friendId: e.friendId });
  };

  return (
    <div className={styles.page} style={inset ? { height: `calc(100dvh - ${inset}px)` } : undefined}>
      <section className={styles.listPane}>
        <ConversationList selectedId={mobile ? null : open} onOpen={onOpen} />
      </section>
      {!mobile && (
        <div className={styles.chatPane}>
          {open === SAY_HI_FRIEND_ID ? (
            <SayHiList onOpen={(id) => setOpen(id)} />
          ) : open !== null ? (
            <ChatPanel key={open} friendId={open} asPage={false} />
          ) : (
            <p className={styles.placeholder}>
              {t('messages.pick', 'Choose a conversation to read and reply.')}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

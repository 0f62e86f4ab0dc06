import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isMobileAtom, navigate } from 'shared-sdk';
import { FRIEND_RELATION } from 'shared-sdk/constants';
import type { ConversationEntry } from '../rules/conversations';
import { useConversations } from '../store/react';
import { NS } from '../../../i18n';
import { useIncomingSound } from '../hooks/useIncomingSound';
import { ConversationRow } from './ConversationRow';
import styles from './Messages.module.css';

/**
 * The say-hi group (spec 2 §3 friendId −4): conversations with people who asked to be your
 * friend (relation 3), newest first, each opening its chat (where the accept prompt is).
 */
export function SayHiList({
  onOpen,
  asPage,
}: {
  onOpen(friendId: number): void;
  asPage?: boolean;
}) {
  const { t } = useTranslation([NS, 'chat']);
  const conv = useConversations();
  const [now] = useState(() => Date.now());
  const hi: ConversationEntry[] = conv.users
    .filter((u) => u.friendId > 0 && u.relation === FRIEND_RELATION.pendingAccept)
    .sort((a, b) => b.timestamp - a.timestamp);
  const Heading = asPage ? 'h1' : 'h2';
  return (
    <section className={styles.listPane} style={{ inlineSize: '100%', borderInlineEnd: 0 }}>
      <div className={styles.listHeader}>
        <Heading className={styles.title}>{t('sayHi.title', 'Say hi')}</Heading>
        {asPage && (
          <button
            type="button"
            className={styles.textButton}
            onClick={() => navigate('MessagePage')}
          >
            {t('common.allMessages', 'All messages')}
          </button>
        )}
      </div>
      {conv.status === 'loading' ? (
        <div className={styles.skeleton} aria-busy="true" />
      ) : hi.length ? (
        <ul className={styles.list} aria-label={t('sayHi.listLabel', 'Greetings')}>
          {hi.map((e) => (
            <ConversationRow
              key={e.croomId}
              entry={e}
              now={now}
              selected={false}
              selecting={false}
              checked={null}
              onOpen={() => onOpen(e.friendId)}
              onToggle={() => undefined}
              onMenu={() => undefined}
            />
          ))}
        </ul>
      ) : (
        <p className={styles.note}>
          {t(
            'sayHi.emptyText',
            'Greetings from people you have not chatted with yet will be collected here.',
          )}
        </p>
      )}
    </section>
  );
}

/** Route IMSayHiSession (/message/sayhi): the say-hi group on mobile (desktop shows it beside the list). */
export function SayHiPage() {
  const mobile = useAtomValue(isMobileAtom);
  useIncomingSound();
  return (
    <div
      className={styles.page}
      style={{ height: 'auto', minHeight: mobile ? undefined : '100vh' }}
    >
      <SayHiList asPage onOpen={(friendId) => navigate('IMMessageSession', { friendId })} />
    </div>
  );
}

import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoomSnapshot } from '../store/room';
import { useMessageStore } from '../store/react';
import { NS } from '../../../i18n';
import { chatRows } from '../state/rows';
import { MessageBubble } from './MessageBubble';
import { labelText } from './text';
import styles from './Chat.module.css';

/** Start loading the next older page this close to the top (px). */
const OLDER_AT_PX = 300;

/**
 * The conversation, virtualized with @tanstack/react-virtual (README "Why a virtualizer"): only
 * the rows on screen plus a few either side are in the DOM, however long the history is. It is
 * anchored to the end like a chat: it opens at the newest message, follows new ones while the
 * reader is at the bottom, and keeps the visible message still when an older page (100, spec 2
 * §9) is put in front of it on scrolling up.
 */
export function MessageList({
  room,
  peerName,
  scrollSignal,
}: {
  room: RoomSnapshot;
  peerName: string;
  /** Changes when the user sends something: the list jumps to the end. */
  scrollSignal: number;
}) {
  const { t } = useTranslation([NS, 'chat']);
  const store = useMessageStore();
  const me = store?.userId ?? 0;
  const parent = useRef<HTMLDivElement>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(id);
  }, []);
  const rows = useMemo(() => chatRows(room.messages, me, now), [room.messages, me, now]);

  const v = useVirtualizer({
    count: rows.length,
    getScrollElement: () => parent.current,
    estimateSize: () => 64,
    getItemKey: (i) => rows[i]!.key,
    anchorTo: 'end',
    followOnAppend: true,
    scrollEndThreshold: 80,
    overscan: 6,
  });

  // Open at the newest message once the first page is there.
  const opened = useRef(false);
  useLayoutEffect(() => {
    if (opened.current || room.status !== 'ready' || !rows.length) return;
    opened.current = true;
    v.scrollToEnd();
  }, [room.status, rows.length, v]);
  useEffect(() => {
    if (scrollSignal) v.scrollToEnd();
  }, [scrollSignal, v]);

  const loadOlder = () => {
    if (!opened.current || !room.hasOlder || room.loadingOlder || room.status !== 'ready') return;
    void store?.room(room.friendId).loadOlder();
  };

  // Older messages may become known while the reader is already at the top (the first sync
  // answers after the first scroll): no scroll event follows, so look again when they do.
  useEffect(() => {
    const el = parent.current;
    if (
      el &&
      room.hasOlder &&
      !room.loadingOlder &&
      el.scrollTop < OLDER_AT_PX &&
      el.scrollHeight > el.clientHeight
    )
      loadOlder();
  });

  return (
    <div className={styles.messagesBox}>
      {room.loadingOlder && (
        <p className={styles.older} role="status">
          {t('chat.loadingOlder', 'Loading earlier messages…')}
        </p>
      )}
      <div
        ref={parent}
        className={styles.messages}
        role="log"
        // Scrollable: keyboard users scroll it with the arrow keys once it has the focus.
        tabIndex={0}
        data-has-older={room.hasOlder}
        data-loading-older={room.loadingOlder}
        aria-label={t('chat.historyWith', 'Messages with {{name}}', { name: peerName })}
        onScroll={(e) => {
          if (e.currentTarget.scrollTop < OLDER_AT_PX) loadOlder();
        }}
      >
        <div style={{ height: v.getTotalSize(), position: 'relative', width: '100%' }}>
          {v.getVirtualItems().map((item) => {
            const row = rows[item.index]!;
            return (
              <div
                key={item.key}
                ref={v.measureElement}
                data-index={item.index}
                data-testid="message-row"
                className={styles.rowBox}
                style={{ transform: `translateY(${item.start}px)` }}
              >
                {row.label && <p className={styles.timeLabel}>{labelText(t, row.label)}</p>}
                <MessageBubble row={row} me={me} peerName={peerName} />
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}

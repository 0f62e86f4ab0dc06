import X from 'lucide/dist/esm/icons/x.mjs';
import type { HTMLAttributes, ReactNode } from 'react';
import { Icon } from 'shared-sdk';
import type { LiveInfo } from '../../engine';
import { useRoomT } from '../../hooks/useRoomT';
import styles from './Room.module.css';

/** The full-screen frame of a room without its video (entering, ended): cover, name, close. */
export function RoomFrame({
  live,
  status,
  dim,
  onClose,
  handlers,
  children,
}: {
  live: LiveInfo;
  status: 'entering' | 'ended';
  /** The cover darkened behind a message (ended) rather than a loading screen. */
  dim?: boolean;
  onClose(): void;
  /** Pointer handlers of a swipe (the ended live still swipes to another one). */
  handlers?: HTMLAttributes<HTMLDivElement>;
  children: ReactNode;
}) {
  const { t } = useRoomT();
  return (
    <div
      className={styles.room}
      role="dialog"
      aria-modal="true"
      aria-label={t('liveRoom.room.label', 'Live of {{name}}', { name: live.name })}
      data-status={status}
      {...handlers}
    >
      {live.coverUrl && (
        <img className={dim ? styles.coverDim : styles.cover} src={live.coverUrl} alt="" />
      )}
      <div className={styles.enteringTop}>
        <h2 className={styles.hostName}>
          <bdi>{live.name}</bdi>
        </h2>
        <button type="button" className={styles.iconButton} onClick={onClose}>
          <Icon icon={X} label={t('liveRoom.room.close', 'Close')} />
        </button>
      </div>
      <div className={styles.centre}>{children}</div>
    </div>
  );
}

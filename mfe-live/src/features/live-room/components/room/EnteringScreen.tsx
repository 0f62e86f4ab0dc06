import type { LiveRoomStatusOf } from '../../engine';
import { useRoomT } from '../../hooks/useRoomT';
import { RoomFrame } from './RoomFrame';
import styles from './Room.module.css';

/**
 * Entering a live (spec 3 §2 "A loading screen for the next live shows the host cover"): the
 * host's cover while the join runs; when it could not reach the server, a retry.
 */
export function EnteringScreen({ snap }: { snap: LiveRoomStatusOf<'entering'> }) {
  const { t } = useRoomT();
  return (
    <RoomFrame live={snap.live} status="entering" onClose={snap.close}>
      {snap.phase === 'failed' ? (
        <div role="alert">
          <p>
            {t(
              'liveRoom.room.joinFailed',
              'Could not reach the live. Check your connection and try again.',
            )}
          </p>
          <button type="button" className={styles.primary} onClick={snap.retry}>
            {t('liveRoom.room.retry', 'Try again')}
          </button>
        </div>
      ) : (
        <div
          className={styles.spinner}
          role="status"
          aria-label={t('liveRoom.room.entering', 'Entering the live…')}
        />
      )}
    </RoomFrame>
  );
}

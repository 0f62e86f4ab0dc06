import { EndPage } from '../../../live-end';
import type { LiveRoomStatusOf } from '../../engine';
import { useSwipe } from '../../hooks/useSwipe';
import { useRoomT } from '../../hooks/useRoomT';
import styles from './Room.module.css';

/**
 * The live ended while watching: the end page (features/live-end: why it ended, the host's
 * photos and videos, other lives, More, close), full screen; a swipe still moves to another live.
 */
export function EndedScreen({ snap }: { snap: LiveRoomStatusOf<'ended'> }) {
  const { t } = useRoomT();
  const swipe = useSwipe(snap.swipe, !snap.switching);
  return (
    <div
      className={styles.endedRoom}
      role="dialog"
      aria-modal="true"
      aria-label={t('liveRoom.room.label', 'Live of {{name}}', { name: snap.live.name })}
      data-status="ended"
      {...swipe.handlers}
    >
      <EndPage ended={snap} />
      {snap.switching && (
        <p className={styles.switching} role="status">
          {snap.switching === 'next'
            ? t('liveRoom.room.loadingNext', 'Loading the next live…')
            : t('liveRoom.room.loadingPrevious', 'Loading the previous live…')}
        </p>
      )}
    </div>
  );
}

import type { LiveRoomStatusOf } from '../../engine';
import { useSwipe } from '../../hooks/useSwipe';
import { useRoomT } from '../../hooks/useRoomT';
import { RoomFrame } from './RoomFrame';
import styles from './Room.module.css';

/**
 * The live ended while watching. The full end page (host photos and videos, other lives:
 * features/live-end) takes this snapshot; until it is mounted here the room says the live ended
 * and offers More (GoddessWall) and close; a swipe still moves to another live.
 */
export function EndedScreen({ snap }: { snap: LiveRoomStatusOf<'ended'> }) {
  const { t } = useRoomT();
  const swipe = useSwipe(snap.swipe, !snap.switching);
  return (
    <RoomFrame
      live={snap.live}
      status="ended"
      dim
      onClose={snap.close}
      handlers={swipe.handlers}
    >
      <p className={styles.endedText}>{t('liveRoom.room.ended', 'This live has ended')}</p>
      <button type="button" className={styles.primary} onClick={snap.more}>
        {t('liveRoom.room.more', 'More')}
      </button>
      {snap.switching && (
        <p className={styles.endedText} role="status">
          {t('liveRoom.room.loadingNext', 'Loading the next live…')}
        </p>
      )}
    </RoomFrame>
  );
}

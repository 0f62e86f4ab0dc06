import type { LiveRoomStatusOf } from '../../engine';
import { useRoomT } from '../../hooks/useRoomT';
import { RoomFrame } from './RoomFrame';
import styles from './Room.module.css';

/**
 * The live ended while watching. The full end page (host photos and videos, other lives:
 * features/live-end) takes this snapshot; until it is mounted here the room says the live ended
 * and offers More (GoddessWall) and close.
 */
export function EndedScreen({ snap }: { snap: LiveRoomStatusOf<'ended'> }) {
  const { t } = useRoomT();
  return (
    <RoomFrame live={snap.live} status="ended" dim onClose={snap.close}>
      <p className={styles.endedText}>{t('liveRoom.room.ended', 'This live has ended')}</p>
      <button type="button" className={styles.primary} onClick={snap.more}>
        {t('liveRoom.room.more', 'More')}
      </button>
    </RoomFrame>
  );
}

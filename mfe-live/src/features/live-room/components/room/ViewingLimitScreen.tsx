import type { LiveInfo } from '../../engine';
import { useRoomT } from '../../hooks/useRoomT';
import { liveToastText } from '../../texts';
import { RoomFrame } from './RoomFrame';
import styles from './Room.module.css';

/**
 * A tourist at the viewing-time limit (spec 3 §4 "Tourists", §8): the video has stopped; the
 * live's cover stays under the spec's text and a way to register, which goes on with this live
 * once signed in. The login popup opens over it at once; this is what is left if they close it.
 */
export function ViewingLimitScreen({
  live,
  onRegister,
  onClose,
}: {
  live: LiveInfo;
  onRegister(): void;
  onClose(): void;
}) {
  const { t, tx } = useRoomT();
  return (
    <RoomFrame live={live} status="ended" dim onClose={onClose}>
      <div role="alert" className={styles.limit}>
        <p>{liveToastText(tx, 'viewingLimit')}</p>
        <button type="button" className={styles.primary} onClick={onRegister}>
          {t('liveRoom.room.registerFree', 'Register for free')}
        </button>
      </div>
    </RoomFrame>
  );
}

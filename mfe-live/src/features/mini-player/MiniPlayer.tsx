import Maximize from 'lucide/dist/esm/icons/maximize-2.mjs';
import X from 'lucide/dist/esm/icons/x.mjs';
import { useTranslation } from 'react-i18next';
import { Icon } from 'shared-sdk';
import { NS } from '../../i18n';
import type { LiveRoomStatusOf } from '../live-room/engine';
import styles from './MiniPlayer.module.css';

/**
 * The mini player's controls over the room's own video (LiveStage keeps the one video element
 * playing: no rejoin): the host's name, back to the room, close. The window itself is dragged
 * by LiveStage (useDrag); a tap on it also goes back to the room.
 */
export function MiniPlayerControls({ snap }: { snap: LiveRoomStatusOf<'minimised'> }) {
  const { t } = useTranslation(NS);
  return (
    <div className={styles.controls}>
      <span className={styles.name}>{snap.live.name}</span>
      <button type="button" className={styles.button} onClick={snap.restore}>
        <Icon icon={Maximize} size={16} label={t('liveRoom.mini.restore', 'Back to the live')} />
      </button>
      <button type="button" className={styles.button} onClick={snap.close}>
        <Icon icon={X} size={16} label={t('liveRoom.mini.close', 'Close the live')} />
      </button>
    </div>
  );
}

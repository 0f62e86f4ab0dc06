import X from 'lucide/dist/esm/icons/x.mjs';
import { useTranslation } from 'react-i18next';
import { Icon } from 'shared-sdk';
import { NS } from '../../../../i18n';
import type { LiveRoomStatusOf } from '../../engine';
import styles from './Room.module.css';

/**
 * The live ended while watching. The full end page (host photos and videos, other lives:
 * features/live-end) takes this snapshot; until it is mounted here the room says the live ended
 * and offers More (GoddessWall) and close, and a swipe still moves to another live.
 */
export function EndedScreen({ snap }: { snap: LiveRoomStatusOf<'ended'> }) {
  const { t } = useTranslation(NS);
  return (
    <div
      className={styles.room}
      role="dialog"
      aria-modal="true"
      aria-label={t('liveRoom.room.label', 'Live of {{name}}', { name: snap.live.name })}
      data-status="ended"
    >
      {snap.live.coverUrl && <img className={styles.coverDim} src={snap.live.coverUrl} alt="" />}
      <div className={styles.enteringTop}>
        <h2 className={styles.hostName}>{snap.live.name}</h2>
        <button type="button" className={styles.iconButton} onClick={snap.close}>
          <Icon icon={X} label={t('liveRoom.room.close', 'Close')} />
        </button>
      </div>
      <div className={styles.centre}>
        <p className={styles.endedText}>{t('liveRoom.room.ended', 'This live has ended')}</p>
        <button type="button" className={styles.primary} onClick={snap.more}>
          {t('liveRoom.room.more', 'More')}
        </button>
      </div>
    </div>
  );
}

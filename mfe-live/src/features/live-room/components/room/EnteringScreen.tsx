import X from 'lucide/dist/esm/icons/x.mjs';
import { useTranslation } from 'react-i18next';
import { Icon } from 'shared-sdk';
import { NS } from '../../../../i18n';
import type { LiveRoomStatusOf } from '../../engine';
import styles from './Room.module.css';

/**
 * Entering a live (spec 3 §2 "A loading screen for the next live shows the host cover"): the
 * host's cover while the join runs; when it could not reach the server, a retry.
 */
export function EnteringScreen({ snap }: { snap: LiveRoomStatusOf<'entering'> }) {
  const { t } = useTranslation(NS);
  return (
    <div
      className={styles.room}
      role="dialog"
      aria-modal="true"
      aria-label={t('liveRoom.room.label', 'Live of {{name}}', { name: snap.live.name })}
      data-status="entering"
    >
      {snap.live.coverUrl && <img className={styles.cover} src={snap.live.coverUrl} alt="" />}
      <div className={styles.enteringTop}>
        <h2 className={styles.hostName}>{snap.live.name}</h2>
        <button type="button" className={styles.iconButton} onClick={snap.close}>
          <Icon icon={X} label={t('liveRoom.room.close', 'Close')} />
        </button>
      </div>
      {snap.phase === 'failed' ? (
        <div className={styles.centre} role="alert">
          <p>{t('liveRoom.room.joinFailed', 'Could not reach the live. Check your connection and try again.')}</p>
          <button type="button" className={styles.primary} onClick={snap.retry}>
            {t('liveRoom.room.retry', 'Try again')}
          </button>
        </div>
      ) : (
        <div className={styles.centre}>
          <div className={styles.spinner} role="status" aria-label={t('liveRoom.room.entering', 'Entering the live…')} />
        </div>
      )}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { TransText } from 'shared-sdk/locale';
import { NS } from '../../../../i18n';
import type { RoomView } from '../../engine';
import { CloseButton } from './CloseButton';
import { useRoomText } from './useRoomText';
import styles from './Notices.module.css';

/**
 * The friend-request banner (spec 3 §4: hidden after 8 s; the engine times it) with accept and
 * dismiss, and the success line after an accept (5 s).
 */
export function FriendBanner({
  request,
  accepted,
}: {
  request: RoomView['friendRequest'];
  accepted: boolean;
}) {
  const { t } = useTranslation(NS);
  if (!request && !accepted) return null;
  if (!request)
    return (
      <p className={`${styles.banner} ${styles.success}`} role="status">
        {t('liveRoom.banner.accepted', 'You are friends now.')}
      </p>
    );
  return (
    <div className={styles.banner} role="status">
      <span className={styles.text}>
        <TransText
          ns={NS}
          i18nKey="liveRoom.banner.request"
          defaults="<name/> wants to be your friend"
          components={{ name: <bdi>{request.userName}</bdi> }}
        />
      </span>
      <button
        type="button"
        className={styles.accept}
        disabled={request.accepting}
        onClick={request.accept}
      >
        {request.accepting
          ? t('liveRoom.banner.accepting', 'Accepting…')
          : t('liveRoom.banner.accept', 'Accept')}
      </button>
      <CloseButton
        label={t('liveRoom.banner.dismiss', 'Dismiss')}
        onClick={request.dismiss}
        className={styles.dismiss}
        size={18}
      />
    </div>
  );
}

/** The live tips (spec 3 §4: hidden after 180 s; the engine times it): the room's rules. */
export function LiveTips() {
  const roomText = useRoomText();
  return (
    <p className={styles.tips} role="note">
      {roomText('rules')}
    </p>
  );
}

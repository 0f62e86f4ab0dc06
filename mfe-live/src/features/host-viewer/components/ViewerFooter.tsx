import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { callPhaseAtom, navigate, requestCall, sanitizeUserName, type HostCard } from 'shared-sdk';
import { CALL_LOCATION } from 'shared-sdk/constants';
import { NS } from '../../../i18n';
import styles from './HostViewer.module.css';

/**
 * spec 3 §2 "Footer: like, message, Chat now". Like needs login (useHostLike); Message opens the
 * chat with the host (route IMMessageSession); Chat now starts a call through the SDK's
 * `requestCall` (a visitor gets the login popup there, and the call starts after sign-in).
 */
export function ViewerFooter({
  host,
  liked,
  onLike,
}: {
  host: HostCard;
  liked: boolean;
  onLike(host: HostCard): void;
}) {
  const { t } = useTranslation(NS);
  const { status } = useAtomValue(callPhaseAtom);
  const calling = status !== 'idle' && status !== 'ended';
  const name = sanitizeUserName(host.name);
  const call = () =>
    requestCall({
      target: {
        id: host.id,
        userName: host.name,
        headImg: host.headImg,
        gender: host.gender,
        countryId: host.countryId,
        isHost: true,
      },
      callLocation: CALL_LOCATION.hostViewer,
    }).catch(() => {
      // 'not login' (the popup is open) or a call in progress: the call layer says so.
    });
  return (
    <footer className={styles.footer}>
      <button
        type="button"
        className={liked ? `${styles.round} ${styles.liked}` : styles.round}
        aria-pressed={liked}
        disabled={liked}
        aria-label={
          liked
            ? t('hostViewer.likedName', 'You like {{name}}', { name })
            : t('hostViewer.likeName', 'Like {{name}}', { name })
        }
        onClick={() => onLike(host)}
      >
        <span aria-hidden="true">♥</span>
        <span className={styles.roundText}>
          {liked ? t('hostViewer.liked', 'Liked') : t('hostViewer.like', 'Like')}
        </span>
      </button>
      <button
        type="button"
        className={styles.round}
        aria-label={t('hostViewer.messageName', 'Message {{name}}', { name })}
        onClick={() => navigate('IMMessageSession', { friendId: host.id })}
      >
        <span aria-hidden="true">✉</span>
        <span className={styles.roundText}>{t('hostViewer.message', 'Message')}</span>
      </button>
      <button
        type="button"
        className={styles.chatNow}
        disabled={calling}
        aria-label={t('hostViewer.chatNowName', 'Chat now with {{name}}', { name })}
        onClick={call}
      >
        {t('hostViewer.chatNow', 'Chat now')}
      </button>
    </footer>
  );
}

import { useTranslation } from 'react-i18next';
import { useModal, type ModalOptions } from 'shared-sdk';
import type { CallStatusOf } from '../engine';
import { NS } from '../../../i18n';
import { Avatar, peerName } from './Avatar';
import { SelfView } from './SelfView';
import styles from './Call.module.css';

type Props = {
  snap: CallStatusOf<'outgoing'> | CallStatusOf<'incoming'> | CallStatusOf<'launching'>;
  local: MediaStream | null;
  /** Where focus goes when the ring bell closes (the element that started the call). */
  returnFocus?: ModalOptions['returnFocus'];
};

/**
 * The ring-bell popup (spec 2 §4 rule 6): the callee accepts or refuses; the caller sees the
 * price per minute and can cancel. The caller's camera preview runs behind it. Modal (the SDK's
 * focus trap): it takes the focus, Tab stays in it, the page behind is inert.
 */
export function RingBell({ snap, local, returnFocus }: Props) {
  const { t } = useTranslation(NS);
  const ref = useModal<HTMLDivElement>({ returnFocus });
  const name = peerName(snap.peer, t('call.someone', 'Someone'));
  const incoming = snap.status === 'incoming';
  const price = snap.status === 'launching' ? null : snap.room.price;
  return (
    <div
      ref={ref}
      className={styles.ring}
      role="dialog"
      aria-modal="true"
      tabIndex={-1}
      aria-label={
        incoming
          ? t('call.incomingLabel', 'Incoming video call')
          : t('call.outgoingLabel', 'Calling')
      }
    >
      {!incoming && local && (
        <SelfView
          stream={local}
          className={styles.ringPreview}
          label={t('call.preview', 'Your camera preview')}
        />
      )}
      <div className={styles.ringCard}>
        <Avatar peer={snap.peer} />
        <p className={styles.ringName}>
          <bdi>{name}</bdi>
        </p>
        <p className={styles.ringText} role="status">
          {incoming
            ? t('call.incoming', 'is calling you…')
            : snap.status === 'launching'
              ? t('call.connecting', 'Connecting…')
              : t('call.calling', 'Calling…')}
        </p>
        {!incoming && price !== null && price > 0 && (
          <p className={styles.ringPrice}>
            {t('call.pricePerMinute', '{{count, number}} coins per minute', {
              count: price,
              defaultValue_one: '{{count, number}} coin per minute',
            })}
          </p>
        )}
        {!incoming && price === 0 && (
          <p className={styles.ringPrice}>{t('call.free', 'Free call')}</p>
        )}
        <div className={styles.ringActions}>
          {snap.status === 'incoming' && (
            <>
              <button type="button" className={styles.refuse} onClick={snap.refuse}>
                {t('call.refuse', 'Decline')}
              </button>
              <button type="button" className={styles.accept} onClick={snap.accept}>
                {t('call.accept', 'Accept')}
              </button>
            </>
          )}
          {snap.status === 'outgoing' && (
            <button type="button" className={styles.refuse} onClick={snap.cancel}>
              {t('call.cancel', 'Cancel')}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}

import Coins from 'lucide/dist/esm/icons/coins.mjs';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, goldNumAtom, type Gift } from 'shared-sdk';
import { useFormat } from 'shared-sdk/locale';
import { NS } from '../../../../i18n';
import { ListStatus } from './ListStatus';
import { Sheet } from './Sheet';
import { useRoomText } from './useRoomText';
import type { Loaded } from './useLoad';
import styles from './GiftPanel.module.css';
import ui from './ui.module.css';

/**
 * The gift panel (spec 3 §2): the catalogue with prices and the viewer's coins. Send is
 * `onSend(giftId)` (the room's `view.sendGift`): the server takes the coins or answers 1602,
 * which opens the recharge offer (the engine's `recharge`). The panel stays open to send again.
 */
export function GiftPanel({
  catalogue,
  visitor = false,
  onSend,
  onRecharge,
  onClose,
}: {
  catalogue: Loaded<Gift[]> & { retry(): void };
  /** A tourist or guest: no coins to show; Send and Recharge ask them to register. */
  visitor?: boolean;
  onSend(giftId: number): void;
  /** The coin recharge (the room's `view.openRecharge`). */
  onRecharge(): void;
  onClose(): void;
}) {
  const { t } = useTranslation(NS);
  const { num } = useFormat();
  const roomText = useRoomText();
  const balance = useAtomValue(goldNumAtom);
  const [picked, setPicked] = useState<Gift | null>(null);
  const footer = (
    <div className={styles.footer}>
      {visitor ? (
        <span className={styles.balance}>
          {t('liveRoom.gifts.registerToSend', 'Register for free to send gifts')}
        </span>
      ) : (
        <span className={styles.balance}>
          <Icon icon={Coins} size={18} />
          {t('liveRoom.gifts.balance', '{{count, number}} coins', {
            count: balance,
            defaultValue_one: '{{count, number}} coin',
          })}
        </span>
      )}
      <button type="button" className={`${ui.pill} ${styles.recharge}`} onClick={onRecharge}>
        {t('liveRoom.gifts.recharge', 'Recharge')}
      </button>
      <button
        type="button"
        className={`${ui.primary} ${styles.send}`}
        disabled={!picked}
        onClick={() => picked && onSend(picked.id)}
      >
        {picked
          ? t('liveRoom.gifts.sendNamed', 'Send {{name}}', { name: picked.name })
          : t('liveRoom.gifts.send', 'Send')}
      </button>
    </div>
  );
  return (
    <Sheet
      title={t('liveRoom.gifts.title', 'Send a gift')}
      closeLabel={t('liveRoom.gifts.close', 'Close')}
      onClose={onClose}
      footer={footer}
    >
      <ListStatus
        state={catalogue}
        loading={t('liveRoom.gifts.loading', 'Loading gifts…')}
        failed={t('liveRoom.gifts.failed', 'The gifts could not load.')}
        retry={t('liveRoom.gifts.retry', 'Try again')}
        empty={roomText('noGifts')}
      />
      {catalogue.status === 'ready' && catalogue.data.length > 0 && (
        <div className={styles.grid}>
          {catalogue.data.map((g) => {
            return (
              <button
                key={g.id}
                type="button"
                className={styles.tile}
                aria-pressed={picked?.id === g.id}
                aria-label={t('liveRoom.gifts.tile', '{{name}}, {{count, number}} coins', {
                  name: g.name,
                  count: g.gold,
                  defaultValue_one: '{{name}}, {{count, number}} coin',
                })}
                onClick={() => setPicked(g)}
              >
                <img src={g.giftImage} alt="" className={styles.image} />
                <span className={styles.name}>
                  <bdi>{g.name}</bdi>
                </span>
                <span
                  className={
                    !visitor && g.gold > balance ? `${styles.price} ${styles.short}` : styles.price
                  }
                >
                  <Icon icon={Coins} size={12} />
                  {num(g.gold)}
                </span>
              </button>
            );
          })}
        </div>
      )}
    </Sheet>
  );
}

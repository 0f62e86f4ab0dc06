import { useTranslation } from 'react-i18next';
import { currentLocation, pathFor, refreshBalance, splitLanguagePrefix } from 'shared-sdk';
import { NS } from '../../../../i18n';
import type { RoomView } from '../../engine';
import { Sheet } from './Sheet';
import styles from './Recharge.module.css';
import ui from './ui.module.css';

/** The coin shop's address in this page's language prefix (the shop itself is mfe-shop's). */
export function coinShopPath(): string {
  return pathFor(
    'CoinPage',
    {},
    { prefix: splitLanguagePrefix(currentLocation().pathname).prefix },
  );
}

/**
 * The recharge (spec 3 §2 "coin recharge iframe", §8): `offer` is the not-enough-coins dialog
 * (gift 1602, follow 20001) whose Recharge opens the shop; `open` is the shop (CoinPage) in a
 * frame over the room, so the live plays on behind it. The shop shows cards only inside a
 * frame (mfe-shop). Closing it reads the balance again: a purchase made in the frame counts.
 */
export function Recharge({ recharge }: { recharge: NonNullable<RoomView['recharge']> }) {
  const { t } = useTranslation(NS);
  const closeLabel = t('liveRoom.gifts.close', 'Close');
  if (recharge.mode === 'offer')
    return (
      <Sheet
        title={t('liveRoom.gifts.noCoinsTitle', 'Not enough coins')}
        closeLabel={closeLabel}
        onClose={recharge.close}
      >
        <p className={styles.text}>
          {t(
            'liveRoom.gifts.noCoinsText',
            "You don't have enough coins for this. Recharge to continue.",
          )}
        </p>
        <div className={ui.actions}>
          <button type="button" className={ui.secondary} onClick={recharge.close}>
            {t('liveRoom.gifts.cancel', 'Cancel')}
          </button>
          <button type="button" className={ui.primary} onClick={recharge.open}>
            {t('liveRoom.gifts.recharge', 'Recharge')}
          </button>
        </div>
      </Sheet>
    );
  const close = () => {
    void refreshBalance('live-recharge');
    recharge.close();
  };
  return (
    <Sheet
      title={t('liveRoom.gifts.shopTitle', 'Get coins')}
      closeLabel={closeLabel}
      onClose={close}
      tall
    >
      <iframe
        className={styles.frame}
        src={coinShopPath()}
        title={t('liveRoom.gifts.shopTitle', 'Get coins')}
      />
    </Sheet>
  );
}

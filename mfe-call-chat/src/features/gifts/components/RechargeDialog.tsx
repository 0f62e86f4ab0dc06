import { useTranslation } from 'react-i18next';
import { Dialog } from 'shared-sdk';
import type { ShopReturnTarget } from 'shared-sdk/shop';
import { useFormat } from 'shared-sdk/locale';
import { NS } from '../../../i18n';
import { openShop } from '../state/openShop';
import styles from './Gifts.module.css';

/**
 * Not enough coins (spec 2 §8: add friend 20001, dialog gold_not_enough; send gift 10014):
 * the price and the balance, and a way to CoinPage — and from its result page back to
 * `returnTo`, the chat or call the coins were for.
 */
export function RechargeDialog({
  price,
  balance,
  returnTo,
  onClose,
}: {
  price: number;
  balance: number;
  returnTo?: ShopReturnTarget | null;
  onClose(): void;
}) {
  const { t } = useTranslation(NS);
  const { num } = useFormat();
  return (
    <Dialog
      title={t('gifts.noCoinsTitle', 'Not enough coins')}
      onClose={onClose}
      closeLabel={t('gifts.close', 'Close')}
    >
      <p>
        {t(
          'gifts.noCoinsText',
          'This costs {{count, number}} coins and you have {{balance}}. Get more coins to continue.',
          {
            count: price,
            balance: num(balance),
            defaultValue_one:
              'This costs {{count, number}} coin and you have {{balance}}. Get more coins to continue.',
          },
        )}
      </p>
      <div className={styles.dialogActions}>
        <button type="button" className={styles.secondary} onClick={onClose}>
          {t('gifts.cancel', 'Cancel')}
        </button>
        <button
          type="button"
          className={styles.button}
          onClick={() => {
            onClose();
            openShop(returnTo);
          }}
        >
          {t('gifts.getCoins', 'Get coins')}
        </button>
      </div>
    </Dialog>
  );
}

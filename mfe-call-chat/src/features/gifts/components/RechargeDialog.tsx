import { useTranslation } from 'react-i18next';
import { Dialog, navigate } from 'shared-sdk';
import { NS } from '../../../i18n';
import styles from './Gifts.module.css';

/**
 * Not enough coins (spec 2 §8: add friend 20001, dialog gold_not_enough; send gift 10014):
 * the price and the balance, and a way to CoinPage.
 */
export function RechargeDialog({
  price,
  balance,
  onClose,
}: {
  price: number;
  balance: number;
  onClose(): void;
}) {
  const { t } = useTranslation(NS);
  return (
    <Dialog title={t('gifts.noCoinsTitle', 'Not enough coins')} onClose={onClose} closeLabel={t('gifts.close', 'Close')}>
      <p>
        {t('gifts.noCoinsText', 'This costs {{price}} coins and you have {{balance}}. Get more coins to continue.', { price, balance })}
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
            navigate('CoinPage');
          }}
        >
          {t('gifts.getCoins', 'Get coins')}
        </button>
      </div>
    </Dialog>
  );
}

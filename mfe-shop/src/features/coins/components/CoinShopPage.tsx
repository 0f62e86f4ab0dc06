import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { EmptyState, goldNumAtom, NavButton, PageFrame } from 'shared-sdk';
import { NS } from '../../../i18n';
import styles from './CoinShopPage.module.css';

/** Route CoinPage (/shop): the coin store. The balance is real (session); packs come next. */
export function CoinShopPage() {
  const { t } = useTranslation(NS);
  const coins = useAtomValue(goldNumAtom);
  return (
    <PageFrame
      title={t('coinShop.title', 'Coin shop')}
      actions={
        <>
          <NavButton to="PayOrderList" secondary>
            {t('common.orders', 'My orders')}
          </NavButton>
          <NavButton to="paymentMethodsList" secondary>
            {t('coinShop.methods', 'Payment methods')}
          </NavButton>
        </>
      }
    >
      <p className={styles.balance}>
        <span className={styles.coin} aria-hidden="true" />
        {t('coinShop.balance', 'Your balance')}
        <strong data-testid="coin-balance">{coins}</strong>
      </p>
      <EmptyState
        title={t('coinShop.emptyTitle', 'Coin packs are coming')}
        text={t(
          'coinShop.emptyText',
          'Coin packs and limited offers will be listed here. Buying any pack makes you a VIP.',
        )}
      />
    </PageFrame>
  );
}

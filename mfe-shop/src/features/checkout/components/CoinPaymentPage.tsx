import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { EmptyState, NavButton, PageFrame } from 'shared-sdk';

/** Route CoinPayPage (/pay/coin): the payment step of a coin purchase. */
export function CoinPaymentPage() {
  const { t } = useTranslation(NS);
  return (
    <PageFrame title={t('coinPay.title', 'Payment')}>
      <EmptyState
        title={t('coinPay.emptyTitle', 'No payment in progress')}
        text={t(
          'coinPay.emptyText',
          'When you buy coins, the payment with your chosen method goes through here.',
        )}
      >
        <NavButton to="CoinPage">{t('common.shop', 'Coin shop')}</NavButton>
      </EmptyState>
    </PageFrame>
  );
}

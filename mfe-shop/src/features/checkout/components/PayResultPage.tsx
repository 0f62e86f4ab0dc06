import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { EmptyState, NavButton, PageFrame } from 'shared-sdk';

/** Route CallbackPage (/payRes): the result of a payment. */
export function PayResultPage() {
  const { t } = useTranslation(NS);
  return (
    <PageFrame title={t('payResult.title', 'Payment result')}>
      <EmptyState
        title={t('payResult.emptyTitle', 'No payment to show')}
        text={t(
          'payResult.emptyText',
          'After you pay, whether it succeeded and the coins you received will be shown here.',
        )}
      >
        <NavButton to="CoinPage">{t('common.shop', 'Coin shop')}</NavButton>
        <NavButton to="PayOrderList" secondary>
          {t('common.orders', 'My orders')}
        </NavButton>
      </EmptyState>
    </PageFrame>
  );
}

import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { EmptyState, NavButton, PageFrame } from 'shared-sdk';

/** Route PayOrderList (/payOrderList): your coin orders. */
export function OrderListPage() {
  const { t } = useTranslation(NS);
  return (
    <PageFrame title={t('orders.title', 'My orders')}>
      <EmptyState
        title={t('orders.emptyTitle', 'No orders yet')}
        text={t(
          'orders.emptyText',
          'Your coin purchases will be listed here, each with its status and a way to ask for a refund.',
        )}
      >
        <NavButton to="CoinPage">{t('common.shop', 'Coin shop')}</NavButton>
      </EmptyState>
    </PageFrame>
  );
}

import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { EmptyState, NavButton, PageFrame } from 'shared-sdk';

/** Route PayRefund (/payRefund): asking for a refund. */
export function RefundPage() {
  const { t } = useTranslation(NS);
  return (
    <PageFrame title={t('refund.title', 'Refund request')}>
      <EmptyState
        title={t('refund.emptyTitle', 'No order selected')}
        text={t(
          'refund.emptyText',
          'Pick an order in My orders to ask for a refund; the request form will be here.',
        )}
      >
        <NavButton to="PayOrderList">{t('common.orders', 'My orders')}</NavButton>
      </EmptyState>
    </PageFrame>
  );
}

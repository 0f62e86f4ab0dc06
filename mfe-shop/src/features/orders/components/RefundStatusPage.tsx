import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { EmptyState, NavButton, PageFrame } from 'shared-sdk';

/** Route RefundBack (/refundBack): where a refund request stands. */
export function RefundStatusPage() {
  const { t } = useTranslation(NS);
  return (
    <PageFrame title={t('refundStatus.title', 'Refund status')}>
      <EmptyState
        title={t('refundStatus.emptyTitle', 'No refund requests')}
        text={t('refundStatus.emptyText', 'Updates on your refund requests will be shown here.')}
      >
        <NavButton to="PayOrderList">{t('common.orders', 'My orders')}</NavButton>
      </EmptyState>
    </PageFrame>
  );
}

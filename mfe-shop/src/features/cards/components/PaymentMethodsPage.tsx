import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { EmptyState, NavButton, PageFrame } from 'shared-sdk';

/** Route paymentMethodsList (/paymentMethodsList): the ways to pay. */
export function PaymentMethodsPage() {
  const { t } = useTranslation(NS);
  return (
    <PageFrame title={t('methods.title', 'Payment methods')}>
      <EmptyState
        title={t('methods.emptyTitle', 'Payment methods are coming')}
        text={t(
          'methods.emptyText',
          'The ways to pay that work in your country will be listed here.',
        )}
      >
        <NavButton to="cardList" secondary>
          {t('common.savedCards', 'Saved cards')}
        </NavButton>
      </EmptyState>
    </PageFrame>
  );
}

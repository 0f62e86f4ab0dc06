import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { EmptyState, NavButton, PageFrame } from 'shared-sdk';

/** Route CoinsPayPage (/pay): paying for the chosen coin pack. */
export function CheckoutPage() {
  const { t } = useTranslation(NS);
  return (
    <PageFrame title={t('checkout.title', 'Checkout')}>
      <EmptyState
        title={t('checkout.emptyTitle', 'Payment options are coming')}
        text={t(
          'checkout.emptyText',
          'The coin pack you picked and the ways to pay for it will be shown here.',
        )}
      >
        <NavButton to="paymentInfoAdd">{t('checkout.addCard', 'Pay with a new card')}</NavButton>
        <NavButton to="cardList" secondary>
          {t('checkout.savedCards', 'Use a saved card')}
        </NavButton>
      </EmptyState>
    </PageFrame>
  );
}

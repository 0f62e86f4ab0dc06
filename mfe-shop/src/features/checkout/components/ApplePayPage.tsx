import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { EmptyState, NavButton, PageFrame } from 'shared-sdk';

/** Route ApplePay (/appplePay): paying with Apple Pay. */
export function ApplePayPage() {
  const { t } = useTranslation(NS);
  return (
    <PageFrame title={t('applePay.title', 'Apple Pay')}>
      <EmptyState
        title={t('applePay.emptyTitle', 'Apple Pay is coming')}
        text={t(
          'applePay.emptyText',
          'Paying for coins with Apple Pay on supported devices will happen here.',
        )}
      >
        <NavButton to="paymentMethodsList" secondary>
          {t('common.otherMethods', 'Other payment methods')}
        </NavButton>
      </EmptyState>
    </PageFrame>
  );
}

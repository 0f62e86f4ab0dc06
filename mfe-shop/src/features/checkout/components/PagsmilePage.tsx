import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { EmptyState, NavButton, PageFrame } from 'shared-sdk';

/** Route Pagsmile (/pagsmile): paying through Pagsmile. */
export function PagsmilePage() {
  const { t } = useTranslation(NS);
  return (
    <PageFrame title={t('pagsmile.title', 'Pagsmile')}>
      <EmptyState
        title={t('pagsmile.emptyTitle', 'Pagsmile payment is coming')}
        text={t(
          'pagsmile.emptyText',
          'Paying for coins with local methods through Pagsmile will happen here.',
        )}
      >
        <NavButton to="paymentMethodsList" secondary>
          {t('common.otherMethods', 'Other payment methods')}
        </NavButton>
      </EmptyState>
    </PageFrame>
  );
}

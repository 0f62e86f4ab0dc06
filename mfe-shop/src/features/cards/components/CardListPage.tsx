import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { EmptyState, NavButton, PageFrame } from 'shared-sdk';

/** Route cardList (/cardList): your saved cards. */
export function CardListPage() {
  const { t } = useTranslation(NS);
  return (
    <PageFrame title={t('cards.title', 'Saved cards')}>
      <EmptyState
        title={t('cards.emptyTitle', 'No saved cards')}
        text={t(
          'cards.emptyText',
          'Cards you save when paying will be listed here, ready for your next purchase.',
        )}
      >
        <NavButton to="paymentInfoAdd">{t('cards.add', 'Add a card')}</NavButton>
      </EmptyState>
    </PageFrame>
  );
}

import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { EmptyState, NavButton, PageFrame } from 'shared-sdk';

/** Route paymentInfoAdd (/paymentInfoAdd): adding a payment card. */
export function AddCardPage() {
  const { t } = useTranslation(NS);
  return (
    <PageFrame title={t('addCard.title', 'Add a card')}>
      <EmptyState
        title={t('addCard.emptyTitle', 'The card form is coming')}
        text={t(
          'addCard.emptyText',
          'You will enter your card details here; they are sent to the payment provider, never kept by LivCam.',
        )}
      >
        <NavButton to="cardList" secondary>
          {t('common.savedCards', 'Saved cards')}
        </NavButton>
      </EmptyState>
    </PageFrame>
  );
}

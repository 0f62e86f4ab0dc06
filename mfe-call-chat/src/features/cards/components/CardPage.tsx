import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { EmptyState, NavButton, PageFrame } from 'shared-sdk';

/** Route CardPage (/card): the main page when the CARD play way is main. */
export function CardPage() {
  const { t } = useTranslation(NS);
  return (
    <PageFrame title={t('cards.title', 'Cards')}>
      <EmptyState
        title={t('cards.emptyTitle', 'No cards yet')}
        text={t(
          'cards.emptyText',
          'Host cards will appear here one by one: like one to call, or skip to the next.',
        )}
      >
        <NavButton to="MatchPage">{t('common.randomMatch', 'Random match')}</NavButton>
      </EmptyState>
    </PageFrame>
  );
}

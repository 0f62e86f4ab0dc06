import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { EmptyState, NavButton, PageFrame } from 'shared-sdk';

/** Route SearchPage (/search): the main page when the LIVCAM play way is main. */
export function SearchPage() {
  const { t } = useTranslation(NS);
  return (
    <PageFrame title={t('search.title', 'Search')}>
      <EmptyState
        title={t('search.emptyTitle', 'Search is coming')}
        text={t(
          'search.emptyText',
          'Find hosts and people by ID or nickname; the results will be listed here.',
        )}
      >
        <NavButton to="MatchPage">{t('common.randomMatch', 'Random match')}</NavButton>
      </EmptyState>
    </PageFrame>
  );
}

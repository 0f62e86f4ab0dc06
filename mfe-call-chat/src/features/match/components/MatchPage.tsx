import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { EmptyState, NavButton, PageFrame } from 'shared-sdk';

/** Route MatchPage (/matching): random video matching. */
export function MatchPage() {
  const { t } = useTranslation(NS);
  return (
    <PageFrame
      title={t('match.title', 'Random match')}
      intro={t('match.intro', 'Meet someone new by video, picked at random.')}
    >
      <EmptyState
        title={t('match.emptyTitle', 'Matching is coming')}
        text={t(
          'match.emptyText',
          'Your camera preview and the button to start matching will be here.',
        )}
      >
        <NavButton to="ActivityPage" options={{ query: { fromPage: 'match' } }} secondary>
          {t('match.activity', 'Events and rewards')}
        </NavButton>
      </EmptyState>
    </PageFrame>
  );
}

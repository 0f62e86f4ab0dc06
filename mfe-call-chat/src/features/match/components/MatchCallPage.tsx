import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { EmptyState, NavButton, PageFrame } from 'shared-sdk';

/** Route MatchCall (/matching/call): the call with a random match. */
export function MatchCallPage() {
  const { t } = useTranslation(NS);
  return (
    <PageFrame title={t('matchCall.title', 'Match call')}>
      <EmptyState
        title={t('matchCall.emptyTitle', 'No call in progress')}
        text={t(
          'matchCall.emptyText',
          'When you are matched, the video call with your match shows here.',
        )}
      >
        <NavButton to="MatchPage">{t('matchCall.back', 'Back to matching')}</NavButton>
      </EmptyState>
    </PageFrame>
  );
}

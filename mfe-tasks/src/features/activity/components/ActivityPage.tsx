import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { NS } from '../../../i18n';
import { EmptyState, NavButton, PageFrame } from 'shared-sdk';

/** Route ActivityPage (/activity, full page). Opened from matching with ?fromPage=match. */
export function ActivityPage() {
  const { t } = useTranslation(NS);
  const [query] = useSearchParams();
  const fromMatch = query.get('fromPage') === 'match';
  return (
    <PageFrame
      title={t('activity.title', 'Activity')}
      actions={
        fromMatch ? (
          <NavButton to="MatchPage" secondary>
            {t('activity.backToMatch', 'Back to matching')}
          </NavButton>
        ) : (
          <NavButton to="LivCam" secondary>
            {t('common.home', 'Home')}
          </NavButton>
        )
      }
    >
      <EmptyState
        title={t('activity.emptyTitle', 'No event running')}
        text={t(
          'activity.emptyText',
          'Events and the rewards you can win in them will be shown here.',
        )}
      />
    </PageFrame>
  );
}

import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { LiveHostsRow } from '../../live-hosts/components/LiveHostsRow';
import { EmptyState, NavButton, PageFrame } from 'shared-sdk';

/** Route GoddessWall (/wall, kept alive by the host): hosts' photos and videos. */
export function WallPage() {
  const { t } = useTranslation(NS);
  return (
    <PageFrame
      title={t('wall.title', 'Discover wall')}
      intro={t('wall.intro', 'See what hosts share and who is live.')}
    >
      <LiveHostsRow />
      <EmptyState
        title={t('wall.emptyTitle', 'Nothing here yet')}
        text={t(
          'wall.emptyText',
          'Photos and short videos from hosts will fill this wall; tap one to meet the host.',
        )}
      >
        <NavButton to="MessagePage">{t('wall.messages', 'Go to messages')}</NavButton>
      </EmptyState>
    </PageFrame>
  );
}

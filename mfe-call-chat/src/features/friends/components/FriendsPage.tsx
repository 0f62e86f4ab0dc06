import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { EmptyState, NavButton, PageFrame } from 'shared-sdk';

/** Route FriendsPage (/friends): your friends and who is online. */
export function FriendsPage() {
  const { t } = useTranslation(NS);
  return (
    <PageFrame title={t('friends.title', 'Friends')}>
      <EmptyState
        title={t('friends.emptyTitle', 'No friends yet')}
        text={t(
          'friends.emptyText',
          'People you add as friends will be listed here, showing who is online.',
        )}
      >
        <NavButton to="SearchPage">{t('common.findPeople', 'Find people')}</NavButton>
      </EmptyState>
    </PageFrame>
  );
}

import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { NS } from '../../../i18n';
import { EmptyState, NavButton, PageFrame } from 'shared-sdk';

/** Route FriendPage (/profile/:friendId): someone's profile. */
export function FriendProfilePage() {
  const { t } = useTranslation(NS);
  const friendId = useParams().friendId ?? '';
  return (
    <PageFrame
      title={t('profile.title', 'Profile')}
      intro={t('profile.userId', 'User ID {{id}}', { id: friendId })}
    >
      <EmptyState
        title={t('profile.emptyTitle', 'Profile details are coming')}
        text={t(
          'profile.emptyText',
          'Photos, languages and interests of this person will be shown here.',
        )}
      >
        <NavButton to="IMMessageSession" params={{ friendId }}>
          {t('profile.message', 'Send a message')}
        </NavButton>
      </EmptyState>
    </PageFrame>
  );
}

import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { NS } from '../../../i18n';
import { EmptyState, NavButton, PageFrame } from 'shared-sdk';

/** Route IMMessageSession (/message/session/:friendId): one conversation. */
export function ConversationPage() {
  const { t } = useTranslation(NS);
  const friendId = useParams().friendId ?? '';
  return (
    <PageFrame
      title={t('conversation.title', 'Conversation')}
      intro={t('conversation.with', 'With user {{id}}', { id: friendId })}
      actions={
        <>
          <NavButton to="MessagePage" secondary>
            {t('common.allMessages', 'All messages')}
          </NavButton>
          <NavButton to="FriendPage" params={{ friendId }} secondary>
            {t('conversation.profile', 'View profile')}
          </NavButton>
        </>
      }
    >
      <EmptyState
        title={t('conversation.emptyTitle', 'No messages yet')}
        text={t(
          'conversation.emptyText',
          'Messages, gifts and call notes with this person will appear here.',
        )}
      />
    </PageFrame>
  );
}

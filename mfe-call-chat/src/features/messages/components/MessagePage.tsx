import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { EmptyState, NavButton, PageFrame } from 'shared-sdk';

/** Route MessagePage (/message): the conversation list. */
export function MessagePage() {
  const { t } = useTranslation(NS);
  return (
    <PageFrame title={t('messages.title', 'Messages')}>
      <EmptyState
        title={t('messages.emptyTitle', 'No conversations yet')}
        text={t(
          'messages.emptyText',
          'Your chats with hosts and friends will be listed here, newest first.',
        )}
      >
        <NavButton to="IMSayHiSession" secondary>
          {t('messages.sayHi', 'Say-hi messages')}
        </NavButton>
        <NavButton to="SearchPage">{t('common.findPeople', 'Find people')}</NavButton>
      </EmptyState>
    </PageFrame>
  );
}

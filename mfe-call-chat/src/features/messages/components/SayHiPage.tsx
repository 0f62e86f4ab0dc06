import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { EmptyState, NavButton, PageFrame } from 'shared-sdk';

/** Route IMSayHiSession (/message/sayhi): greetings from people you have not chatted with. */
export function SayHiPage() {
  const { t } = useTranslation(NS);
  return (
    <PageFrame
      title={t('sayHi.title', 'Say hi')}
      actions={
        <NavButton to="MessagePage" secondary>
          {t('common.allMessages', 'All messages')}
        </NavButton>
      }
    >
      <EmptyState
        title={t('sayHi.emptyTitle', 'No greetings yet')}
        text={t(
          'sayHi.emptyText',
          'Greetings from people you have not chatted with yet will be collected here.',
        )}
      />
    </PageFrame>
  );
}

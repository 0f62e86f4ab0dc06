import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { EmptyState, NavButton, PageFrame } from 'shared-sdk';

/** Route ZhuShou (/zhushou?url=…, full page): the in-app assistant that shows help pages. */
export function AssistantPage() {
  const { t } = useTranslation(NS);
  return (
    <PageFrame
      title={t('assistant.title', 'Assistant')}
      actions={
        <NavButton to="LivCam" secondary>
          {t('common.home', 'Home')}
        </NavButton>
      }
    >
      <EmptyState
        title={t('assistant.emptyTitle', 'Nothing to show yet')}
        text={t(
          'assistant.emptyText',
          'Help and reward pages the assistant links to will open here.',
        )}
      />
    </PageFrame>
  );
}

import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { EmptyState, NavButton, PageFrame } from 'shared-sdk';

/** Route TaskList (/task, full page): daily tasks and check-in. The tasks feature is still to fill it. */
export function TaskListPage() {
  const { t } = useTranslation(NS);
  return (
    <PageFrame
      title={t('taskList.title', 'Tasks')}
      intro={t('taskList.intro', 'Complete daily tasks and check in to earn free coins.')}
      actions={
        <NavButton to="LivCam" secondary>
          {t('common.home', 'Home')}
        </NavButton>
      }
    >
      <EmptyState
        title={t('taskList.emptyTitle', 'No tasks yet')}
        text={t(
          'taskList.emptyText',
          'Your daily check-in and coin tasks will be listed here. Tasks are renewed every day at 0:00 UTC.',
        )}
      >
        <NavButton to="downLoad">{t('taskList.getApp', 'Get the app')}</NavButton>
      </EmptyState>
    </PageFrame>
  );
}

import { useTranslation } from 'react-i18next';
import { NavButton, PageFrame } from 'shared-sdk';
import { NS } from '../../../i18n';
import { TaskPanel } from './TaskPanel';

/** Route TaskList (/task, full page; the phone's way to the tasks): check-in and daily tasks. */
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
      <TaskPanel />
    </PageFrame>
  );
}

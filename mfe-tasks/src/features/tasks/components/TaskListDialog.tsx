import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { TASK_LIST_HEIGHT_DESKTOP_PX } from 'shared-sdk/constants';
import { NS } from '../../../i18n';
import { PopupDialog } from '../../common/components/PopupDialog';
import { TaskPanel } from './TaskPanel';
import styles from './Tasks.module.css';

// spec 3 §9 "Task list height desktop 356 px": the popup's scrolling list.
const listHeight: CSSProperties = { blockSize: TASK_LIST_HEIGHT_DESKTOP_PX };

/** The task list as a desktop popup (spec 3 §2 "Tasks"): close button, Escape, focus kept in. */
export function TaskListDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <PopupDialog title={t('taskList.title', 'Tasks')} onClose={onClose}>
      <div
        className={styles.popupBody}
        style={listHeight}
        role="region"
        aria-label={t('taskList.popupList', 'Check-in and tasks')}
        tabIndex={0}
      >
        <TaskPanel onLeave={onClose} />
      </div>
    </PopupDialog>
  );
}

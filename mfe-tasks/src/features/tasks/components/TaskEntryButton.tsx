import ListChecks from 'lucide/dist/esm/icons/list-checks.mjs';
import { useTranslation } from 'react-i18next';
import { Icon, navigate } from 'shared-sdk';
import { NS } from '../../../i18n';
import styles from './TaskEntryButton.module.css';

/**
 * Slot widget placed by the shell (the desktop sidebar, the phone's top bar): a button that opens
 * the task list. Plain on purpose: no "new" dot while there are no tasks to show.
 */
export function TaskEntryButton() {
  const { t } = useTranslation(NS);
  return (
    <button type="button" className={styles.entry} onClick={() => navigate('TaskList')}>
      <Icon icon={ListChecks} size={18} />
      {t('taskEntry.label', 'Tasks')}
    </button>
  );
}

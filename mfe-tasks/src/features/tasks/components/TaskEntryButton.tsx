import { useTranslation } from 'react-i18next';
import { navigate } from 'shared-sdk';
import { NS } from '../../../i18n';
import styles from './TaskEntryButton.module.css';

/** Slot widget placed by the shell: a button that opens the task list. */
export function TaskEntryButton() {
  const { t } = useTranslation(NS);
  return (
    <button type="button" className={styles.entry} onClick={() => navigate('TaskList')}>
      <span className={styles.badge} aria-hidden="true" />
      {t('taskEntry.label', 'Tasks')}
    </button>
  );
}

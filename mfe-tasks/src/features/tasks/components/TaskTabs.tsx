import { useTranslation } from 'react-i18next';
import type { Mission, MissionList } from 'shared-sdk';
import { NS } from '../../../i18n';
import { availableTabs, tasksOfTab, type TaskTab } from '../state/tasks';
import { TaskRow } from './TaskRow';
import styles from './Tasks.module.css';

const tabId = (base: string, tab: TaskTab) => `${base}-tab-${tab}`;
const panelId = (base: string) => `${base}-panel`;

/** Daily tasks and Long term (the latter only when the server offers it, spec 3 §5). */
export function TaskTabs({
  idBase: base,
  list,
  tab,
  onTab,
}: {
  /** Shared with the panel (useId of the task panel). */
  idBase: string;
  list: MissionList;
  tab: TaskTab;
  onTab: (t: TaskTab) => void;
}) {
  const { t } = useTranslation(NS);
  const tabs = availableTabs(list);
  const label = (k: TaskTab) =>
    k === 'daily' ? t('tasks.daily', 'Daily tasks') : t('tasks.longTerm', 'Long term');
  return (
    <div role="tablist" aria-label={t('tasks.tabs', 'Task lists')} className={styles.tabs}>
      {tabs.map((k) => (
        <button
          key={k}
          id={tabId(base, k)}
          type="button"
          role="tab"
          aria-selected={tab === k}
          aria-controls={panelId(base)}
          className={styles.tab}
          onClick={() => onTab(k)}
        >
          {label(k)}
        </button>
      ))}
    </div>
  );
}

function Panel({
  idBase: base,
  list,
  tab,
  claiming,
  onGo,
  onClaim,
}: {
  idBase: string;
  list: MissionList;
  tab: TaskTab;
  claiming: number | null;
  onGo: (m: Mission) => void;
  onClaim: (m: Mission) => void;
}) {
  const { t } = useTranslation(NS);
  const shown = availableTabs(list).includes(tab) ? tab : 'daily';
  const missions = tasksOfTab(list, shown);
  return (
    <div role="tabpanel" id={panelId(base)} aria-labelledby={tabId(base, shown)}>
      {missions.length === 0 ? (
        <p className={styles.empty}>
          {t('tasks.empty', 'No tasks right now. New daily tasks come every day at 0:00 UTC.')}
        </p>
      ) : (
        <ul className={styles.list}>
          {missions.map((m) => (
            <TaskRow
              key={m.id}
              mission={m}
              claiming={claiming === m.id}
              onGo={onGo}
              onClaim={onClaim}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
TaskTabs.Panel = Panel;

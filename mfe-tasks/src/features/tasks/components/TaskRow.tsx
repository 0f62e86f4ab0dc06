import { useTranslation } from 'react-i18next';
import type { Mission } from 'shared-sdk';
import { NS } from '../../../i18n';
import { useTaskTitle } from '../hooks/useTaskTitle';
import { taskAction } from '../state/tasks';
import styles from './Tasks.module.css';

interface Props {
  mission: Mission;
  claiming: boolean;
  onGo: (m: Mission) => void;
  onClaim: (m: Mission) => void;
}

/** One task: title, progress (completed/goals), reward, and Go, Claim or Done (spec 3 §4). */
export function TaskRow({ mission: m, claiming, onGo, onClaim }: Props) {
  const { t } = useTranslation(NS);
  const title = useTaskTitle()(m);
  const action = taskAction(m);
  const pct = Math.min(100, Math.round((m.completed / Math.max(1, m.goals)) * 100));
  return (
    <li className={styles.row}>
      <div className={styles.rowText}>
        <span className={styles.rowTitle}>
          <bdi>{title}</bdi>
        </span>
        <span className={styles.progress}>
          <span className={styles.bar} aria-hidden="true">
            <span className={styles.fill} style={{ inlineSize: `${pct}%` }} />
          </span>
          {t('tasks.progress', '{{completed, number}}/{{goals, number}}', {
            completed: m.completed,
            goals: m.goals,
          })}
        </span>
      </div>
      <span className={styles.reward}>
        {t('tasks.reward', '+{{count, number}} coins', {
          count: m.reward,
          defaultValue_one: '+{{count, number}} coin',
        })}
      </span>
      {action === 'go' && (
        <button
          type="button"
          className={styles.go}
          onClick={() => onGo(m)}
          aria-label={t('tasks.goLabel', 'Go: {{title}}', { title })}
        >
          {t('tasks.go', 'Go')}
        </button>
      )}
      {action === 'claim' && (
        <button
          type="button"
          className={styles.claim}
          disabled={claiming}
          onClick={() => onClaim(m)}
          aria-label={t('tasks.claimLabel', 'Claim {{count, number}} coins: {{title}}', {
            count: m.reward,
            defaultValue_one: 'Claim {{count, number}} coin: {{title}}',
            title,
          })}
        >
          {t('tasks.claim', 'Claim')}
        </button>
      )}
      {action === 'done' && (
        <button
          type="button"
          className={styles.done}
          disabled
          aria-label={t('tasks.doneLabel', 'Done: {{title}}', { title })}
        >
          {t('tasks.done', 'Done')}
        </button>
      )}
    </li>
  );
}

import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import type { GroupState } from '../state/wallState';
import styles from './WallPage.module.css';

/** The wall's country groups as chips (spec 3 §7: groups by country); the chosen one pressed. */
export function GroupChips({
  groups,
  active,
  labelOf,
  onSelect,
}: {
  groups: GroupState[];
  active: string;
  labelOf(group: GroupState): string;
  onSelect(groupName: string): void;
}) {
  const { t } = useTranslation(NS);
  return (
    <nav className={styles.chips} aria-label={t('wall.groups', 'Countries')}>
      <ul className={styles.chipList}>
        {groups.map((g) => (
          <li key={g.groupName}>
            <button
              type="button"
              className={styles.chip}
              aria-pressed={g.groupName === active}
              onClick={() => onSelect(g.groupName)}
            >
              {labelOf(g)}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

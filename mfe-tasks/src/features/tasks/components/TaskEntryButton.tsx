import { useAtomValue } from 'jotai';
import ListChecks from 'lucide/dist/esm/icons/list-checks.mjs';
import { useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { currentLocation, Icon, isMobileAtom, navigate } from 'shared-sdk';
import { NS } from '../../../i18n';
import { useEntryStatus } from '../hooks/useEntryStatus';
import { usePlaceBeside } from '../hooks/usePlaceBeside';
import { useTimedTip } from '../../common/hooks/useTimedTip';
import { ENTRY_TIP_MS, opensAsPopup, routeNameOf } from '../state/entry';
import { TaskListDialog } from './TaskListDialog';
import styles from './TaskEntryButton.module.css';

/**
 * Slot widget placed by the shell (the desktop sidebar, the phone's top bar): opens the task
 * list, as a popup on the desktop pages of spec 3 §2 "Tasks", else the TaskList route. A dot
 * marks it until the list was opened today or while coins wait to be claimed; its tip bubble
 * (20 s, spec 3 §9) says which.
 */
export function TaskEntryButton() {
  const { t } = useTranslation(NS);
  const mobile = useAtomValue(isMobileAtom);
  const [open, setOpen] = useState(false);
  const { tip } = useEntryStatus();
  const button = useRef<HTMLButtonElement>(null);

  const onClick = () => {
    if (opensAsPopup(routeNameOf(currentLocation().pathname), mobile)) setOpen(true);
    else navigate('TaskList');
  };
  const tipText =
    tip?.kind === 'claim'
      ? t('taskEntry.tipClaim', '{{count, number}} coins to claim', {
          count: tip.coins,
          defaultValue_one: '{{count, number}} coin to claim',
        })
      : tip?.kind === 'new'
        ? t('taskEntry.tipNew', 'New daily tasks: earn free coins')
        : null;
  const tipVisible = useTimedTip(ENTRY_TIP_MS, null, !!tipText);
  const showTip = !!tipText && tipVisible && !open;
  const bubble = usePlaceBeside<HTMLSpanElement>(button, showTip && !mobile);
  return (
    <span className={styles.wrap}>
      <button ref={button} type="button" className={styles.entry} onClick={onClick}>
        <Icon icon={ListChecks} size={18} />
        {t('taskEntry.label', 'Tasks')}
        {tip && <span className={styles.dot} aria-hidden="true" />}
      </button>
      {showTip &&
        (mobile ? (
          <span className={styles.tip} role="status">
            {tipText}
          </span>
        ) : (
          createPortal(
            <span ref={bubble} className={styles.tipBeside} role="status">
              {tipText}
            </span>,
            document.body,
          )
        ))}
      {open && <TaskListDialog onClose={() => setOpen(false)} />}
    </span>
  );
}

import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate, showToast, type Mission } from 'shared-sdk';
import { FREE_COIN_TOAST_MS } from 'shared-sdk/constants';
import { NS } from '../../../i18n';
import { LoadingState } from '../../common/components/LoadingState';
import { CheckInCard } from '../../checkin/components/CheckInCard';
import { CheckInDialog } from '../../checkin/components/CheckInDialog';
import { useMarkVisited } from '../hooks/useMarkVisited';
import { useMissions } from '../hooks/useMissions';
import { claimFeedback, goRouteFor, type TaskTab } from '../state/tasks';
import { RulesDialog } from './RulesDialog';
import { TaskTabs } from './TaskTabs';
import styles from './Tasks.module.css';

/**
 * The task list's body, the same on the TaskList route and in the desktop popup: the check-in
 * card, the Daily / Long term tabs with a Rules button, and the tasks (spec 3 §2 "Tasks", §4).
 * `onLeave` runs before Go navigates (the popup closes).
 */
export function TaskPanel({ onLeave }: { onLeave?: () => void }) {
  const { t } = useTranslation(NS);
  const { state, retry, claim, claiming, reload } = useMissions();
  const [tab, setTab] = useState<TaskTab>('daily');
  const [rules, setRules] = useState(false);
  const [checkInNote, setCheckInNote] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const checkInButton = useRef<HTMLButtonElement>(null);
  const idBase = useId();
  useMarkVisited();

  const go = (m: Mission) => {
    const route = goRouteFor(m.type);
    if (!route) {
      checkInButton.current?.scrollIntoView({ block: 'nearest' });
      checkInButton.current?.focus();
      return;
    }
    onLeave?.();
    navigate(route);
  };

  const onClaim = async (m: Mission) => {
    setRefusal(null);
    const out = await claim(m);
    if (!out.ok) {
      setRefusal(
        out.msg || t('tasks.claimFailed', 'The reward could not be claimed. Please try again.'),
      );
      return;
    }
    const got = t('tasks.claimed', 'You got {{count, number}} coins', {
      count: out.reward,
      defaultValue_one: 'You got {{count, number}} coin',
    });
    const list = state.status === 'ready' ? state.data.missionList : [];
    if (claimFeedback(m, list) === 'checkInPopup') setCheckInNote(got);
    else showToast(got, FREE_COIN_TOAST_MS);
  };

  return (
    <div className={styles.panel}>
      <CheckInCard buttonRef={checkInButton} onCheckedIn={() => void reload()} />
      <div className={styles.toolbar}>
        {state.status === 'ready' && (
          <TaskTabs idBase={idBase} list={state.data} tab={tab} onTab={setTab} />
        )}
        <button type="button" className={styles.rules} onClick={() => setRules(true)}>
          {t('tasks.rules', 'Rules')}
        </button>
      </div>
      {refusal && (
        <p className={styles.refusal} role="alert">
          {refusal}
        </p>
      )}
      {state.status === 'loading' ? (
        <LoadingState
          failed={state.failed}
          loadingText={t('tasks.loading', 'Loading tasks…')}
          failedText={t(
            'tasks.loadFailed',
            'Tasks could not be loaded. Check your connection and try again.',
          )}
          onRetry={retry}
        />
      ) : (
        <TaskTabs.Panel
          idBase={idBase}
          list={state.data}
          tab={tab}
          claiming={claiming}
          onGo={go}
          onClaim={(m) => void onClaim(m)}
        />
      )}
      {rules && <RulesDialog onClose={() => setRules(false)} />}
      {checkInNote && <CheckInDialog note={checkInNote} onClose={() => setCheckInNote(null)} />}
    </div>
  );
}

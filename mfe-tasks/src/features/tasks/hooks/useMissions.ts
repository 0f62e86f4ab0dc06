import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { activitiesApi, applyBalance, type Mission, type MissionList } from 'shared-sdk';
import { tasksChangedAtom } from '../state/atoms';

export type MissionsState =
  { status: 'loading'; failed: boolean } | { status: 'ready'; list: MissionList };

export type ClaimOutcome = { ok: true; reward: number } | { ok: false; msg: string };

/**
 * The task list (GET mission/reward) and its claim. spec 3 §8 "Failed task list loading keeps
 * the loading state": a failure keeps it, marked failed, until retry() succeeds. A claim applies
 * the server's balance (the shell's coin count) and reloads the list (spec 3 §4 "After a claim
 * the list and user data reload"); its button stays busy until the new list is in.
 */
export function useMissions() {
  const [state, setState] = useState<MissionsState>({ status: 'loading', failed: false });
  const [claiming, setClaiming] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);
  const bump = useSetAtom(tasksChangedAtom);

  useEffect(() => {
    let live = true;
    void activitiesApi.missions().then((r) => {
      if (!live) return;
      if (r.ok && r.data) setState({ status: 'ready', list: r.data });
      else setState((s) => (s.status === 'ready' ? s : { status: 'loading', failed: true }));
      setClaiming(null);
    });
    return () => {
      live = false;
    };
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const retry = useCallback(() => {
    setState({ status: 'loading', failed: false });
    reload();
  }, [reload]);

  const claim = useCallback(
    async (m: Mission): Promise<ClaimOutcome> => {
      setClaiming(m.id);
      const r = await activitiesApi.claim(m.id);
      if (r.ok && r.data) {
        applyBalance({ goldNum: r.data.goldNum, seq: r.data.balanceSeq, source: 'task' });
      }
      reload();
      bump((n) => n + 1);
      return r.ok && r.data ? { ok: true, reward: r.data.reward } : { ok: false, msg: r.msg };
    },
    [reload, bump],
  );

  return { state, retry, claim, claiming, reload };
}

import { useSetAtom } from 'jotai';
import { useCallback, useState } from 'react';
import { activitiesApi, applyBalance, type Mission } from 'shared-sdk';
import { useServerData } from '../../common/hooks/useServerData';
import { tasksChangedAtom } from '../state/atoms';

export type ClaimOutcome = { ok: true; reward: number } | { ok: false; msg: string };

/**
 * The task list (GET mission/reward) and its claim. A failed load keeps the loading state until
 * retry() (spec 3 §8). A claim applies the server's balance (the shell's coin count, through the
 * SDK's one writer) and reloads the list (spec 3 §4 "After a claim the list and user data
 * reload"); its button stays busy until the new list is in.
 */
export function useMissions() {
  const [claiming, setClaiming] = useState<number | null>(null);
  const { state, reload, retry } = useServerData(activitiesApi.missions, () => setClaiming(null));
  const bump = useSetAtom(tasksChangedAtom);

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

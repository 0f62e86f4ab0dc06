import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { activitiesApi, getCookie, isLoggedInAtom } from 'shared-sdk';
import { listOpenedAtom, tasksChangedAtom } from '../state/atoms';
import { DAILY_TASK_COOKIE, entryTip, visitedToday, type EntryTip } from '../state/entry';

/**
 * What the entry shows besides its label: the coins waiting to be claimed (GET
 * getCompletedReward, again after every claim or check-in) and whether the list was opened
 * today (the first-visit cookie).
 */
export function useEntryStatus(): { tip: EntryTip } {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const changed = useAtomValue(tasksChangedAtom);
  // Read so the entry renders again (and re-reads the cookie) once the list was opened.
  useAtomValue(listOpenedAtom);
  const [claimable, setClaimable] = useState(0);
  const [now] = useState(() => Date.now());

  useEffect(() => {
    if (!loggedIn) return;
    let alive = true;
    void activitiesApi.completedRewards().then((r) => {
      if (alive && r.ok && r.data) setClaimable(r.data.totalReward);
    });
    return () => {
      alive = false;
    };
  }, [loggedIn, changed]);

  const visited = visitedToday(getCookie(DAILY_TASK_COOKIE), now);
  return { tip: loggedIn ? entryTip(claimable, visited) : null };
}

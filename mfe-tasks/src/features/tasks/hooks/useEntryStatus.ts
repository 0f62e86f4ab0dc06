import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { activitiesApi, getCookie, isLoggedInAtom } from 'shared-sdk';
import { listOpenedAtom, tasksChangedAtom } from '../state/atoms';
import { DAILY_TASK_COOKIE, entryTip, visitedToday, type EntryTip } from '../state/entry';

/**
 * What the entry shows besides its label: the coins waiting to be claimed (GET
 * getCompletedReward, again after every claim, check-in or opening of the list) and whether the
 * list was opened today (the first-visit cookie).
 */
export function useEntryStatus(): { tip: EntryTip } {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const changed = useAtomValue(tasksChangedAtom);
  // Opening the list writes the cookie and may show coins the entry did not know of yet (a
  // LivCam visit counted since): read both again then.
  const opened = useAtomValue(listOpenedAtom);
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
  }, [loggedIn, changed, opened]);

  const visited = visitedToday(getCookie(DAILY_TASK_COOKIE), now);
  return { tip: loggedIn ? entryTip(claimable, visited) : null };
}

import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { setCookie } from 'shared-sdk';
import { listOpenedAtom } from '../state/atoms';
import { DAILY_TASK_COOKIE, DAILY_TASK_COOKIE_OPTIONS, utcDay } from '../state/entry';

/** Opening the list writes the daily first-visit cookie (spec 3 §4): the entry's dot goes. */
export function useMarkVisited(): void {
  const bump = useSetAtom(listOpenedAtom);
  useEffect(() => {
    setCookie(DAILY_TASK_COOKIE, utcDay(Date.now()), DAILY_TASK_COOKIE_OPTIONS);
    bump((n) => n + 1);
  }, [bump]);
}

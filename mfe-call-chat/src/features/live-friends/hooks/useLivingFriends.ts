import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { userAtom } from 'shared-sdk';
import { LIVING_REFRESH_MS, livingStore, type FriendLive } from '../state/livingStore';

/**
 * The living friends among `ids` (the rows on screen): asked when the list shows, again every
 * LIVING_REFRESH_MS while the page is visible and when it shows again (the store never asks one
 * person more often). Returns `liveOf(id)`.
 */
export function useLivingFriends(ids: readonly number[]): (id: number) => FriendLive | null {
  useSyncExternalStore(livingStore.subscribe, livingStore.getSnapshot, livingStore.getSnapshot);
  const userId = useAtomValue(userAtom)?.id ?? null;
  const lastUser = useRef(userId);
  const key = useMemo(() => [...new Set(ids)].sort((a, b) => a - b).join(','), [ids]);

  useEffect(() => {
    if (lastUser.current !== userId) {
      lastUser.current = userId;
      livingStore.clear();
    }
    if (userId === null || !key) return;
    const list = key.split(',').map(Number);
    const visible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';
    const ask = () => {
      if (visible()) void livingStore.refresh(list);
    };
    ask();
    const timer = setInterval(ask, LIVING_REFRESH_MS);
    document.addEventListener('visibilitychange', ask);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', ask);
    };
  }, [key, userId]);

  return livingStore.liveOf;
}

import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { COUNTDOWN_TICK_MS, useSnapshotStore, userAtom } from 'shared-sdk';
import { offerStore, type OfferSnapshot } from '../state/offerStore';
import { offerLive } from '../state/rules';

/** The signed-in user's offer (loaded once per user). */
export function useOffer(): OfferSnapshot {
  const userId = useAtomValue(userAtom)?.id ?? null;
  const snap = useSnapshotStore(offerStore);
  useEffect(() => {
    void offerStore.ensure(userId);
  }, [userId]);
  return snap;
}

/**
 * The clock, ticking every second (spec 3 §9 "Countdown updates every 1 s") while `active`.
 * Date.now, so a shifted clock (the e2e) moves it too.
 */
export function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const t = setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(t);
  }, [active]);
  return now;
}

/** The offer while it is live, with the clock: null once the end time has passed. */
export function useLiveOffer() {
  const snap = useOffer();
  const now = useNow(!!snap.offer);
  return { snap, now, offer: offerLive(snap.offer, now) ? snap.offer : null };
}

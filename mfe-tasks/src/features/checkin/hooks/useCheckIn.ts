import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { activitiesApi, applyBalance, type CheckInInfo } from 'shared-sdk';
import { tasksChangedAtom } from '../../tasks/state/atoms';
import { checkInErrorOf, type CheckInError } from '../state/checkin';

export type CheckInState =
  { status: 'loading'; failed: boolean } | { status: 'ready'; info: CheckInInfo };

/**
 * The check-in (GET/POST user/checkIn). A check-in applies the server's balance and reads the
 * list again; a refusal is kept as `error` for the card to say (spec 3 §8).
 */
export function useCheckIn() {
  const [state, setState] = useState<CheckInState>({ status: 'loading', failed: false });
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<CheckInError | null>(null);
  const [coins, setCoins] = useState<number | null>(null);
  const bump = useSetAtom(tasksChangedAtom);

  useEffect(() => {
    let live = true;
    void activitiesApi.checkInInfo().then((r) => {
      if (!live) return;
      if (r.ok && r.data) setState({ status: 'ready', info: r.data });
      else setState((s) => (s.status === 'ready' ? s : { status: 'loading', failed: true }));
      setBusy(false);
    });
    return () => {
      live = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading', failed: false });
    setAttempt((n) => n + 1);
  }, []);

  /** Resolves true when the check-in went through. */
  const checkIn = useCallback(async (): Promise<boolean> => {
    setBusy(true);
    setError(null);
    setCoins(null);
    const r = await activitiesApi.checkIn();
    if (r.ok && r.data) {
      applyBalance({ goldNum: r.data.goldNum, seq: r.data.balanceSeq, source: 'checkin' });
      setCoins(r.data.coin);
    } else setError(checkInErrorOf(r.code, r.msg));
    setAttempt((n) => n + 1);
    bump((n) => n + 1);
    return r.ok;
  }, [bump]);

  return { state, retry, checkIn, busy, error, coins };
}

import { useSetAtom } from 'jotai';
import { useCallback, useState } from 'react';
import { activitiesApi, applyBalance } from 'shared-sdk';
import { useServerData } from '../../common/hooks/useServerData';
import { tasksChangedAtom } from '../../tasks/state/atoms';
import { checkInErrorOf, type CheckInError } from '../state/checkin';
import { loadCheckInInfo, useVipRewardText } from './checkInInfo';

/**
 * The check-in (GET/POST user/checkIn). A check-in applies the server's balance and reads the
 * list again; a refusal is kept as `error` for the card to say (spec 3 §8).
 */
export function useCheckIn() {
  const vipText = useVipRewardText();
  // No countryId: the server accepts it but has one list for all.
  const loadInfo = () => loadCheckInInfo(vipText);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<CheckInError | null>(null);
  const [coins, setCoins] = useState<number | null>(null);
  const { state, reload, retry } = useServerData(loadInfo, () => setBusy(false));
  const bump = useSetAtom(tasksChangedAtom);

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
    reload();
    bump((n) => n + 1);
    return r.ok;
  }, [reload, bump]);

  return { state, retry, checkIn, busy, error, coins };
}

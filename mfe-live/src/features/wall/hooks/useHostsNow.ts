import { useEffect, useState } from 'react';
import { statusApi, type HostLiving } from 'shared-sdk';
import { LIVE_BATCH_IDS_MAX } from 'shared-sdk/constants';
import { liveApi } from 'shared-sdk/live';
import { WALL_NOW_REFRESH_MS } from '../state/constants';

export interface HostsNow {
  /** By host id: who is live now (hostIsLivingBatch), for the Live badge. */
  living: Record<string, HostLiving>;
  /** By host id: the online status now (onlinestatus batch), over the list's older one. */
  statuses: Record<string, number>;
}

const NOTHING: HostsNow = { living: {}, statuses: {} };

/**
 * What changes while the wall stays on screen (spec 3 §7 "hostIsLivingBatch", "onlinestatus
 * batch"): who of these hosts is live and who is online. Asked when the hosts change, when the
 * wall shows again (kept alive, it may have been away for long) and every WALL_NOW_REFRESH_MS
 * while it shows. A failed ask keeps what was known for the statuses and shows no live badges
 * (a badge is a way into a live, never a promise the server did not make).
 */
export function useHostsNow(hostIds: number[], shown: boolean): HostsNow {
  const [now, setNow] = useState<HostsNow>(NOTHING);
  const key = hostIds.slice(0, LIVE_BATCH_IDS_MAX).join(',');
  useEffect(() => {
    if (!key || !shown) return;
    const ids = key.split(',').map(Number);
    let stopped = false;
    const ask = async () => {
      const [live, status] = await Promise.all([
        liveApi.hostIsLivingBatch(ids),
        statusApi.getBatch(ids),
      ]);
      if (stopped) return;
      setNow((old) => ({
        living: live.ok && live.data && typeof live.data === 'object' ? live.data : {},
        statuses:
          status.ok && Array.isArray(status.data)
            ? Object.fromEntries(status.data.map((s) => [String(s.userId), s.status]))
            : old.statuses,
      }));
    };
    void ask();
    const timer = setInterval(() => void ask(), WALL_NOW_REFRESH_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [key, shown]);
  return now;
}

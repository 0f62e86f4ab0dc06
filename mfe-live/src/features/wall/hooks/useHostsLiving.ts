import { useEffect, useState } from 'react';
import type { HostLiving } from 'shared-sdk';
import { LIVE_BATCH_IDS_MAX } from 'shared-sdk/constants';
import { liveApi } from 'shared-sdk/live';

/**
 * Which of these hosts are live now (GET /audience/hostIsLivingBatch, spec 3 §7), for the cards'
 * Live badge. Asked again when the hosts change or the wall shows again; a failed ask shows no
 * badges (a badge is a way into a live, never a promise the server did not make).
 */
export function useHostsLiving(hostIds: number[], visible: boolean): Record<string, HostLiving> {
  const [living, setLiving] = useState<Record<string, HostLiving>>({});
  const key = hostIds.slice(0, LIVE_BATCH_IDS_MAX).join(',');
  useEffect(() => {
    if (!key || !visible) return;
    let stopped = false;
    void liveApi.hostIsLivingBatch(key.split(',').map(Number)).then((res) => {
      if (stopped) return;
      setLiving(res.ok && res.data && typeof res.data === 'object' ? res.data : {});
    });
    return () => {
      stopped = true;
    };
  }, [key, visible]);
  return living;
}

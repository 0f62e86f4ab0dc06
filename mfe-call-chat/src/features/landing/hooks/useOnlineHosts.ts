import { useCallback, useEffect, useState } from 'react';
import { hostsApi, type HostCard } from 'shared-sdk';
import { USER_STATUS } from 'shared-sdk/constants';
import { LANDING_HOSTS_MAX, type LandingHost, type OnlineHostsState } from '../state/hosts';

export function toLandingHost(h: HostCard): LandingHost {
  return {
    id: h.userId || h.id,
    name: h.name || h.userName,
    headImg: h.headImg,
    // Named by the server in this device's language (no Intl.DisplayNames on the landing).
    country: h.countryName || h.groupName || '',
    status: Number(h.onlineStatus ?? h.status),
    price: h.callPrice,
    gender: h.gender,
  };
}

/**
 * The landing's "Online now": the guest host list (spec 3 §7, hostsApi.listUsers, visitors too),
 * online hosts first. Starts in 'loading' (skeletons of the final size, also in the pre-rendered
 * HTML); a failed call shows Retry.
 */
export function useOnlineHosts(): OnlineHostsState {
  const [state, setState] = useState<OnlineHostsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  useEffect(() => {
    let live = true;
    hostsApi.listUsers({ page: 1, size: LANDING_HOSTS_MAX * 2 }).then(
      (res) => {
        if (!live) return;
        if (!res.ok || !res.data) return setState({ status: 'failed', retry });
        const hosts = res.data.list
          .map(toLandingHost)
          .filter((h) => h.status === USER_STATUS.online || h.status === USER_STATUS.busy)
          .sort(
            (a, b) =>
              Number(b.status === USER_STATUS.online) - Number(a.status === USER_STATUS.online),
          );
        setState({ status: 'ready', hosts });
      },
      () => live && setState({ status: 'failed', retry }),
    );
    return () => {
      live = false;
    };
  }, [attempt, retry]);
  return state;
}

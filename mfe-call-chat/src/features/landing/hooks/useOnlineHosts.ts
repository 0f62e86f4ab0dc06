import { useCallback, useEffect, useState } from 'react';
import { hostsApi, USER_STATUS, type HostCard } from 'shared-sdk';
import { LANDING_HOSTS_MAX, type LandingHost, type OnlineHostsState } from '../state/hosts';

let regionNames: Intl.DisplayNames | null = null;
/** English region names, made once; null where Intl.DisplayNames is missing. */
function getRegionNames(): Intl.DisplayNames | null {
  try {
    return (regionNames ??= new Intl.DisplayNames(['en'], { type: 'region' }));
  } catch {
    return null;
  }
}

/**
 * The first Intl.DisplayNames loads the browser's region names: ~15 ms on a slow phone. Made
 * in a task of its own while the host list is on its way, not in the one that shows the list
 * (issue 9, blocking time).
 */
function prepareCountryNames(): void {
  setTimeout(getRegionNames, 0);
}

/** The country's name from the host's country code (groupName), in English; else the code. */
function countryOf(h: HostCard): string {
  try {
    return (h.groupName && getRegionNames()?.of(h.groupName.toUpperCase())) || h.groupName || '';
  } catch {
    return h.groupName || ''; // of() throws on a malformed code
  }
}

export function toLandingHost(h: HostCard): LandingHost {
  return {
    id: h.userId || h.id,
    name: h.name || h.userName,
    headImg: h.headImg,
    country: countryOf(h),
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
    prepareCountryNames();
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

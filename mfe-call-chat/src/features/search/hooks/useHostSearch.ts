import { useCallback, useEffect, useState } from 'react';
import { hostsApi, type HostCountry } from 'shared-sdk';
import { SEARCH_DEBOUNCE_MS, HOST_LIST_PAGE_SIZE } from 'shared-sdk/constants';
import { toLandingHost } from '../../landing/hooks/useOnlineHosts';
import type { LandingHost } from '../../landing/state/hosts';

export type HostSearchState =
  { status: 'loading' } | { status: 'ready'; hosts: LandingHost[] } | { status: 'failed' };

/**
 * SearchPage's host list (spec 3 §7 lists; spec 2 §5: the search box waits 500 ms): the text
 * (a name or an id) and the country filter, online hosts first (the server's order).
 */
export function useHostSearch(query: string, countryId: number | null) {
  const [attempt, setAttempt] = useState(0);
  const q = query.trim().slice(0, 50);
  const key = `${q}|${countryId ?? ''}|${attempt}`;
  // The answer is kept with the query it answers: a newer query shows 'loading' until its own.
  const [answer, setAnswer] = useState<{ key: string; state: HostSearchState } | null>(null);
  const setState = (state: HostSearchState) => setAnswer({ key, state });
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(
      () => {
        hostsApi
          .listUsers({
            page: 1,
            size: HOST_LIST_PAGE_SIZE,
            ...(q && { searchQ: q }),
            ...(countryId && { countryId }),
          })
          .then(
            (res) => {
              if (!live) return;
              setState(
                res.ok && res.data
                  ? { status: 'ready', hosts: res.data.list.map(toLandingHost) }
                  : { status: 'failed' },
              );
            },
            () => live && setState({ status: 'failed' }),
          );
      },
      q ? SEARCH_DEBOUNCE_MS : 0,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // setState is recreated per key; key covers every input.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const state: HostSearchState = answer?.key === key ? answer.state : { status: 'loading' };
  return { state, retry };
}

/** The countries that have hosts (the filter's options). */
export function useHostCountries(): HostCountry[] {
  const [list, setList] = useState<HostCountry[]>([]);
  useEffect(() => {
    let live = true;
    hostsApi.countryFilter().then(
      (res) => live && res.ok && res.data && setList(res.data.list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return list;
}

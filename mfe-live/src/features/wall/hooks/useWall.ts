import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { hostsApi, userAtom } from 'shared-sdk';
import { WALL_PAGE_SIZE } from '../state/constants';
import { wallCountryId } from '../state/storedCountry';
import { activeGroup, wallReducer, type WallState } from '../state/wallState';

/**
 * The wall's data (spec 3 §7 "Wall and host lists"): the groups by country with their first
 * pages (selectAllInWallGroup, the stored country first), then further pages of the chosen group
 * (matches/wall). The state lives in this component: the host keeps the wall mounted while the
 * user is elsewhere (kept alive), so the group and the pages are still there on the way back.
 */
export function useWall() {
  const user = useAtomValue(userAtom);
  const [state, dispatch] = useReducer(wallReducer, { status: 'loading' } as WallState);
  const [attempt, retry] = useReducer((n: number) => n + 1, 0);
  const latest = useRef(state);
  useLayoutEffect(() => {
    latest.current = state;
  });
  const userCountry = user?.countryId;

  useEffect(() => {
    let stopped = false;
    dispatch({ type: 'load' });
    void hostsApi.selectAllInWallGroup(wallCountryId(userCountry)).then((res) => {
      if (stopped) return;
      if (res.ok && Array.isArray(res.data?.list))
        dispatch({ type: 'loaded', groups: res.data.list, pageSize: WALL_PAGE_SIZE });
      else dispatch({ type: 'failed' });
    });
    return () => {
      stopped = true;
    };
    // The user's country is read once per load: a profile edit does not reshuffle the wall.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  /** The next page of the chosen group (nothing while one is on its way or at the end). */
  const loadMore = useCallback(() => {
    const group = activeGroup(latest.current);
    if (!group || group.done || group.more === 'loading') return;
    const { groupName } = group;
    dispatch({ type: 'moreStart', groupName });
    void hostsApi
      .wall({ groupName, page: group.page + 1, size: WALL_PAGE_SIZE })
      .then((res) =>
        dispatch(
          res.ok && Array.isArray(res.data?.list)
            ? { type: 'moreDone', groupName, page: res.data }
            : { type: 'moreFailed', groupName },
        ),
      );
  }, []);

  const select = useCallback((groupName: string) => dispatch({ type: 'select', groupName }), []);
  const setLiked = useCallback(
    (hostId: number, liked: boolean) => dispatch({ type: 'liked', hostId, liked }),
    [],
  );

  return { state, group: activeGroup(state), retry, loadMore, select, setLiked };
}

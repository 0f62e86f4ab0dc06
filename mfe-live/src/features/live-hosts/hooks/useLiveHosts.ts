import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isLoggedInAtom, type ApiResult, type LiveInfo } from 'shared-sdk';
import { liveApi } from 'shared-sdk/live';
import { LIVE_HOSTS_REFRESH_MS } from '../state/constants';
import { asTourist } from '../state/touristId';

export type LiveHostsState =
  { status: 'loading' } | { status: 'ready'; lives: LiveInfo[] } | { status: 'failed' };

/**
 * The lives of the row: a signed-in viewer's recommended lives (most watched first), a visitor's
 * tourist list (public, with the stored tourist id). Asked again every LIVE_HOSTS_REFRESH_MS while
 * the page is visible, and when the page shows again if the list is that old; never faster. A
 * failed refresh keeps the list on screen; a failed first load shows the error with Retry.
 */
export function useLiveHosts(count: number): LiveHostsState & { retry(): void } {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const [state, setState] = useState<LiveHostsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const lastAsk = useRef(0);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const visible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';
    const ask = async () => {
      if (timer) clearTimeout(timer);
      timer = null;
      lastAsk.current = Date.now();
      const res: ApiResult<{ list: LiveInfo[] }> = loggedIn
        ? await liveApi.listRecommend({ pageSize: count })
        : await asTourist((id) => liveApi.touristLives(id, { pageNo: 1, pageSize: count }));
      if (stopped) return;
      if (res.ok && Array.isArray(res.data?.list))
        setState({ status: 'ready', lives: res.data.list.filter((l) => l.living !== false) });
      else setState((old) => (old.status === 'ready' ? old : { status: 'failed' }));
      if (visible()) timer = setTimeout(() => void ask(), LIVE_HOSTS_REFRESH_MS);
    };
    const onVisibility = () => {
      if (!visible()) {
        if (timer) clearTimeout(timer);
        timer = null;
        return;
      }
      const age = Date.now() - lastAsk.current;
      if (age >= LIVE_HOSTS_REFRESH_MS) void ask();
      else if (!timer) timer = setTimeout(() => void ask(), LIVE_HOSTS_REFRESH_MS - age);
    };
    void ask();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [loggedIn, count, attempt]);

  return { ...state, retry };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiResult } from 'shared-sdk';

export type ServerData<T> = { status: 'loading'; failed: boolean } | { status: 'ready'; data: T };

/**
 * Loads `fetch` on mount and on reload(). A failure keeps what was shown, or the loading state
 * marked failed (spec 3 §8) until retry() succeeds. `onAnswer` runs after each answer (a button
 * stays busy until the fresh data is in).
 */
export function useServerData<T>(fetch: () => Promise<ApiResult<T>>, onAnswer?: () => void) {
  const [state, setState] = useState<ServerData<T>>({ status: 'loading', failed: false });
  const [attempt, setAttempt] = useState(0);
  const calls = useRef({ fetch, onAnswer });
  useEffect(() => {
    calls.current = { fetch, onAnswer };
  });

  useEffect(() => {
    let live = true;
    void calls.current.fetch().then((r) => {
      if (!live) return;
      if (r.ok && r.data) setState({ status: 'ready', data: r.data });
      else setState((s) => (s.status === 'ready' ? s : { status: 'loading', failed: true }));
      calls.current.onAnswer?.();
    });
    return () => {
      live = false;
    };
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const retry = useCallback(() => {
    setState({ status: 'loading', failed: false });
    reload();
  }, [reload]);
  return { state, reload, retry };
}

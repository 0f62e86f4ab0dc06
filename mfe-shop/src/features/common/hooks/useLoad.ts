import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiResult } from 'shared-sdk';

export type Loaded<T> =
  | { status: 'loading'; data: null; code: null; msg: null }
  | { status: 'ready'; data: T; code: null; msg: null }
  | { status: 'error'; data: null; code: number; msg: string };

/**
 * Runs an SDK call when `key` changes, with loading / error states and a retry (every network
 * call can fail: the page offers Retry). A stale answer (key changed meanwhile) is dropped.
 */
export function useLoad<T>(key: string | null, load: () => Promise<ApiResult<T>>) {
  const [state, setState] = useState<Loaded<T>>({
    status: 'loading',
    data: null,
    code: null,
    msg: null,
  });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    if (key === null) return;
    let live = true;
    setState({ status: 'loading', data: null, code: null, msg: null });
    void loadRef.current().then((res) => {
      if (!live) return;
      if (res.ok && res.data !== null)
        setState({ status: 'ready', data: res.data, code: null, msg: null });
      else setState({ status: 'error', data: null, code: res.code, msg: res.msg });
    });
    return () => {
      live = false;
    };
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  /** Re-reads without showing the loading state (polling). */
  const refresh = useCallback(async () => {
    const res = await loadRef.current();
    if (res.ok && res.data !== null)
      setState({ status: 'ready', data: res.data, code: null, msg: null });
    return res;
  }, []);
  return { ...state, retry, refresh };
}

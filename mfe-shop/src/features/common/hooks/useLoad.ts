import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiResult } from 'shared-sdk';

export type Loaded<T> =
  | { status: 'loading'; data: null; code: null; msg: null }
  | { status: 'ready'; data: T; code: null; msg: null }
  | { status: 'error'; data: null; code: number; msg: string };

const LOADING = { status: 'loading', data: null, code: null, msg: null } as const;

function toLoaded<T>(res: ApiResult<T>): Loaded<T> {
  return res.ok && res.data !== null
    ? { status: 'ready', data: res.data, code: null, msg: null }
    : { status: 'error', data: null, code: res.code, msg: res.msg };
}

/**
 * Runs an SDK call when `key` changes, with loading / error states and a retry (every network
 * call can fail: the page offers Retry). An answer for an older key or attempt is not shown.
 */
export function useLoad<T>(key: string | null, load: () => Promise<ApiResult<T>>) {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{
    key: string | null;
    attempt: number;
    value: Loaded<T>;
  } | null>(null);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  useEffect(() => {
    if (key === null) return;
    let live = true;
    void loadRef.current().then((res) => {
      if (live) setAnswer({ key, attempt, value: toLoaded(res) });
    });
    return () => {
      live = false;
    };
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  /** Reads again without showing the loading state (polling); keeps the last good answer on failure. */
  const refresh = useCallback(async () => {
    const res = await loadRef.current();
    if (res.ok && res.data !== null) setAnswer((a) => (a ? { ...a, value: toLoaded(res) } : a));
    return res;
  }, []);
  const state: Loaded<T> =
    answer && answer.key === key && answer.attempt === attempt ? answer.value : LOADING;
  return { ...state, retry, refresh };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProfileDetail } from 'shared-sdk';
import { loadProfile, type Failure, type Outcome, type ProfileData } from '../state/profile';

export type ProfileLoad =
  { status: 'loading' } | ({ status: 'failed' } & Failure) | ({ status: 'ready' } & ProfileData);

/**
 * The edit page's data: the own profile and the catalogues, loaded together; `reload` after a
 * change the detail shows (a bind, a saved birthday), `retry` after a failed load.
 */
export function useEditProfile() {
  const [load, setLoad] = useState<ProfileLoad>({ status: 'loading' });
  const live = useRef(true);

  /** A load's answer; a quiet reload that fails keeps what the page shows. */
  const take = useCallback((r: Outcome<ProfileData>, quiet: boolean) => {
    if (!live.current) return;
    if (r.ok) setLoad({ status: 'ready', ...r.value });
    else if (!quiet) setLoad({ status: 'failed', code: r.code, msg: r.msg });
  }, []);

  useEffect(() => {
    live.current = true;
    void loadProfile().then((r) => take(r, false));
    return () => {
      live.current = false;
    };
  }, [take]);

  /** Replaces the detail with a newer one (the page keeps what it shows). */
  const setDetail = useCallback(
    (f: (d: ProfileDetail) => ProfileDetail) =>
      setLoad((cur) => (cur.status === 'ready' ? { ...cur, detail: f(cur.detail) } : cur)),
    [],
  );

  return {
    load,
    retry: () => {
      setLoad({ status: 'loading' });
      void loadProfile().then((r) => take(r, false));
    },
    reload: () => loadProfile().then((r) => take(r, true)),
    setDetail,
  };
}

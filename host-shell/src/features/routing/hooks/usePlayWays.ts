import { useEffect } from 'react';
import { appStore, configApi } from 'shared-sdk';
import { playWaysAtom } from '../state/playWays';

/** Loads the site's play ways once (docs/CONTRACTS.md "Site config"); a failure keeps LivCam. */
export function loadPlayWays(): Promise<void> {
  return configApi.getPlayWays().then(
    (res) => {
      appStore.set(
        playWaysAtom,
        res.ok && Array.isArray(res.data?.openedPlayWays)
          ? { status: 'ready', list: res.data.openedPlayWays }
          : { status: 'failed' },
      );
    },
    () => appStore.set(playWaysAtom, { status: 'failed' }),
  );
}

export function usePlayWays(): void {
  useEffect(() => {
    void loadPlayWays();
  }, []);
}

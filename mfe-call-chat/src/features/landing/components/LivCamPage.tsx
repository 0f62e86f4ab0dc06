import type { ReactNode } from 'react';
import { CALL_LOCATION } from 'shared-sdk/constants';
import { useStartCall } from '../../call/hooks/useStartCall';
import { useOnlineHosts } from '../hooks/useOnlineHosts';
import { Hero } from './Hero';
import { OnlineHosts } from './OnlineHosts';
import styles from './LivCamPage.module.css';

/**
 * Other parts' widgets the host may place on this page (docs/CONTRACTS.md "Page slots"): each is
 * an element the page puts in its place, whatever remote it comes from. A slot the host leaves out
 * (an older host) is not shown; `null` keeps its box empty (the pre-render, before the app fills it).
 */
export interface LivCamSlots {
  /** The live hosts row (mfe_live): between the hero and "Online now", in a box of its height. */
  liveHostsRow?: ReactNode;
  /** The live-enter popup (mfe_live): at the page's end; it shows itself when it may. */
  liveEnter?: ReactNode;
}

/**
 * Route LivCam (/) and RandomVideoChat: the landing and one-to-one home. It is on the first
 * paint path and pre-rendered into the host's HTML at build time (./prerender.tsx), so it stays
 * light (CSS only, no images, no call SDKs) and renders the same before and after the app runs.
 */
export function LivCamPage({ slots = {} }: { slots?: LivCamSlots }) {
  const hosts = useOnlineHosts();
  const { call } = useStartCall();
  return (
    <div className={styles.page}>
      <Hero />
      {slots.liveHostsRow !== undefined && (
        <div className={styles.liveRow}>{slots.liveHostsRow}</div>
      )}
      <OnlineHosts
        state={hosts}
        onCall={(h) =>
          call(
            { id: h.id, userName: h.name, headImg: h.headImg, gender: h.gender, isHost: true },
            CALL_LOCATION.livCam,
          )
        }
      />
      {slots.liveEnter}
    </div>
  );
}

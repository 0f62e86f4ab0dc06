import { CALL_LOCATION } from 'shared-sdk/constants';
import { useStartCall } from '../../call/hooks/useStartCall';
import { useOnlineHosts } from '../hooks/useOnlineHosts';
import { Hero } from './Hero';
import { OnlineHosts } from './OnlineHosts';
import styles from './LivCamPage.module.css';

/**
 * Route LivCam (/) and RandomVideoChat: the landing and one-to-one home. It is on the first
 * paint path and pre-rendered into the host's HTML at build time (./prerender.tsx), so it stays
 * light (CSS only, no images, no call SDKs) and renders the same before and after the app runs.
 */
export function LivCamPage() {
  const hosts = useOnlineHosts();
  const { call } = useStartCall();
  return (
    <div className={styles.page}>
      <Hero />
      <OnlineHosts
        state={hosts}
        onCall={(h) =>
          call(
            { id: h.id, userName: h.name, headImg: h.headImg, gender: h.gender, isHost: true },
            CALL_LOCATION.livCam,
          )
        }
      />
    </div>
  );
}

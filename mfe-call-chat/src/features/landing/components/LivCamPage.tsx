import { Hero } from './Hero';
import { OnlineHosts } from './OnlineHosts';
import styles from './LivCamPage.module.css';

/**
 * Route LivCam (/) and RandomVideoChat: the landing and one-to-one home. It is on the first
 * paint path, so it stays light: CSS only, no images, no call SDKs.
 */
export function LivCamPage() {
  return (
    <div className={styles.page}>
      <Hero />
      <OnlineHosts />
    </div>
  );
}

import { useAtomValue } from 'jotai';
import { banMessageAtom } from '../state/sessionAtoms';
import styles from './BanScreen.module.css';

/** spec 1 §4.3 "Account bans" / §8 10115, 10116: a full-screen notice; visitor use follows. */
export function BanScreen() {
  const message = useAtomValue(banMessageAtom);
  if (!message) return null;
  return (
    <div className={styles.screen} role="dialog" aria-modal="true" aria-labelledby="ban-title">
      <div className={styles.panel}>
        <h2 id="ban-title">Account restricted</h2>
        <p>{message}</p>
        <p className={styles.small}>
          A blocked account can be used as a visitor again after 48 hours. Contact support if you
          think this is a mistake.
        </p>
      </div>
    </div>
  );
}

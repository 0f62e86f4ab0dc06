import { useEffect, useState } from 'react';
import { CHECKIN_TIP_MS } from 'shared-sdk';
import styles from './Shell.module.css';

/**
 * Check-in tip placeholder (spec 3 §2 "Shell": on wall, home and search pages; §9: 20 s).
 * The real check-in lives in mfe_tasks; this tip only points to it.
 */
export function CheckInTip() {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const t = setTimeout(() => setShown(false), CHECKIN_TIP_MS);
    return () => clearTimeout(t);
  }, []);
  if (!shown) return null;
  return (
    <aside className={styles.tip} aria-label="Daily check-in">
      Check in every day to collect free coins.
      <button
        type="button"
        className={styles.tipClose}
        aria-label="Dismiss tip"
        onClick={() => setShown(false)}
      >
        ×
      </button>
    </aside>
  );
}

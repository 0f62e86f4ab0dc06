import Heart from 'lucide/dist/esm/icons/heart.mjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from 'shared-sdk';
import { NS } from '../../../../i18n';
import { formatPraiseCount } from '../../engine';
import styles from './PraiseButton.module.css';
import ui from './ui.module.css';

/** How long a floating heart lives (its animation's length, PraiseButton.module.css). */
export const HEART_FLOAT_MS = 1_200;
/** Hearts floating at once at most (fast tapping must not pile up elements). */
const HEARTS_MAX = 12;
/** Sideways drift of a heart, in px either way. */
const HEART_DRIFT_PX = 18;

/**
 * Praise (spec 3 §2 "praise button", §5, §9): each tap is `onPraise` (the engine batches taps
 * for 1.5 s); the count is the room's, in W from 10,000 (formatPraiseCount). A heart floats up
 * per tap; with reduced motion it only fades (PraiseButton.module.css).
 */
export function PraiseButton({ count, onPraise }: { count: number; onPraise(): void }) {
  const { t, i18n } = useTranslation(NS);
  const [hearts, setHearts] = useState<Array<{ id: number; drift: number }>>([]);
  const next = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const running = timers.current;
    return () => running.forEach(clearTimeout);
  }, []);
  const shown = formatPraiseCount(count, i18n?.language || 'en');
  const tap = () => {
    onPraise();
    const id = next.current++;
    const drift = Math.round((Math.random() * 2 - 1) * HEART_DRIFT_PX);
    setHearts((h) => [...h.slice(-(HEARTS_MAX - 1)), { id, drift }]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setHearts((h) => h.filter((x) => x.id !== id));
    }, HEART_FLOAT_MS);
    timers.current.add(timer);
  };
  return (
    <div className={styles.wrap}>
      <span className={styles.hearts} aria-hidden="true">
        {hearts.map((h) => (
          <span key={h.id} className={styles.heart} style={{ '--drift': `${h.drift}px` } as object}>
            <Icon icon={Heart} size={22} fill="currentColor" />
          </span>
        ))}
      </span>
      <button
        type="button"
        className={`${ui.round} ${styles.button}`}
        aria-label={t('liveRoom.praise.button', 'Like this live, {{likes}} likes', {
          likes: shown,
          count,
          defaultValue_one: 'Like this live, {{likes}} like',
        })}
        onClick={tap}
      >
        <Icon icon={Heart} size={26} fill="currentColor" />
      </button>
      <span className={styles.count} aria-hidden="true">
        {shown}
      </span>
    </div>
  );
}

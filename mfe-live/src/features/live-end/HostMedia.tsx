import ChevronLeft from 'lucide/dist/esm/icons/chevron-left.mjs';
import ChevronRight from 'lucide/dist/esm/icons/chevron-right.mjs';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from 'shared-sdk';
import { NS } from '../../i18n';
import type { HostMediaItem } from './endData';
import styles from './EndPage.module.css';

/**
 * The host's videos or photos as a carousel (spec 3 §2): swiped on phones (scroll snap), with
 * previous and next buttons on wide screens. Videos load only when played (preload none).
 */
export function HostMedia({ items, name }: { items: HostMediaItem[]; name: string }) {
  const { t } = useTranslation(NS);
  const track = useRef<HTMLUListElement>(null);
  const step = (dir: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    // scrollLeft is negative in right-to-left pages: "next" goes the way the text runs.
    const rtl = getComputedStyle(el).direction === 'rtl';
    el.scrollBy({ left: dir * (rtl ? -1 : 1) * el.clientWidth * 0.8, behavior: 'smooth' });
  };
  return (
    <section
      className={styles.media}
      aria-label={t('liveEnd.media', 'Photos and videos of {{name}}', { name })}
    >
      <ul ref={track} className={styles.track}>
        {items.map((item, i) => (
          <li key={item.key} className={styles.slide}>
            {item.type === 'video' ? (
              <video
                className={styles.shot}
                src={item.video}
                poster={item.videoPic}
                preload="none"
                controls
                muted
                loop
                playsInline
                aria-label={t('liveEnd.video', 'Video {{n, number}} of {{name}}', {
                  n: i + 1,
                  name,
                })}
              />
            ) : (
              <img
                className={styles.shot}
                src={item.pic}
                alt={t('liveEnd.photo', 'Photo {{n, number}} of {{name}}', { n: i + 1, name })}
              />
            )}
          </li>
        ))}
      </ul>
      {items.length > 1 && (
        <div className={styles.arrows}>
          <button
            type="button"
            className={styles.arrow}
            aria-label={t('liveEnd.previous', 'Previous')}
            onClick={() => step(-1)}
          >
            <Icon icon={ChevronLeft} className={styles.flip} />
          </button>
          <button
            type="button"
            className={styles.arrow}
            aria-label={t('liveEnd.next', 'Next')}
            onClick={() => step(1)}
          >
            <Icon icon={ChevronRight} className={styles.flip} />
          </button>
        </div>
      )}
    </section>
  );
}

import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostCard, HostLiving } from 'shared-sdk';
import { NS } from '../../../i18n';
import { WALL_LOAD_MORE_MARGIN, WALL_PAGE_SIZE } from '../state/constants';
import type { GroupState } from '../state/wallState';
import { WallCard, WallCardSkeleton } from './WallCard';
import styles from './WallPage.module.css';

/** Skeleton cards while the wall's first answer is on its way. */
export function WallSkeleton() {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {Array.from({ length: WALL_PAGE_SIZE / 2 }, (_, i) => (
        <WallCardSkeleton key={i} />
      ))}
    </ul>
  );
}

/**
 * The chosen group's hosts, with the next page asked for when the end of the list comes near the
 * screen (and a Retry when that page failed).
 */
export function WallList({
  group,
  country,
  living,
  paused,
  onOpen,
  onOpenLive,
  onMore,
}: {
  group: GroupState;
  country: string;
  living: Record<string, HostLiving>;
  paused: boolean;
  onOpen(host: HostCard): void;
  onOpenLive(host: HostCard, living: HostLiving): void;
  onMore(): void;
}) {
  const { t } = useTranslation(NS);
  const end = useRef<HTMLDivElement>(null);
  const wantsMore = !group.done && group.more === 'idle';

  useEffect(() => {
    const el = end.current;
    if (!el || !wantsMore || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(([e]) => e?.isIntersecting && onMore(), {
      rootMargin: WALL_LOAD_MORE_MARGIN,
    });
    io.observe(el);
    return () => io.disconnect();
  }, [wantsMore, onMore, group.hosts.length]);

  return (
    <>
      <ul className={styles.grid}>
        {group.hosts.map((h) => (
          <WallCard
            key={h.id}
            host={h}
            country={country}
            living={living[String(h.id)]}
            paused={paused}
            onOpen={onOpen}
            onOpenLive={onOpenLive}
          />
        ))}
      </ul>
      <div ref={end} className={styles.listEnd} aria-live="polite">
        {group.more === 'loading' && <p>{t('wall.loadingMore', 'Loading more hosts…')}</p>}
        {group.more === 'failed' && (
          <p role="alert">
            {t('wall.moreFailed', 'More hosts could not load.')}{' '}
            <button type="button" className={styles.retry} onClick={onMore}>
              {t('wall.retry', 'Retry')}
            </button>
          </p>
        )}
      </div>
    </>
  );
}

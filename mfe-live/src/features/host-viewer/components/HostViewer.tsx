import { useAtomValue } from 'jotai';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { callPhaseAtom, isMobileAtom, type HostCard } from 'shared-sdk';
import { NS } from '../../../i18n';
import { useHostLike } from '../hooks/useHostLike';
import { useViewerNav } from '../hooks/useViewerNav';
import { VIEWER_TRANSITION_MS, VIEWER_WHEEL_MIN_DELTA } from '../state/constants';
import { slideWindow } from '../state/slideWindow';
import { leaveViewerEntry, listenViewerEntry, pushViewerEntry } from '../state/viewerHistory';
import { HostSlide } from './HostSlide';
import { ViewerFooter } from './ViewerFooter';
import { ViewerHeader } from './ViewerHeader';
import styles from './HostViewer.module.css';

export interface HostViewerProps {
  hosts: HostCard[];
  /** The host tapped: the first one shown. */
  startIndex: number;
  /**
   * 'viewer' (the wall's): header and footer, a `#host` history entry, Close goes back one.
   * 'profile' (spec 3 §2 "A profile mode hides header and footer"): Close only calls onClose.
   */
  mode?: 'viewer' | 'profile';
  /** The viewer is gone (Back, Close, or in profile mode the close event). */
  onClose(): void;
  /** A like was made (true) or taken back after a failure (false). */
  onLiked?(hostId: number, liked: boolean): void;
  /** The active host is one of the last two: a list with more pages may load the next. */
  onNearEnd?(): void;
  /** The country name shown for a host (default its `countryName`). */
  countryOf?(host: HostCard): string;
  /** Something covers the viewer (the wall's route is hidden): no video plays. */
  paused?: boolean;
}

/**
 * The host viewer (spec 3 §2, §4 "Host viewer"): full screen over the wall, one host per slide,
 * moved one at a time by swipe, the desktop arrows or ArrowUp / ArrowDown. At most three slides
 * are in the DOM (slideWindow); only the active one's video plays.
 */
export function HostViewer({
  hosts,
  startIndex,
  mode = 'viewer',
  onClose,
  onLiked,
  onNearEnd,
  paused = false,
  countryOf = (h) => h.countryName,
}: HostViewerProps) {
  const { t } = useTranslation(NS);
  const isMobile = useAtomValue(isMobileAtom);
  const { status: callStatus } = useAtomValue(callPhaseAtom);
  const nav = useViewerNav(hosts.length, startIndex);
  const { like, isLiked } = useHostLike(onLiked);
  const root = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  useLayoutEffect(() => {
    closeRef.current = onClose;
  });
  const profile = mode === 'profile';

  useEffect(() => {
    root.current?.focus();
    if (profile) return;
    pushViewerEntry();
    return listenViewerEntry(() => closeRef.current());
  }, [profile]);

  // The wheel (desktop): one slide per turn, never the wall behind.
  const { step } = nav;
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    let last = -Infinity;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      if (Math.abs(e.deltaY) < VIEWER_WHEEL_MIN_DELTA) return;
      if (e.timeStamp - last < VIEWER_TRANSITION_MS) return;
      last = e.timeStamp;
      step(e.deltaY > 0 ? 1 : -1);
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [step]);

  // An arrow that goes away at either end took the focus with it: keep the keys working.
  useEffect(() => {
    const el = root.current;
    if (el && !el.contains(document.activeElement)) el.focus();
  }, [nav.active]);

  const count = hosts.length;
  useEffect(() => {
    if (count > 0 && nav.active >= count - 2) onNearEnd?.();
  }, [nav.active, count, onNearEnd]);

  const close = () => (profile ? onClose() : leaveViewerEntry(onClose));
  const host = hosts[nav.active];
  const { start, end } = slideWindow(count, nav.active);
  const covered = paused || (callStatus !== 'idle' && callStatus !== 'ended');

  return (
    <div
      ref={root}
      className={styles.viewer}
      role="dialog"
      aria-modal="true"
      aria-label={t('hostViewer.title', 'Hosts')}
      aria-keyshortcuts="ArrowUp ArrowDown"
      tabIndex={-1}
      data-mode={mode}
      onKeyDown={(e) => {
        if (e.key === 'Escape') close();
        else nav.onKeyDown(e);
      }}
    >
      <div className={styles.stage} {...nav.handlers}>
        {hosts.slice(start, end).map((h, i) => {
          const offset = start + i - nav.active;
          return (
            <HostSlide
              key={h.id}
              host={h}
              offset={offset}
              playing={offset === 0 && !covered}
              style={{
                transform: `translate3d(0, calc(${offset * 100}% + ${nav.dragY}px), 0)`,
                transition: nav.dragging ? 'none' : `transform ${VIEWER_TRANSITION_MS}ms ease`,
              }}
            />
          );
        })}
      </div>
      {host && !profile && <ViewerHeader host={host} country={countryOf(host)} />}
      {host && !profile && <ViewerFooter host={host} liked={isLiked(host)} onLike={like} />}
      <button
        type="button"
        className={styles.close}
        aria-label={t('hostViewer.close', 'Close')}
        onClick={close}
      >
        <span aria-hidden="true">×</span>
      </button>
      {!isMobile && nav.active > 0 && (
        <button
          type="button"
          className={`${styles.arrow} ${styles.prev}`}
          aria-label={t('hostViewer.previous', 'Previous host')}
          onClick={() => nav.step(-1)}
        >
          <span aria-hidden="true">↑</span>
        </button>
      )}
      {!isMobile && nav.active < count - 1 && (
        <button
          type="button"
          className={`${styles.arrow} ${styles.next}`}
          aria-label={t('hostViewer.next', 'Next host')}
          onClick={() => nav.step(1)}
        >
          <span aria-hidden="true">↓</span>
        </button>
      )}
      <p className={styles.visuallyHidden} aria-live="polite">
        {host &&
          t('hostViewer.position', 'Host {{n, number}} of {{total, number}}', {
            n: nav.active + 1,
            total: hosts.length,
          })}
      </p>
    </div>
  );
}

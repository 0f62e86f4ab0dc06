import { useEffect, useRef, useState } from 'react';
import { VIEWER_PLAY_DELAY_MS } from '../state/constants';

/**
 * A slide's video (spec 3 §4 "Host viewer"): paused when its slide is not the active one; played
 * VIEWER_PLAY_DELAY_MS after it becomes active; `loading` until the video fires `playing`. A
 * browser that refuses to play keeps the poster and drops the indicator.
 */
export function useSlideVideo(active: boolean, hasVideo: boolean) {
  const ref = useRef<HTMLVideoElement>(null);
  /** This activation's video has started (or will not): the indicator goes. */
  const [started, setStarted] = useState(false);

  useEffect(() => {
    const v = ref.current;
    if (!v || !hasVideo) return;
    if (!active) {
      v.pause();
      return;
    }
    const onPlaying = () => setStarted(true);
    v.addEventListener('playing', onPlaying);
    const timer = setTimeout(() => {
      v.muted = true; // the property autoplay checks (React sets only the attribute)
      const played = v.play?.();
      if (played && typeof played.catch === 'function') played.catch(() => setStarted(true));
    }, VIEWER_PLAY_DELAY_MS);
    return () => {
      clearTimeout(timer);
      v.removeEventListener('playing', onPlaying);
      setStarted(false);
    };
  }, [active, hasVideo]);

  return { ref, loading: hasVideo && active && !started };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import type { Messaging } from 'shared-sdk';
import { VideoCheck, type VideoCheckDeps, type VideoCheckUpdate } from '../state/videoCheck';

export interface VideoCheckView {
  phase: 'idle' | VideoCheckUpdate['phase'];
  peerId: string | null;
  local: MediaStream | null;
  remoteVideo: MediaStream | null;
  remoteAudio: MediaStream | null;
  /** Click on Start → the remote <video> has a frame (videoWidth > 0), in ms. */
  firstFrameMs: number | null;
  statsFirstFrameMs: number | null;
  error: string | null;
}

const INITIAL: VideoCheckView = {
  phase: 'idle',
  peerId: null,
  local: null,
  remoteVideo: null,
  remoteAudio: null,
  firstFrameMs: null,
  statsFirstFrameMs: null,
  error: null,
};

/** Runs one VideoCheck at a time; stops it on unmount and when the connection goes away. */
export function useVideoCheck(messaging: Messaging | null, deps?: VideoCheckDeps) {
  const [view, setView] = useState<VideoCheckView>(INITIAL);
  const check = useRef<VideoCheck | null>(null);
  const startedAt = useRef(0);

  const stop = useCallback(async () => {
    const c = check.current;
    check.current = null;
    await c?.stop();
  }, []);

  const start = useCallback(
    async (peerId: string) => {
      await stop();
      if (!messaging) return;
      startedAt.current = performance.now();
      setView({ ...INITIAL, phase: 'starting', peerId });
      const c: VideoCheck = new VideoCheck(
        messaging,
        peerId,
        (u) => {
          // Updates of a check that was replaced are dropped (its final 'stopped' included).
          if (check.current !== c && u.phase !== 'failed') return;
          setView((v) => {
            const next: VideoCheckView = { ...v, phase: u.phase };
            if (u.local !== undefined) next.local = u.local;
            if (u.remoteVideo !== undefined) next.remoteVideo = u.remoteVideo;
            if (u.remoteAudio !== undefined) next.remoteAudio = u.remoteAudio;
            if (u.statsFirstFrameMs !== undefined && v.statsFirstFrameMs === null)
              next.statsFirstFrameMs = Math.round(u.statsFirstFrameMs);
            if (u.error !== undefined) next.error = u.error;
            return next;
          });
        },
        deps,
      );
      check.current = c;
      await c.start();
    },
    [messaging, stop, deps],
  );

  /** The remote <video> reports a decoded frame (loadeddata / resize with videoWidth > 0). */
  const onRemoteFrame = useCallback(() => {
    setView((v) =>
      v.firstFrameMs !== null || !v.remoteVideo
        ? v
        : { ...v, firstFrameMs: Math.round(performance.now() - startedAt.current) },
    );
  }, []);

  const stopAndReset = useCallback(async () => {
    await stop();
    setView(INITIAL);
  }, [stop]);

  useEffect(() => {
    if (!messaging) void stop().then(() => setView(INITIAL));
  }, [messaging, stop]);
  useEffect(() => () => void stop(), [stop]);

  return { view, start, stop: stopAndReset, onRemoteFrame };
}

import { useEffect, useRef, useState } from 'react';
import { useRoomT } from '../../hooks/useRoomT';
import { liveRoomText } from '../../texts';
import styles from './Room.module.css';

/** The picture is checked this often; this many checks without progress is a stall (project). */
const PICTURE_CHECK_MS = 1_000;
const PICTURE_STALL_CHECKS = 3;

/**
 * The room's one video element (the mini player shows the same one: the layer keeps it mounted).
 * Shown only once the first frame played (`playing`); until then the host's cover is the loading
 * screen. A browser that refuses to start the sound shows "Tap to start." (spec 3 §8).
 */
export function RoomVideo({
  stream,
  soundOff,
  cover,
  playing,
  stalled,
  onPicture,
}: {
  stream: MediaStream | null;
  soundOff: boolean;
  cover: string;
  playing: boolean;
  stalled: boolean;
  /** The picture froze (true) or moves again (false). */
  onPicture(stalled: boolean): void;
}) {
  const { t, tx } = useRoomT();
  const ref = useRef<HTMLVideoElement>(null);
  const [blocked, setBlocked] = useState(false);

  useEffect(() => {
    const v = ref.current;
    if (!v) return;
    if (v.srcObject !== stream) v.srcObject = stream;
    if (!stream) return;
    v.play()?.then(
      () => setBlocked(false),
      (e: unknown) => (e as { name?: string })?.name === 'NotAllowedError' && setBlocked(true),
    );
  }, [stream]);

  // A picture that stops moving while the live plays is a stall the media did not report.
  useEffect(() => {
    if (!playing || !stream) return;
    let last = -1;
    let still = 0;
    const id = setInterval(() => {
      const v = ref.current;
      if (!v || v.paused) return;
      if (v.currentTime === last) {
        if (++still === PICTURE_STALL_CHECKS) onPicture(true);
      } else {
        if (still >= PICTURE_STALL_CHECKS) onPicture(false);
        still = 0;
        last = v.currentTime;
      }
    }, PICTURE_CHECK_MS);
    return () => clearInterval(id);
  }, [playing, stream, onPicture]);

  const start = () => {
    ref.current?.play()?.then(
      () => setBlocked(false),
      () => undefined,
    );
  };

  return (
    <div className={styles.videoBox}>
      {cover && <img className={styles.cover} src={cover} alt="" aria-hidden="true" />}
      <video
        ref={ref}
        className={playing ? styles.video : styles.videoHidden}
        autoPlay
        playsInline
        muted={soundOff}
        data-testid="live-video"
      />
      {!playing && !stalled && (
        <div
          className={styles.spinner}
          role="status"
          aria-label={t('liveRoom.room.loading', 'Loading the live…')}
        />
      )}
      {stalled && (
        <p className={styles.reconnecting} role="status">
          {t('liveRoom.room.reconnecting', 'Reconnecting…')}
        </p>
      )}
      {blocked && playing && (
        <button type="button" className={styles.tapToStart} onClick={start}>
          {liveRoomText(tx, 'tapToStart')}
        </button>
      )}
    </div>
  );
}

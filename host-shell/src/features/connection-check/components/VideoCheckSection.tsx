import { useId, useState, type FormEvent } from 'react';
import type { Messaging } from 'shared-sdk';
import { useVideoCheck, type VideoCheckView } from '../hooks/useVideoCheck';
import { parseUserId } from '../state/labels';
import { StreamAudio, StreamVideo } from './StreamVideo';
import styles from './ConnectionCheck.module.css';

function phaseText(v: VideoCheckView): string {
  switch (v.phase) {
    case 'idle':
    case 'stopped':
      return 'Not started.';
    case 'starting':
      return 'Starting camera and microphone…';
    case 'waiting':
      return `Waiting for user ${v.peerId ?? ''} to start the video check…`;
    case 'connected':
      return `Connected with user ${v.peerId ?? ''}.`;
    case 'failed':
      return `Video check failed: ${v.error ?? 'unknown error'}`;
  }
}

/**
 * "Start video check": joins a media channel with the other user through the local Media provider
 * (camera + microphone) and shows both videos and the time to the first remote frame.
 */
export function VideoCheckSection({ messaging, online }: { messaging: Messaging | null; online: boolean }) {
  const headingId = useId();
  const { view, start, stop, onRemoteFrame } = useVideoCheck(messaging);
  const [to, setTo] = useState('');
  const recipient = parseUserId(to);
  const running = view.phase !== 'idle' && view.phase !== 'stopped' && view.phase !== 'failed';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (recipient) void start(recipient);
  };

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Start video check</h2>
      <form className={styles.form} onSubmit={submit}>
        <label>
          Recipient user id
          <input value={to} onChange={(e) => setTo(e.target.value)} inputMode="numeric" />
        </label>
        <button type="submit" disabled={!online || !recipient}>
          Start video check
        </button>
        {running && (
          <button type="button" onClick={() => void stop()}>
            Stop video check
          </button>
        )}
      </form>
      <p className={styles.muted} aria-live="polite">
        {phaseText(view)}
      </p>
      <p data-first-frame-ms={view.firstFrameMs ?? undefined}>
        {view.firstFrameMs === null
          ? 'First remote frame: not yet'
          : `First remote frame after ${view.firstFrameMs} ms`}
        {view.statsFirstFrameMs !== null && (
          <span className={styles.muted}> (decoded {view.statsFirstFrameMs} ms after join)</span>
        )}
      </p>
      <div className={styles.videos}>
        <figure>
          <StreamVideo stream={view.local} label="Your camera" />
          <figcaption>Your camera</figcaption>
        </figure>
        <figure>
          <StreamVideo stream={view.remoteVideo} label="Their video" onFrame={onRemoteFrame} />
          <figcaption>Their video</figcaption>
        </figure>
      </div>
      <StreamAudio stream={view.remoteAudio} />
    </section>
  );
}

import type { TFunction } from 'i18next';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Messaging } from 'shared-sdk';
import { NS } from '../../../i18n';
import { useVideoCheck, type VideoCheckView } from '../hooks/useVideoCheck';
import { parseUserId } from '../state/labels';
import { StreamAudio, StreamVideo } from './StreamVideo';
import styles from './ConnectionCheck.module.css';

function phaseText(t: TFunction, v: VideoCheckView): string {
  switch (v.phase) {
    case 'idle':
    case 'stopped':
      return t('check.video.idle', 'Not started.');
    case 'starting':
      return t('check.video.starting', 'Starting camera and microphone…');
    case 'waiting':
      return t('check.video.waiting', 'Waiting for user {{id}} to start the video check…', {
        id: v.peerId ?? '',
      });
    case 'connected':
      return t('check.video.connected', 'Connected with user {{id}}.', { id: v.peerId ?? '' });
    case 'failed':
      return t('check.video.failed', 'Video check failed: {{error}}', {
        error: v.error ?? t('check.video.unknownError', 'unknown error'),
      });
  }
}

/**
 * "Start video check": joins a media channel with the other user through the local Media provider
 * (camera + microphone) and shows both videos and the time to the first remote frame.
 */
export function VideoCheckSection({
  messaging,
  online,
}: {
  messaging: Messaging | null;
  online: boolean;
}) {
  const { t } = useTranslation(NS);
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
      <h2 id={headingId}>{t('check.video.start', 'Start video check')}</h2>
      <form className={styles.form} onSubmit={submit}>
        <label>
          {t('check.recipient', 'Recipient user id')}
          <input value={to} onChange={(e) => setTo(e.target.value)} inputMode="numeric" />
        </label>
        <button type="submit" disabled={!online || !recipient}>
          {t('check.video.start', 'Start video check')}
        </button>
        {running && (
          <button type="button" onClick={() => void stop()}>
            {t('check.video.stop', 'Stop video check')}
          </button>
        )}
      </form>
      <p className={styles.muted} aria-live="polite">
        {phaseText(t, view)}
      </p>
      <p data-first-frame-ms={view.firstFrameMs ?? undefined}>
        {view.firstFrameMs === null
          ? t('check.video.noFrame', 'First remote frame: not yet')
          : t('check.video.firstFrame', 'First remote frame after {{ms}} ms', {
              ms: view.firstFrameMs,
            })}
        {view.statsFirstFrameMs !== null && (
          <span className={styles.muted}>
            {' '}
            {t('check.video.decoded', '(decoded {{ms}} ms after join)', {
              ms: view.statsFirstFrameMs,
            })}
          </span>
        )}
      </p>
      <div className={styles.videos}>
        <figure>
          <StreamVideo stream={view.local} label={t('check.video.yours', 'Your camera')} />
          <figcaption>{t('check.video.yours', 'Your camera')}</figcaption>
        </figure>
        <figure>
          <StreamVideo
            stream={view.remoteVideo}
            label={t('check.video.theirs', 'Their video')}
            onFrame={onRemoteFrame}
          />
          <figcaption>{t('check.video.theirs', 'Their video')}</figcaption>
        </figure>
      </div>
      <StreamAudio stream={view.remoteAudio} />
    </section>
  );
}

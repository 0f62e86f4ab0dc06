import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { StoryVideo } from 'shared-sdk';
import { NS } from '../../../i18n';
import type { StoriesState } from '../hooks/useStoryVideos';
import styles from './Profile.module.css';

/**
 * The person's story videos on FriendPage: while they load, a one-line status; none (or a
 * failed load), nothing at all; otherwise each clip as its poster with a play button.
 */
export function StoryVideos({ state, name }: { state: StoriesState; name: string }) {
  const { t } = useTranslation(NS);
  if (state.status === 'loading')
    return (
      <p className={styles.storiesLoading} role="status">
        {t('profile.storiesLoading', 'Loading story videos…')}
      </p>
    );
  if (state.videos.length === 0) return null;
  const many = state.videos.length > 1;
  return (
    <section
      className={styles.stories}
      aria-label={t('profile.storiesOf', 'Story videos of {{name}}', { name })}
    >
      <h2 className={styles.section}>{t('profile.stories', 'Story')}</h2>
      <ul className={styles.storyList}>
        {state.videos.map((v, i) => (
          <li key={v.id}>
            <StoryTile video={v} name={name} n={many ? i + 1 : null} />
          </li>
        ))}
      </ul>
    </section>
  );
}

type Playback = 'poster' | 'loading' | 'playing' | 'paused' | 'failed';

/** The clip button's name, one whole sentence per action (n: the clip's number when there are several). */
function storyButtonName(
  t: TFunction,
  action: 'play' | 'pause' | 'retry',
  name: string,
  n: number | null,
): string {
  if (n === null) {
    if (action === 'retry')
      return t('profile.storyRetry', 'Try again to play the story video of {{name}}', { name });
    if (action === 'pause')
      return t('profile.storyPause', 'Pause the story video of {{name}}', { name });
    return t('profile.storyPlay', 'Play the story video of {{name}}', { name });
  }
  if (action === 'retry')
    return t('profile.storyRetryN', 'Try again to play the story video {{n}} of {{name}}', {
      n,
      name,
    });
  if (action === 'pause')
    return t('profile.storyPauseN', 'Pause the story video {{n}} of {{name}}', { n, name });
  return t('profile.storyPlayN', 'Play the story video {{n}} of {{name}}', { n, name });
}

/** `m:ss` of a clip's length in seconds. */
export function clipLength(seconds: number): string {
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * One clip: its poster until tapped (nothing is downloaded before), then it plays muted,
 * inline and in a loop; a tap pauses it. The one button covers the clip and always does what
 * its name says. The clips have no sound, so there is no sound button.
 */
function StoryTile({ video, name, n }: { video: StoryVideo; name: string; n: number | null }) {
  const { t } = useTranslation(NS);
  const ref = useRef<HTMLVideoElement>(null);
  const [playback, setPlayback] = useState<Playback>('poster');
  const running = playback === 'playing' || playback === 'loading';

  const toggle = () => {
    const v = ref.current;
    if (!v) return;
    if (running) return v.pause();
    if (playback === 'failed') v.load();
    v.muted = true; // the property, which autoplay rules check (React sets only the attribute)
    setPlayback('loading');
    void v.play()?.catch(() => {
      // Refused or interrupted by a pause: the error event tells a broken file apart.
      setPlayback((p) => (v.error ? 'failed' : p === 'loading' ? 'paused' : p));
    });
  };

  const action = playback === 'failed' ? 'retry' : running ? 'pause' : 'play';
  const buttonName = storyButtonName(t, action, name, n);
  return (
    <div className={styles.story} data-playback={playback}>
      <video
        ref={ref}
        src={video.videoUrl}
        poster={video.coverUrl || undefined}
        muted
        loop
        playsInline
        preload="none"
        disablePictureInPicture
        aria-hidden="true"
        tabIndex={-1}
        onPlaying={() => setPlayback('playing')}
        onWaiting={() => setPlayback('loading')}
        onPause={() => setPlayback((p) => (p === 'failed' ? p : 'paused'))}
        onError={() => setPlayback('failed')}
      />
      <button type="button" className={styles.storyButton} onClick={toggle} aria-label={buttonName}>
        {playback === 'loading' ? (
          <span className={styles.storySpinner} aria-hidden="true" />
        ) : playback === 'failed' ? (
          <span className={styles.storyNotice}>
            {t('profile.storyFailed', 'The video could not be played. Tap to try again.')}
          </span>
        ) : playback !== 'playing' ? (
          <span className={styles.storyPlay} aria-hidden="true" />
        ) : null}
      </button>
      {video.duration > 0 && (
        <span className={styles.storyLength} aria-hidden="true">
          {clipLength(video.duration)}
        </span>
      )}
    </div>
  );
}

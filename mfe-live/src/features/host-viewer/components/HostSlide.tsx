import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeUserName, type HostCard } from 'shared-sdk';
import { NS } from '../../../i18n';
import { useSlideVideo } from '../hooks/useSlideVideo';
import styles from './HostViewer.module.css';

/**
 * One host of the viewer (spec 3 §2 "Host viewer": video, else picture, else avatar). Only the
 * active slide's video plays (useSlideVideo); the others keep their poster. `offset` is the
 * slide's place from the active one (-1 above, 0 shown, 1 below).
 */
export function HostSlide({
  host,
  offset,
  playing,
  style,
}: {
  host: HostCard;
  offset: number;
  /** The slide is shown and nothing covers the viewer: its video may play. */
  playing: boolean;
  style: CSSProperties;
}) {
  const { t } = useTranslation(NS);
  const name = sanitizeUserName(host.name);
  const { ref: videoRef, loading } = useSlideVideo(playing, !!host.videoUrl);
  const [broken, setBroken] = useState(false);
  const picture = host.pictureUrl || host.headImg;
  return (
    <div
      className={styles.slide}
      style={style}
      data-slide={host.id}
      data-active={offset === 0}
      aria-hidden={offset !== 0}
    >
      {host.videoUrl ? (
        <video
          ref={videoRef}
          className={styles.media}
          src={host.videoUrl}
          poster={host.videoCoverUrl || picture}
          muted
          loop
          playsInline
          preload={offset === 0 ? 'auto' : 'metadata'}
          disablePictureInPicture
          draggable={false}
          aria-label={t('hostViewer.video', "{{name}}'s video", { name })}
        />
      ) : picture && !broken ? (
        <img
          className={styles.media}
          src={picture}
          alt={t('hostViewer.picture', "{{name}}'s picture", { name })}
          draggable={false}
          onError={() => setBroken(true)}
        />
      ) : (
        <span className={styles.initial} aria-hidden="true">
          {[...name.trim()][0]?.toUpperCase() || '?'}
        </span>
      )}
      {loading && (
        <span className={styles.spinner} role="status">
          <span className={styles.visuallyHidden}>{t('hostViewer.loading', 'Loading video…')}</span>
        </span>
      )}
    </div>
  );
}

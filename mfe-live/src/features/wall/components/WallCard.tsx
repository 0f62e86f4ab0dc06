import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeUserName, type HostCard, type HostLiving } from 'shared-sdk';
import { USER_STATUS } from 'shared-sdk/constants';
import { NS } from '../../../i18n';
import { WALL_VIDEO_VISIBLE_RATIO } from '../state/constants';
import styles from './WallPage.module.css';

/**
 * A card's story video: muted, inline, looping, its poster first; it plays only while most of it
 * is on screen and the wall is not covered (`paused`), so a long wall never runs many decoders.
 */
function CardVideo({ src, poster, paused }: { src: string; poster: string; paused: boolean }) {
  const ref = useRef<HTMLVideoElement>(null);
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const v = ref.current;
    if (!v || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      ([entry]) => setInView(!!entry && entry.intersectionRatio >= WALL_VIDEO_VISIBLE_RATIO),
      { threshold: [0, WALL_VIDEO_VISIBLE_RATIO, 1] },
    );
    io.observe(v);
    return () => io.disconnect();
  }, []);
  useEffect(() => {
    const v = ref.current;
    if (!v) return;
    if (inView && !paused) {
      v.muted = true; // the property autoplay checks (React sets only the attribute)
      v.play?.()?.catch(() => undefined);
    } else v.pause?.();
  }, [inView, paused]);
  return (
    <video
      ref={ref}
      className={styles.media}
      src={src}
      poster={poster}
      muted
      loop
      playsInline
      preload="metadata"
      disablePictureInPicture
      aria-hidden="true"
    />
  );
}

/** One host of the wall: picture or story video, online state, name and country, Live badge. */
export function WallCard({
  host,
  country,
  living,
  paused,
  onOpen,
  onOpenLive,
}: {
  host: HostCard;
  /** The group's country name (the same for every host of a group). */
  country: string;
  living: HostLiving | undefined;
  paused: boolean;
  onOpen(host: HostCard): void;
  onOpenLive(host: HostCard, living: HostLiving): void;
}) {
  const { t } = useTranslation(NS);
  const name = sanitizeUserName(host.name);
  const [broken, setBroken] = useState(false);
  const picture = host.pictureUrl || host.headImg;
  const online = host.onlineStatus === USER_STATUS.online;
  const state = online
    ? t('wall.online', 'Online')
    : host.onlineStatus === USER_STATUS.busy
      ? t('wall.busy', 'Busy')
      : t('wall.offline', 'Offline');
  return (
    <li className={styles.item} data-host={host.id}>
      <button
        type="button"
        className={styles.card}
        aria-label={
          online
            ? t('wall.openHostOnline', '{{name}}, {{country}}, Online', { name, country })
            : host.onlineStatus === USER_STATUS.busy
              ? t('wall.openHostBusy', '{{name}}, {{country}}, Busy', { name, country })
              : t('wall.openHostOffline', '{{name}}, {{country}}, Offline', { name, country })
        }
        onClick={() => onOpen(host)}
      >
        {host.videoUrl ? (
          <CardVideo src={host.videoUrl} poster={host.videoCoverUrl || picture} paused={paused} />
        ) : picture && !broken ? (
          <img
            className={styles.media}
            src={picture}
            alt=""
            loading="lazy"
            draggable={false}
            onError={() => setBroken(true)}
          />
        ) : (
          <span className={styles.initial} aria-hidden="true">
            {[...name.trim()][0]?.toUpperCase() || '?'}
          </span>
        )}
        <span className={styles.shade} aria-hidden="true" />
        <span className={styles.state} aria-hidden="true">
          <span className={online ? styles.dotOnline : styles.dotOther} />
          {state}
        </span>
        <span className={styles.info} aria-hidden="true">
          <span className={styles.name}>
            <bdi>{name}</bdi>
          </span>
          <span className={styles.country}>
            <bdi>{country}</bdi>
          </span>
        </span>
      </button>
      {living?.living && (
        <button
          type="button"
          className={styles.live}
          aria-label={t('wall.watchLive', "Watch {{name}}'s live", { name })}
          onClick={() => onOpenLive(host, living)}
        >
          {t('wall.live', 'Live')}
        </button>
      )}
    </li>
  );
}

/** A card-sized placeholder while the wall loads. */
export function WallCardSkeleton() {
  return <li className={`${styles.item} ${styles.skeleton}`} aria-hidden="true" />;
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeUserName, type LiveInfo } from 'shared-sdk';
import { useFormat } from 'shared-sdk/locale';
import { NS } from '../../../i18n';
import styles from './LiveHostsRow.module.css';

const COMPACT: Intl.NumberFormatOptions = { notation: 'compact', maximumFractionDigits: 1 };

/** A person icon (the audience count). Drawn here: this remote ships no icon set. */
function ViewersIcon() {
  return (
    <svg viewBox="0 0 24 24" width="12" height="12" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm0 2c-4.4 0-8 2.2-8 5v1h16v-1c0-2.8-3.6-5-8-5Z"
      />
    </svg>
  );
}

/** One live of the row: the host's cover (else avatar), name, LIVE (or Playing) and viewers. */
export function LiveHostCard({
  live,
  playing,
  onOpen,
}: {
  live: LiveInfo;
  /** This live is the one in the mini player. */
  playing: boolean;
  onOpen(live: LiveInfo): void;
}) {
  const { t } = useTranslation(NS);
  const name = sanitizeUserName(live.name);
  const [broken, setBroken] = useState(false);
  const src = live.coverUrl || live.headImg;
  const { num } = useFormat();
  const viewers = num(Math.max(0, live.audienceNum || 0), COMPACT);
  return (
    <li className={styles.item}>
      <button
        type="button"
        className={playing ? `${styles.card} ${styles.playing}` : styles.card}
        aria-label={
          playing
            ? t(
                'liveHosts.openPlaying',
                "{{name}}'s live, playing now. {{count, number}} watching",
                {
                  name,
                  count: live.audienceNum,
                },
              )
            : t('liveHosts.open', "Watch {{name}}'s live. {{count, number}} watching", {
                name,
                count: live.audienceNum,
              })
        }
        onClick={() => onOpen(live)}
      >
        {src && !broken ? (
          <img
            className={styles.cover}
            src={src}
            alt=""
            loading="lazy"
            onError={() => setBroken(true)}
          />
        ) : (
          <span className={styles.initial} aria-hidden="true">
            {[...name.trim()][0]?.toUpperCase() || '?'}
          </span>
        )}
        <span className={styles.shade} aria-hidden="true" />
        <span className={playing ? styles.playingBadge : styles.liveBadge} aria-hidden="true">
          {playing ? t('liveHosts.playing', 'Playing') : t('liveHosts.live', 'LIVE')}
        </span>
        <span className={styles.viewers} aria-hidden="true">
          <ViewersIcon />
          {viewers}
        </span>
        <span className={styles.name} aria-hidden="true" dir="auto">
          <bdi>{name}</bdi>
        </span>
      </button>
    </li>
  );
}

/** A card-sized placeholder while the lives load. */
export function LiveHostSkeleton() {
  return <li className={`${styles.item} ${styles.skeleton}`} aria-hidden="true" />;
}

import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { liveMiniPlayerAtom, navigate, type LiveInfo } from 'shared-sdk';
import { LIVE_HOSTS_ROW_MAX, LIVE_HOSTS_ROW_POPULAR } from 'shared-sdk/constants';
import { NS } from '../../../i18n';
import { useLiveHosts } from '../hooks/useLiveHosts';
import { LIVE_SOURCE, type LiveHostsVariant } from '../state/constants';
import { openLive } from '../state/openLive';
import { LiveHostCard, LiveHostSkeleton } from './LiveHostCard';
import styles from './LiveHostsRow.module.css';

/**
 * The row of live hosts (spec 3 §2 "Widgets", §9): up to 5 lives, or in the Popular variant 4 and
 * a More tile to the wall. A tap opens the live through the SDK's `requestLive` (a visitor gets
 * the login popup). The live in the mini player is marked Playing. The row has the same height in
 * every state (docs/CONTRACTS.md: the page placing it keeps its box).
 */
export function LiveHostsRow({ variant = 'default' }: { variant?: LiveHostsVariant }) {
  const { t } = useTranslation(NS);
  const titleId = useId();
  const popular = variant === 'popular';
  const count = popular ? LIVE_HOSTS_ROW_POPULAR : LIVE_HOSTS_ROW_MAX;
  const state = useLiveHosts(count);
  const mini = useAtomValue(liveMiniPlayerAtom);
  const failedText = t('liveHosts.openFailed', 'The live could not open. Please try again.');
  const open = (live: LiveInfo) =>
    void openLive(
      {
        channelId: live.channelId,
        hostId: live.hostId,
        source: popular ? LIVE_SOURCE.hostsRowPopular : LIVE_SOURCE.hostsRow,
      },
      failedText,
    );
  const lives = state.status === 'ready' ? state.lives.slice(0, count) : [];
  const more = popular && (
    <li className={styles.item}>
      <button type="button" className={styles.more} onClick={() => navigate('GoddessWall')}>
        <span className={styles.moreArrow} aria-hidden="true">
          →
        </span>
        {t('liveHosts.more', 'More')}
      </button>
    </li>
  );

  return (
    <section
      className={styles.row}
      aria-labelledby={titleId}
      aria-busy={state.status === 'loading'}
      data-variant={variant}
    >
      <h2 id={titleId} className={styles.title}>
        <span className={styles.dot} aria-hidden="true" />
        {popular ? t('liveHosts.popularTitle', 'Popular live') : t('liveHosts.title', 'Live now')}
      </h2>
      <div className={styles.body}>
        {state.status === 'loading' && (
          <ul className={styles.list} aria-hidden="true">
            {Array.from({ length: count }, (_, i) => (
              <LiveHostSkeleton key={i} />
            ))}
          </ul>
        )}
        {state.status === 'failed' && (
          <div className={styles.message} role="alert">
            <p>{t('liveHosts.failed', 'Lives could not load. Check your connection.')}</p>
            <button type="button" className={styles.retry} onClick={state.retry}>
              {t('liveHosts.retry', 'Retry')}
            </button>
          </div>
        )}
        {state.status === 'ready' && lives.length === 0 && (
          <div className={styles.message}>
            <p>{t('liveHosts.empty', 'No one is live right now')}</p>
            {popular && (
              <button
                type="button"
                className={styles.retry}
                onClick={() => navigate('GoddessWall')}
              >
                {t('liveHosts.wall', 'See the wall')}
              </button>
            )}
          </div>
        )}
        {lives.length > 0 && (
          <ul className={styles.list}>
            {lives.map((live) => (
              <LiveHostCard
                key={live.id}
                live={live}
                playing={mini?.channelId === live.channelId}
                onOpen={open}
              />
            ))}
            {more}
          </ul>
        )}
      </div>
    </section>
  );
}

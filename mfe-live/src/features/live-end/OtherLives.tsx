import Users from 'lucide/dist/esm/icons/users.mjs';
import { useTranslation } from 'react-i18next';
import { Icon, requestLive, type LiveInfo } from 'shared-sdk';
import { NS } from '../../i18n';
import { ListStatus } from '../live-room/components/panels/ListStatus';
import type { Loaded } from '../live-room/components/panels/useLoad';
import { useRoomText } from '../live-room/components/panels/useRoomText';
import styles from './EndPage.module.css';

/** requestLive's source for a live opened from the end page (project tag). */
export const LIVE_END_ENTRY_SOURCE = 'live_end';

/** Up to six other lives (spec 3 §2): a tap enters that live through the live layer. */
export function OtherLives({ lives }: { lives: Loaded<LiveInfo[]> & { retry(): void } }) {
  const { t } = useTranslation(NS);
  const roomText = useRoomText();
  return (
    <section className={styles.others} aria-labelledby="live-end-others">
      <h2 id="live-end-others" className={styles.heading}>
        {t('liveEnd.othersTitle', 'Live now')}
      </h2>
      <ListStatus
        state={lives}
        loading={t('liveEnd.othersLoading', 'Finding other lives…')}
        failed={t('liveEnd.othersFailed', 'Other lives could not load.')}
        retry={t('liveEnd.retry', 'Try again')}
        empty={roomText('noLives')}
      />
      {lives.status === 'ready' && lives.data.length > 0 && (
        <ul className={styles.grid}>
          {lives.data.map((l) => (
            <li key={l.id}>
              <button
                type="button"
                className={styles.card}
                onClick={() =>
                  void requestLive({ channelId: l.channelId, source: LIVE_END_ENTRY_SOURCE }).catch(
                    (e: unknown) =>
                      console.warn('[live] could not open a live from the end page', e),
                  )
                }
              >
                <img className={styles.cover} src={l.coverUrl} alt="" />
                <span className={styles.cardName}>
                  <bdi>{l.name}</bdi>
                </span>
                <span className={styles.viewers}>
                  <Icon icon={Users} size={12} />
                  {t('liveEnd.viewers', '{{count, number}} watching', { count: l.audienceNum })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

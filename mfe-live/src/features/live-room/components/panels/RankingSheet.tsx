import Coins from 'lucide/dist/esm/icons/coins.mjs';
import { useTranslation } from 'react-i18next';
import { Icon } from 'shared-sdk';
import { RANKING_SIZE } from 'shared-sdk/constants';
import { liveApi } from 'shared-sdk/live';
import { useFormat } from 'shared-sdk/locale';
import { NS } from '../../../../i18n';
import { rankingRows, type Medal, type RankEntry } from '../../engine';
import { Avatar } from './Avatar';
import { ListStatus } from './ListStatus';
import { Sheet } from './Sheet';
import { useLoad } from './useLoad';
import styles from './RankingSheet.module.css';

/** GET gift/rank, first page of RANKING_SIZE (spec 3 §7, §9); null when it failed. */
const loadRanking = (liveId: number) => () =>
  liveApi
    .giftRank({ liveStudioId: liveId, pageNo: 1, pageSize: RANKING_SIZE })
    .then((r): RankEntry[] | null => (r.ok && r.data ? r.data.list : null));

/** GET sumSendedGiftsCoins: the viewer's own gifts in this live. */
const loadOwnTotal = (liveId: number) => () =>
  liveApi.sumSentGiftsCoins(liveId).then((r) => (r.ok && r.data ? r.data.sendTotalCoins : null));

/**
 * The gift ranking (spec 3 §2: top 100, the first three with medals): loading, empty, or a
 * failure with a retry; the viewer's own total under it.
 */
export function RankingSheet({ liveId, onClose }: { liveId: number; onClose(): void }) {
  const { t } = useTranslation(NS);
  const { num } = useFormat();
  const ranking = useLoad(`rank:${liveId}`, loadRanking(liveId));
  const own = useLoad(`own:${liveId}`, loadOwnTotal(liveId));
  const medalName: Record<Medal, string> = {
    gold: t('liveRoom.ranking.gold', 'Gold medal'),
    silver: t('liveRoom.ranking.silver', 'Silver medal'),
    bronze: t('liveRoom.ranking.bronze', 'Bronze medal'),
  };
  const footer = (
    <p className={styles.own}>
      {own.status === 'ready'
        ? t('liveRoom.ranking.own', 'You sent {{count, number}} coins in this live', {
            count: own.data,
            defaultValue_one: 'You sent {{count, number}} coin in this live',
          })
        : own.status === 'loading'
          ? t('liveRoom.ranking.ownLoading', 'Counting your gifts…')
          : t('liveRoom.ranking.ownFailed', 'Your total could not load.')}
    </p>
  );
  return (
    <Sheet
      title={t('liveRoom.ranking.title', 'Gift ranking')}
      closeLabel={t('liveRoom.ranking.close', 'Close the ranking')}
      onClose={onClose}
      footer={footer}
      tall
    >
      <ListStatus
        state={ranking}
        loading={t('liveRoom.ranking.loading', 'Loading the ranking…')}
        failed={t('liveRoom.ranking.failed', 'The ranking could not load.')}
        retry={t('liveRoom.ranking.retry', 'Try again')}
        empty={t('liveRoom.ranking.empty', 'No gifts in this live yet. Send the first one!')}
      />
      {ranking.status === 'ready' && ranking.data.length > 0 && (
        <ol className={styles.list}>
          {rankingRows(ranking.data).map((row) => (
            <li key={row.userId} className={styles.row}>
              {row.medal ? (
                <span
                  className={`${styles.rank} ${styles[row.medal]}`}
                  role="img"
                  aria-label={medalName[row.medal]}
                >
                  {num(row.no)}
                </span>
              ) : (
                <span className={styles.rank}>{num(row.no)}</span>
              )}
              <Avatar src={row.userHeadImg} name={row.userName} size={36} />
              <span className={styles.name}>
                <bdi>{row.userName}</bdi>
              </span>
              <span className={styles.coins}>
                <Icon icon={Coins} size={14} />
                {t('liveRoom.ranking.coins', '{{count, number}} coins', {
                  count: row.sendTotalCoins,
                  defaultValue_one: '{{count, number}} coin',
                })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Sheet>
  );
}

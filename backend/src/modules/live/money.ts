/**
 * Coins in a live (spec 3 §5, §7, §8): gifts, following the host, the gift ranking. Every coin
 * moves through the ledger (src/modules/ledger) once: a gift is one IMMEDIATE transaction of the
 * debit (key `live-gift:<sender>:<requestId>`), its live_gifts row, the live's profit and the
 * host's points, so the same request id sent any number of times, at once or later, debits once
 * and answers the first result. Following is the chat module's add friend (9 coins once).
 * README.md "Gifts", "Follow".
 */
import type {
  AddFriendResult,
  LiveGiftParams,
  LiveGiftResult,
  LiveRankEntry,
  PageResult,
} from 'shared-sdk/node';
import { ADD_WAY_LIVE_END, HOST_POINTS_PER_COIN, LIVE_CODE, RANKING_SIZE } from '../../sdk';
import { liveError } from './codes';
import {
  liveById,
  liveIdOf,
  liveOfChannel,
  mustBeLiving,
  tellRoom,
  userCard,
  type LiveContext,
} from './context';
import { viewerKey, type LiveGiftRow, type LiveRow } from './store';

export const giftLedgerKey = (requestKey: string) => `live-gift:${requestKey}`;
/** The room's gift message names its live_gifts row: one id per gift, whatever was retried. */
export const giftMessageId = (row: Pick<LiveGiftRow, 'id'>) => `gift-${row.id}`;

export function createMoney(ctx: LiveContext) {
  const { deps, store, views } = ctx;
  const { db, ledger, now } = deps;
  const balance = (userId: number) => ledger.snapshot(userId) ?? { goldNum: 0, balanceSeq: 0 };

  const giftTx = db.transaction(
    (userId: number, p: LiveGiftParams): { row: LiveGiftRow; duplicate: boolean } => {
      const requestKey = `${userId}:${p.requestId}`;
      const prior = store.sentGift(requestKey);
      if (prior) {
        // The same gift again (a retry): nothing moves. Another gift or live under this id: refused.
        if (prior.gift_id !== p.giftId || prior.live_id !== liveIdOf(p.liveStudioChannelId))
          throw liveError(LIVE_CODE.requestReused);
        return { row: prior, duplicate: true };
      }
      const live = mustBeLiving(liveOfChannel(ctx, p.liveStudioChannelId));
      if (live.host_id === userId) throw liveError(LIVE_CODE.ownLive);
      if (store.viewer(live.id, viewerKey({ kind: 'user', userId }))?.left_at !== null)
        throw liveError(LIVE_CODE.notInLive);
      const gift = store.gift(p.giftId);
      if (!gift) throw liveError(LIVE_CODE.noSuchGift);
      const debit = ledger.debit(userId, gift.gold, 'live-gift', giftLedgerKey(requestKey));
      if (!debit.ok) {
        if (debit.error === 'insufficient_funds')
          throw liveError(LIVE_CODE.notEnoughGold, undefined, balance(userId));
        throw new Error(`live gift: ledger refused ${requestKey}: ${debit.error}`);
      }
      const at = now();
      store.st.insertGift.run(requestKey, live.id, userId, gift.id, gift.gold, debit.entry.id, at);
      store.st.addProfit.run(gift.gold, live.id);
      store.st.hostPoints.run(
        live.host_id,
        gift.gold * HOST_POINTS_PER_COIN,
        `live-gift-points:${requestKey}`,
        at,
      );
      return { row: store.sentGift(requestKey) as LiveGiftRow, duplicate: false };
    },
  );

  /** PUT /audience/sendGift: 1602 short, 1002/1003 over, 1401 not in the room; coinBalance after. */
  function sendGift(userId: number, p: LiveGiftParams): LiveGiftResult {
    const { row, duplicate } = giftTx.immediate(userId, p);
    const live = store.live(row.live_id) as LiveRow;
    if (!duplicate) {
      const me = userCard(ctx, userId, deps.publicOrigin());
      tellRoom(ctx, live, {
        action: 'gift',
        messageId: giftMessageId(row),
        senderId: userId,
        senderName: me.userName,
        senderIconUrl: me.iconUrl,
        giftId: row.gift_id,
        gold: row.gold,
        profit: live.profit,
      });
      ctx.dirty.add(live.id);
    }
    const bal = balance(userId);
    return {
      ...bal,
      coinBalance: bal.goldNum,
      giftId: row.gift_id,
      gold: row.gold,
      profit: live.profit,
      duplicate,
    };
  }

  /** GET /audience/addFriend — follow the live's host: 9 gold once (20001 when short). */
  function follow(userId: number, channel: string): AddFriendResult {
    const live = liveOfChannel(ctx, channel);
    if (live.host_id === userId) throw liveError(LIVE_CODE.ownLive);
    return deps.addFriend(userId, live.host_id, { addWay: ADD_WAY_LIVE_END });
  }

  /** GET /audience/gift/rank — the live's senders by coins, top RANKING_SIZE (spec 3 §2, §7). */
  function rank(
    liveId: number,
    pageNo: number,
    pageSize: number,
    origin: string,
  ): PageResult<LiveRankEntry> {
    liveById(ctx, liveId);
    const total = Math.min(store.rankCount(liveId), RANKING_SIZE);
    const offset = (pageNo - 1) * pageSize;
    const limit = Math.max(0, Math.min(pageSize, RANKING_SIZE - offset));
    const rows = limit > 0 ? store.rank(liveId, limit, offset) : [];
    return {
      pageNo,
      pages: Math.ceil(total / pageSize),
      total,
      list: rows.map((r, i) => views.rankEntry(r, offset + i + 1, origin)),
    };
  }

  /** GET /audience/sumSendedGiftsCoins — the caller's gifts in this live. */
  const sentTotal = (liveId: number, userId: number) => ({
    liveStudioId: liveById(ctx, liveId).id,
    sendTotalCoins: store.sentTotal(liveId, userId),
  });

  return { sendGift, follow, rank, sentTotal };
}
export type Money = ReturnType<typeof createMoney>;

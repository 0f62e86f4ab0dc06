/**
 * Gifts and backpack (spec 2 §7 "Gifts", "Backpack"). A paid gift moves coins through the ledger
 * once (key gift:<sender>:<messageUuid>: a retried send changes nothing and answers the first
 * result); a backpack gift uses one of the sender's held gifts instead. The gift message is
 * stored in the conversation and pushed; the receiver's Income Notices (−3) get a line.
 * Routes: routes/gifts.ts.
 */
import { randomUUID } from 'node:crypto';
import type {
  BackpackEntrance,
  BackpackGift,
  Gift,
  GiftSendParams,
  GiftSendResult,
} from 'shared-sdk/node';
import type { DB } from '../../db';
import { absolute } from '../../http/origins';
import type { Accounts } from '../accounts/service';
import type { Ledger } from '../ledger';
import { GIFT_CODE, IM_CODE, chatError } from './codes';
import type { Relations } from './relations';
import {
  BACKPACK_EXPIRING_MS,
  GIFT_PAGE,
  MESSAGE_TYPE,
  MESSAGE_TYPE_VALUE,
  MESSAGE_UUID_PATTERN,
} from '../../sdk';
import type { ChatCore } from './service';
import type { MessageRow, MessageStore } from './store';
import { INCOME_NOTICES_ID, INCOME_NOTICE_TYPE, incomeNotice } from './world';

const UUID_RE = new RegExp(MESSAGE_UUID_PATTERN);
/** project — a gift's class (spec 2 §3 giftStar) from its price: one star more from each floor. */
const GIFT_STAR_FLOORS = [50, 100, 300, 1000];
export const giftStarOf = (gold: number) => 1 + GIFT_STAR_FLOORS.filter((f) => gold >= f).length;

/** A row of the gift catalogue (table gifts). */
export interface GiftRow {
  id: number;
  name: string;
  gift_image: string;
  gold: number;
  sort: number;
}
/** A gift of the catalogue as the gift panels show it (chat, calls and lives); pictures on `origin`. */
export const giftView = (g: GiftRow, origin: string): Gift => ({
  id: g.id,
  giftId: g.id,
  name: g.name,
  giftImage: absolute(origin, g.gift_image) ?? '',
  gold: g.gold,
  friendGiftSort: g.sort,
  giftStar: giftStarOf(g.gold),
});
interface BagRow {
  id: number;
  gift_id: number;
  goods_count: number;
  expire_at: number;
}
type Held = BagRow & { name: string; gift_image: string; gold: number; created_at: number };

export interface GiftDeps {
  db: DB;
  now: () => number;
  accounts: Accounts;
  ledger: Ledger;
  relations: Relations;
  messages: MessageStore;
  core: Pick<ChatCore, 'card' | 'deliver' | 'storeAndPush' | 'ensureUserWorld'>;
}

export function createGifts(d: GiftDeps) {
  const { db, now, ledger, messages, core } = d;
  const st = {
    gifts: db.prepare('SELECT * FROM gifts ORDER BY sort, id'),
    gift: db.prepare('SELECT * FROM gifts WHERE id = ?'),
    sent: db.prepare('SELECT * FROM gift_sends WHERE message_uuid = ?'),
    insertSend: db.prepare(
      `INSERT INTO gift_sends (sender_id, receiver_id, gift_id, gold, integral, from_backpack, message_uuid,
         ledger_entry_id, room_id, source, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    bagHeld: db.prepare(
      `SELECT b.*, g.name, g.gift_image, g.gold FROM backpack_items b JOIN gifts g ON g.id = b.gift_id
       WHERE b.user_id = ? AND b.goods_count > 0 AND b.expire_at > ? ORDER BY b.expire_at, b.id`,
    ),
    bagFor: db.prepare(
      `SELECT * FROM backpack_items WHERE user_id = ? AND gift_id = ? AND goods_count > 0 AND expire_at > ?
       ORDER BY expire_at, id LIMIT 1`,
    ),
    useBag: db.prepare(
      'UPDATE backpack_items SET goods_count = goods_count - 1 WHERE id = ? AND goods_count > 0',
    ),
  };

  const balance = (userId: number) => ledger.snapshot(userId) ?? { goldNum: 0, balanceSeq: 0 };
  const sendResult = (
    from: number,
    cost: number,
    row: MessageRow,
    origin: string,
    duplicate: boolean,
  ) => {
    const bal = balance(from);
    const answer: GiftSendResult = {
      ...bal,
      gold: bal.goldNum,
      cost,
      message: messages.view(row, from, origin),
      duplicate,
    };
    return answer;
  };

  /** GET /facade/api/gift/total: the gift catalogue. */
  const catalogue = (origin: string): { list: Gift[] } => ({
    list: (st.gifts.all() as GiftRow[]).map((g) => giftView(g, origin)),
  });

  /** A retry of a gift already sent answers it (coins moved once), with today's balance. */
  function repeated(from: number, uuid: string, origin: string): GiftSendResult | null {
    const prior = st.sent.get(uuid) as
      { sender_id: number; gold: number; from_backpack: number } | undefined;
    const row = messages.byUuid.get(uuid) as MessageRow | undefined;
    if (!prior && !row) return null;
    if (!prior || prior.sender_id !== from || !row)
      throw chatError(IM_CODE.badUuid, 'This message id is already used');
    return sendResult(from, prior.from_backpack ? 0 : prior.gold, row, origin, true);
  }

  /** Coins (or the backpack gift), the record and the message: one transaction. */
  function pay(from: number, to: number, gift: GiftRow, uuid: string, b: GiftSendParams) {
    const fromBackpack = (b.giftPage ?? GIFT_PAGE.popular) === GIFT_PAGE.backpack;
    return db.transaction(() => {
      let entryId: number | null = null;
      if (fromBackpack) {
        const bag = st.bagFor.get(from, gift.id, now()) as BagRow | undefined;
        if (!bag || st.useBag.run(bag.id).changes !== 1) throw chatError(GIFT_CODE.notInBackpack);
      } else {
        const debit = ledger.debit(from, gift.gold, 'gift', `gift:${from}:${uuid}`);
        if (!debit.ok) throw chatError(GIFT_CODE.notEnoughCoins, undefined, balance(from));
        entryId = debit.entry.id;
      }
      const integral = gift.gold;
      st.insertSend.run(
        from,
        to,
        gift.id,
        gift.gold,
        integral,
        fromBackpack ? 1 : 0,
        uuid,
        entryId,
        String(b.roomId ?? ''),
        b.source ?? 0,
        now(),
      );
      const stored = messages.store({
        messageUuid: uuid,
        senderId: from,
        receiverId: to,
        messageType: MESSAGE_TYPE.GIFT,
        messageTypeValue: MESSAGE_TYPE_VALUE.text,
        content: gift.name,
        extra: {
          giftId: gift.id,
          giftStar: giftStarOf(gift.gold),
          integral,
          showInAppBanner: true,
        },
      });
      return { row: stored.row, cost: fromBackpack ? 0 : gift.gold };
    })();
  }

  /** POST /facade/api/gift/send from `from`; pictures in the answer on `origin`. */
  function send(from: number, b: GiftSendParams, origin: string): GiftSendResult {
    const uuid = b.messageUuid ?? randomUUID();
    if (!UUID_RE.test(uuid)) throw chatError(IM_CODE.badUuid);
    const again = repeated(from, uuid, origin);
    if (again) return again;

    const to = b.receiveUserId;
    if (to === from) throw chatError(GIFT_CODE.self);
    if (to <= 0 || !d.accounts.getUser(to)) throw chatError(GIFT_CODE.noSuchUser);
    if (d.relations.hasBlocked(to, from) || d.relations.hasBlocked(from, to))
      throw chatError(GIFT_CODE.blocked);
    const gift = st.gift.get(b.giftId) as GiftRow | undefined;
    if (!gift) throw chatError(GIFT_CODE.noSuchGift);

    const { row, cost } = pay(from, to, gift, uuid, b);
    core.deliver(row);
    // The receiver's Income Notices (−3): who sent what (spec 2 §3 "Income Notices").
    const notice = incomeNotice(core.card(from).userName, gift.name, gift.gold);
    core.storeAndPush({
      messageUuid: `income-${uuid}`,
      senderId: INCOME_NOTICES_ID,
      receiverId: to,
      messageType: MESSAGE_TYPE.TEXT,
      messageTypeValue: MESSAGE_TYPE_VALUE.systemNotice,
      content: notice.content,
      extra: {
        noticeType: INCOME_NOTICE_TYPE,
        noticeKey: notice.noticeKey,
        noticeValues: notice.noticeValues,
        giftId: gift.id,
        integral: gift.gold,
      },
    });
    return sendResult(from, cost, row, origin, false);
  }

  // ---- backpack ----
  const bagView = (r: Held, origin: string): BackpackGift => {
    const img = absolute(origin, r.gift_image) ?? '';
    return {
      id: r.id,
      giftId: r.gift_id,
      name: r.name,
      giftImage: img,
      icon: img,
      gold: r.gold,
      giftStar: giftStarOf(r.gold),
      expireTime: r.expire_at,
      goodsCount: r.goods_count,
    };
  };
  const held = (userId: number) => {
    core.ensureUserWorld(userId);
    return st.bagHeld.all(userId, now()) as Held[];
  };
  /** Held gifts that expire within BACKPACK_EXPIRING_MS from now. */
  const expiringOf = (rows: Held[]) => {
    const soon = now() + BACKPACK_EXPIRING_MS;
    return rows.filter((r) => r.expire_at <= soon);
  };

  return {
    catalogue,
    send,
    /** The gifts a user holds, soonest to expire first. */
    backpack: (userId: number, origin: string) => ({
      list: held(userId).map((r) => bagView(r, origin)),
    }),
    /** The held gifts expiring within BACKPACK_EXPIRING_MS. */
    backpackExpiring: (userId: number, origin: string) => ({
      list: expiringOf(held(userId)).map((r) => bagView(r, origin)),
    }),
    /** The held gifts, newest first. */
    backpackNewest: (userId: number, origin: string) => ({
      list: held(userId)
        .sort((a, b) => b.created_at - a.created_at || b.id - a.id)
        .map((r) => bagView(r, origin)),
    }),
    /** The backpack's entrance: whether to show it, how many gifts, how many expire soon. */
    entrance(userId: number): BackpackEntrance {
      const rows = held(userId);
      const count = rows.reduce((n, r) => n + r.goods_count, 0);
      return {
        show: count > 0,
        count,
        expiringCount: expiringOf(rows).reduce((n, r) => n + r.goods_count, 0),
      };
    },
  };
}
export type Gifts = ReturnType<typeof createGifts>;

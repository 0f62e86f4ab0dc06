/**
 * Gifts and backpack (spec 2 §7 "Gifts", "Backpack"). A paid gift moves coins through the ledger
 * once (key gift:<sender>:<messageUuid>: a retried send changes nothing and answers the first
 * result); a backpack gift uses one of the sender's held gifts instead. The gift message is
 * stored in the conversation and pushed; the receiver's Income Notices (−3) get a line.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type {
  BackpackEntrance,
  BackpackGift,
  Gift,
  GiftSendParams,
  GiftSendResult,
} from 'shared-sdk/node';
import { ok } from '../../../http/envelope';
import type { Services } from '../../../services';
import { GIFT_CODE, IM_CODE, chatError } from '../codes';
import { sdk } from '../sdk';
import { absolute, type MessageRow } from '../store';
import { INCOME_NOTICE_TYPE, SYSTEM_NOTICE_VALUE } from '../world';
import { me, mustBeCaller, originOf } from './common';

const { GIFT_PAGE, MESSAGE_TYPE, MESSAGE_UUID_PATTERN, BACKPACK_EXPIRING_MS } = sdk;
const UUID_RE = new RegExp(MESSAGE_UUID_PATTERN);
/** Income Notices conversation (spec 2 §3: friendId −3). */
const INCOME_NOTICES_ID = -3;

export interface GiftRow {
  id: number;
  name: string;
  gift_image: string;
  gold: number;
  sort: number;
}
interface BagRow {
  id: number;
  gift_id: number;
  goods_count: number;
  expire_at: number;
}

/** project — the gift's class for the gift display (spec 2 §3 giftStar), from its price. */
export const giftStarOf = (gold: number) =>
  gold < 50 ? 1 : gold < 100 ? 2 : gold < 300 ? 3 : gold < 1000 ? 4 : 5;

/** A gift of the catalogue as the gift panels show it (chat, calls and lives). */
export const giftView = (g: GiftRow, origin: string): Gift => ({
  id: g.id,
  giftId: g.id,
  name: g.name,
  giftImage: absolute(origin, g.gift_image) ?? '',
  gold: g.gold,
  friendGiftSort: g.sort,
  giftStar: giftStarOf(g.gold),
});

export function registerGiftRoutes(app: FastifyInstance, s: Services): void {
  const { db, chat, accounts, ledger, now } = s;
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

  app.get('/facade/api/gift/total', async (req) => {
    const origin = originOf(req);
    return ok({ list: (st.gifts.all() as GiftRow[]).map((g) => giftView(g, origin)) });
  });

  app.post<{ Body: GiftSendParams }>(
    '/facade/api/gift/send',
    {
      schema: {
        body: {
          type: 'object',
          required: ['giftId', 'receiveUserId'],
          properties: {
            giftPage: { type: 'integer', enum: Object.values(GIFT_PAGE) },
            giftId: { type: 'integer' },
            receiveUserId: { type: 'integer' },
            userId: { type: 'integer' },
            roomId: { type: 'string', maxLength: 64 },
            source: { type: 'integer', minimum: 0, maximum: 1000 },
            flag: { type: 'string', maxLength: 64 },
            messageUuid: { type: 'string', maxLength: 128 },
          },
        },
      },
    },
    async (req) => {
      const from = me(req);
      const b = req.body;
      mustBeCaller(req, b.userId, 'userId');
      const origin = originOf(req);
      chat.setOrigin(origin);
      const uuid = b.messageUuid ?? randomUUID();
      if (!UUID_RE.test(uuid)) throw chatError(IM_CODE.badUuid);

      // A retry of a gift already sent answers it (coins moved once), with today's balance.
      const prior = st.sent.get(uuid) as
        { sender_id: number; gold: number; from_backpack: number } | undefined;
      if (prior || chat.messages.byUuid.get(uuid)) {
        const row = chat.messages.byUuid.get(uuid) as MessageRow | undefined;
        if (!prior || prior.sender_id !== from || !row)
          throw chatError(IM_CODE.badUuid, 'This message id is already used');
        const bal = balance(from);
        const again: GiftSendResult = {
          ...bal,
          gold: bal.goldNum,
          cost: prior.from_backpack ? 0 : prior.gold,
          message: chat.messages.view(row, from, origin),
          duplicate: true,
        };
        return ok(again);
      }

      const to = b.receiveUserId;
      if (to === from) throw chatError(GIFT_CODE.self);
      if (to <= 0 || !accounts.getUser(to)) throw chatError(GIFT_CODE.noSuchUser);
      if (chat.relations.hasBlocked(to, from) || chat.relations.hasBlocked(from, to))
        throw chatError(GIFT_CODE.blocked);
      const gift = st.gift.get(b.giftId) as GiftRow | undefined;
      if (!gift) throw chatError(GIFT_CODE.noSuchGift);
      const fromBackpack = (b.giftPage ?? GIFT_PAGE.popular) === GIFT_PAGE.backpack;
      const integral = gift.gold;

      // Coins (or the backpack gift), the record and the message: one transaction.
      const result = db.transaction(() => {
        let entryId: number | null = null;
        if (fromBackpack) {
          const bag = st.bagFor.get(from, gift.id, now()) as BagRow | undefined;
          if (!bag || st.useBag.run(bag.id).changes !== 1) throw chatError(GIFT_CODE.notInBackpack);
        } else {
          const debit = ledger.debit(from, gift.gold, 'gift', `gift:${from}:${uuid}`);
          if (!debit.ok) throw chatError(GIFT_CODE.notEnoughCoins, undefined, balance(from));
          entryId = debit.entry.id;
        }
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
        return chat.messages.store({
          messageUuid: uuid,
          senderId: from,
          receiverId: to,
          messageType: MESSAGE_TYPE.GIFT,
          messageTypeValue: 0,
          content: gift.name,
          extra: {
            giftId: gift.id,
            giftStar: giftStarOf(gift.gold),
            integral,
            showInAppBanner: true,
          },
        });
      })();
      chat.deliver(result.row);
      // The receiver's Income Notices (−3): who sent what (spec 2 §3 "Income Notices").
      const sender = chat.card(from);
      chat.storeAndPush({
        messageUuid: `income-${uuid}`,
        senderId: INCOME_NOTICES_ID,
        receiverId: to,
        messageType: MESSAGE_TYPE.TEXT,
        messageTypeValue: SYSTEM_NOTICE_VALUE,
        content: `${sender.userName} sent you a ${gift.name} (+${integral} points)`,
        extra: { noticeType: INCOME_NOTICE_TYPE, giftId: gift.id, integral },
      });
      const bal = balance(from);
      const answer: GiftSendResult = {
        ...bal,
        gold: bal.goldNum,
        cost: fromBackpack ? 0 : gift.gold,
        message: chat.messages.view(result.row, from, origin),
        duplicate: false,
      };
      return ok(answer);
    },
  );

  // ---- backpack: GETs; never an encrypted answer (spec 2 §7 "headers disabling encryption") ----
  type Held = BagRow & { name: string; gift_image: string; gold: number; created_at: number };
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
    chat.ensureUserWorld(userId);
    return st.bagHeld.all(userId, now()) as Held[];
  };
  const BASE = '/wchat/facade/api/backpack';
  app.get(`${BASE}/backpackGiftList`, async (req) => {
    const origin = originOf(req);
    return ok({ list: held(me(req)).map((r) => bagView(r, origin)) });
  });
  app.get(`${BASE}/backpackExpireList`, async (req) => {
    const origin = originOf(req);
    const soon = now() + BACKPACK_EXPIRING_MS;
    return ok({
      list: held(me(req))
        .filter((r) => r.expire_at <= soon)
        .map((r) => bagView(r, origin)),
    });
  });
  app.get(`${BASE}/backpackList`, async (req) => {
    const origin = originOf(req);
    const list = held(me(req)).sort((a, b) => b.created_at - a.created_at || b.id - a.id);
    return ok({ list: list.map((r) => bagView(r, origin)) });
  });
  app.get(`${BASE}/entrance`, async (req) => {
    const rows = held(me(req));
    const soon = now() + BACKPACK_EXPIRING_MS;
    const count = rows.reduce((n, r) => n + r.goods_count, 0);
    const answer: BackpackEntrance = {
      show: count > 0,
      count,
      expiringCount: rows.filter((r) => r.expire_at <= soon).reduce((n, r) => n + r.goods_count, 0),
    };
    return ok(answer);
  });
}

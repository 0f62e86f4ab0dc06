/**
 * Gifts and backpack (spec 2 §7): catalogue with shipped images, a paid send moving coins once
 * (retried with the same messageUuid: no second debit), 10014 when short, backpack sends, the
 * message pushed and the Income Notice, the backpack lists without encryption.
 */
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { assetFile } from '../../src/http/assets';
import * as sdk from 'shared-sdk/node';
import { call, login, makeApp, type Session } from '../helpers';
import { until } from '../realtime/helpers';
import { api, connectRealtime, imPushes, newUser, uuid } from './helpers';

const { GIFT_CODE, NO_ENCRYPTION_HEADERS } = sdk;
let app: FastifyInstance;
let a: Session;
let b: Session;

beforeAll(async () => {
  app = await makeApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());
beforeEach(async () => {
  a = await newUser(app, 'Ann', 100);
  b = await newUser(app, 'Bob', 0);
});

const sendGift = (s: Session, to: number, giftId: number, extra: Record<string, unknown> = {}) =>
  api(app, s, '/facade/api/gift/send', {
    giftPage: 1,
    giftId,
    receiveUserId: to,
    userId: s.userId,
    source: 1,
    ...extra,
  });
const coins = (id: number) => app.services.ledger.balance(id);

test('the catalogue: every gift has an image file shipped in the repo', async () => {
  const r = await api(app, a, '/facade/api/gift/total', undefined, 'GET');
  expect(r.data.list.length).toBeGreaterThanOrEqual(6);
  for (const g of r.data.list) {
    expect(g).toMatchObject({
      id: g.giftId,
      gold: expect.any(Number),
      giftStar: expect.any(Number),
    });
    const file = assetFile(new URL(g.giftImage).pathname);
    expect(file && fs.existsSync(file)).toBe(true);
  }
});

test('a paid gift: coins once (a retry changes nothing), the message pushed, an Income Notice', async () => {
  const rb = await connectRealtime(app, b.userId);
  const id = uuid();
  const r = await sendGift(a, b.userId, 2, { messageUuid: id });
  expect(r.data).toMatchObject({
    gold: 80,
    goldNum: 80,
    cost: 20,
    duplicate: false,
    message: { messageType: 5, giftId: 2, integral: 20, senderId: a.userId },
  });
  expect(r.data.balanceSeq).toBe(app.services.ledger.snapshot(a.userId)?.balanceSeq);
  const again = await sendGift(a, b.userId, 2, { messageUuid: id });
  expect(again.data).toMatchObject({
    duplicate: true,
    goldNum: 80,
    message: { messageId: r.data.message.messageId },
  });
  expect(coins(a.userId)).toBe(80);
  expect(app.services.ledger.history(a.userId).filter((e) => e.reason === 'gift')).toHaveLength(1);
  await until(() => imPushes(rb).some((p) => p.giftId === 2 && p.messageType === 5));
  await until(() => imPushes(rb).some((p) => p.senderId === -3 && p.noticeKey === 'income.gift'));
  // The notice's key and values (the client's text in the reader's language), English kept.
  expect(imPushes(rb).find((p) => p.senderId === -3 && p.noticeKey)).toMatchObject({
    noticeKey: 'income.gift',
    noticeValues: { sender: 'Ann', gift: 'Heart', points: 20 },
    content: 'Ann sent you a Heart (+20 points)',
  });
  expect(imPushes(rb).filter((p) => p.messageUuid === id)).toHaveLength(1);
  await rb.close();
});

test('not enough coins: 10014 with the balance, nothing stored', async () => {
  const r = await sendGift(a, b.userId, 12); // 999 coins
  expect(r).toMatchObject({ code: GIFT_CODE.notEnoughCoins, data: { goldNum: 100 } });
  expect(coins(a.userId)).toBe(100);
  const d = await api(app, b, '/facade/api/im/v1/details', undefined, 'GET', {
    sendUserId: a.userId,
  });
  expect(d.data.total).toBe(0);
});

test('self 24003, unknown receiver 24005, unknown gift 24001, blocked 24004', async () => {
  expect((await sendGift(a, a.userId, 1)).code).toBe(GIFT_CODE.self);
  expect((await sendGift(a, 98765432, 1)).code).toBe(GIFT_CODE.noSuchUser);
  expect((await sendGift(a, b.userId, 999)).code).toBe(GIFT_CODE.noSuchGift);
  await api(app, b, '/facade/api/black/addBlack', { blacklistUserId: a.userId });
  expect((await sendGift(a, b.userId, 1)).code).toBe(GIFT_CODE.blocked);
  expect(coins(a.userId)).toBe(100);
});

test('backpack: a new user holds the welcome Rose; sending it costs no coins and uses it up (then 24002)', async () => {
  const bag = await api(app, b, '/wchat/facade/api/backpack/backpackGiftList', undefined, 'GET');
  expect(bag.data.list).toEqual([
    expect.objectContaining({
      giftId: 1,
      goodsCount: 1,
      name: 'Rose',
      icon: expect.stringContaining('/assets/gifts/1.svg'),
    }),
  ]);
  expect((await api(app, b, '/wchat/facade/api/backpack/entrance', undefined, 'GET')).data).toEqual(
    { show: true, count: 1, expiringCount: 0 },
  );
  const r = await sendGift(b, a.userId, 1, { giftPage: 0 });
  expect(r.data).toMatchObject({ cost: 0, goldNum: 0 });
  expect(
    (await api(app, b, '/wchat/facade/api/backpack/backpackList', undefined, 'GET')).data.list,
  ).toEqual([]);
  expect((await sendGift(b, a.userId, 1, { giftPage: 0 })).code).toBe(GIFT_CODE.notInBackpack);
  expect(
    (await api(app, b, '/wchat/facade/api/backpack/entrance', undefined, 'GET')).data.show,
  ).toBe(false);
});

test('backpack lists: expiring ones (within 3 days) listed apart; answers never encrypted', async () => {
  const s20001 = await login(app, 20001);
  const res = await call(app, '/wchat/facade/api/backpack/backpackExpireList', {
    session: s20001,
    headers: { ...NO_ENCRYPTION_HEADERS },
  });
  expect(res.headers['x-encrypt']).toBeUndefined();
  const list = res.json().data.list as Array<{ giftId: number; expireTime: number }>;
  expect(list.map((g) => g.giftId)).toEqual([2]); // seeded: 2 Hearts expiring in 2 days
  const all = await api(
    app,
    s20001,
    '/wchat/facade/api/backpack/backpackGiftList',
    undefined,
    'GET',
  );
  expect(all.data.list.map((g: { giftId: number }) => g.giftId).sort()).toEqual(
    [1, 1, 10, 2].sort(),
  );
});

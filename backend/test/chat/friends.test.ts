/**
 * Friends (spec 2 §7): the 9-coin request through the ledger once, 20001 when short, accept,
 * simulated hosts, favourite, note name (≤ 30), delete, search, relations, online reminders
 * (cap 50, push on presence), blacklist.
 */
import type { FastifyInstance } from 'fastify';
import * as sdk from 'shared-sdk/node';
import { makeApp, type Session } from '../helpers';
import { until } from '../realtime/helpers';
import { api, befriend, connectRealtime, imPushes, newUser, send } from './helpers';

const { FRIEND_CODE, IM_CODE, FOLLOW_COST_COINS, ONLINE_REMINDER_CAP } = sdk;
let app: FastifyInstance;
let a: Session;
let b: Session;

beforeAll(async () => {
  app = await makeApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());
beforeEach(async () => {
  a = await newUser(app, 'Ann', 20);
  b = await newUser(app, 'Bob', 0);
});

const add = (s: Session, friendUserId: number, extra: Record<string, unknown> = {}) =>
  api(app, s, '/facade/api/friend/addFriend', {
    addWay: 102,
    friendUserId,
    addReally: 1,
    ...extra,
  });
const coins = (userId: number) => app.services.ledger.balance(userId);
const info = async (s: Session, id: number) =>
  (await api(app, s, '/facade/api/user/getUserInfo', undefined, 'GET', { searchUserId: id })).data;

describe('add friend', () => {
  test('a request costs 9 coins once, however often it is retried; the answer carries the balance', async () => {
    const rb = await connectRealtime(app, b.userId);
    const r = await add(a, b.userId);
    expect(r.data).toMatchObject({
      relation: 4,
      charged: FOLLOW_COST_COINS,
      accepted: false,
      goldNum: 11,
    });
    expect(r.data.balanceSeq).toBe(app.services.ledger.snapshot(a.userId)?.balanceSeq);
    const again = await add(a, b.userId);
    expect(again.data).toMatchObject({ charged: 0, alreadyRequested: true, goldNum: 11 });
    expect(coins(a.userId)).toBe(11);
    expect(
      app.services.ledger.history(a.userId).filter((e) => e.reason === 'friend-add'),
    ).toHaveLength(1);
    // B sees a say-hi (relation 3) and got the request message pushed.
    expect((await info(b, a.userId)).relation).toBe(3);
    await until(() => imPushes(rb).some((p) => p.messageType === 2 && p.addType === 1));
    await rb.close();
  });

  test('not enough coins: 20001, nothing charged, no request', async () => {
    const poor = await newUser(app, 'Poor', 8);
    const r = await add(poor, b.userId);
    expect(r).toMatchObject({ code: FRIEND_CODE.notEnoughCoins, data: { goldNum: 8 } });
    expect(coins(poor.userId)).toBe(8);
    expect((await info(b, poor.userId)).relation).toBe(4);
    // addReally 0 only checks.
    expect((await add(poor, b.userId, { addReally: 0 })).code).toBe(FRIEND_CODE.notEnoughCoins);
    expect((await add(a, b.userId, { addReally: 0 })).data).toMatchObject({ charged: 0 });
    expect(coins(a.userId)).toBe(20);
  });

  test('accepting is free and makes both friends; the requester gets the agree message (addType 2)', async () => {
    const ra = await connectRealtime(app, a.userId);
    await add(a, b.userId);
    const acc = await add(b, a.userId);
    expect(acc.data).toMatchObject({ relation: 2, accepted: true, charged: 0 });
    expect(coins(b.userId)).toBe(0);
    expect((await info(a, b.userId)).relation).toBe(2);
    expect((await info(b, a.userId)).relation).toBe(2);
    await until(() =>
      imPushes(ra).some((p) => p.addType === 2 && p.accept === 1 && p.senderId === b.userId),
    );
    await ra.close();
  });

  test('a seeded (simulated) host accepts at once', async () => {
    const r = await add(a, 10001);
    expect(r.data).toMatchObject({ relation: 2, accepted: true, charged: 9 });
    const list = await api(app, a, '/facade/api/friend/getFriendList', undefined, 'GET');
    expect(list.data.list.map((f: { id: number }) => f.id)).toContain(10001);
  });

  test('yourself: 22001; unknown: 22006; blocked either way: 22005', async () => {
    expect((await add(a, a.userId)).code).toBe(FRIEND_CODE.self);
    expect((await add(a, 99999999)).code).toBe(FRIEND_CODE.noSuchUser);
    await api(app, b, '/facade/api/black/addBlack', { blacklistUserId: a.userId });
    expect((await add(a, b.userId)).code).toBe(FRIEND_CODE.blocked);
    expect(coins(a.userId)).toBe(20);
  });
});

describe('a friend', () => {
  beforeEach(() => befriend(app, a.userId, b.userId));

  test('favourite (stick) and note name ≤ 30 (22002 over, counted by character); list shows the note', async () => {
    expect(
      (await api(app, a, '/facade/api/friend/stick', { friendUserId: b.userId, stick: 1 })).data,
    ).toEqual({ stick: 1 });
    const long = await api(app, a, '/facade/api/friend/remark', {
      friendUserId: b.userId,
      remark: 'x'.repeat(31),
    });
    expect(long.code).toBe(FRIEND_CODE.remarkTooLong);
    const ok = await api(app, a, '/facade/api/friend/remark', {
      friendUserId: b.userId,
      remark: ' 😀'.repeat(10) + ' ',
    });
    expect(ok.code).toBe(200);
    const set = await api(app, a, '/facade/api/friend/remark', {
      friendUserId: b.userId,
      remark: ' Bobby ',
    });
    expect(set.data).toEqual({ userName: 'Bobby', remark: 'Bobby' });
    const list = await api(app, a, '/facade/api/friend/getFriendList', undefined, 'GET', {
      page: 1,
      size: 100,
    });
    expect(list.data).toMatchObject({ pageNo: 1, pages: 1, total: 1 });
    expect(list.data.list[0]).toMatchObject({
      id: b.userId,
      userName: 'Bobby',
      nickName: 'Bob',
      stick: 1,
      relation: 2,
      remindSwitch: false,
    });
    const cleared = await api(app, a, '/facade/api/friend/remark', {
      friendUserId: b.userId,
      remark: '',
    });
    expect(cleared.data).toEqual({ userName: 'Bob', remark: '' });
  });

  test('favourite or note of someone who is not a friend: 22003', async () => {
    const c = await newUser(app, 'Cy');
    expect(
      (await api(app, a, '/facade/api/friend/stick', { friendUserId: c.userId, stick: 1 })).code,
    ).toBe(FRIEND_CODE.notFriend);
    expect(
      (await api(app, a, '/facade/api/friend/remark', { friendUserId: c.userId, remark: 'x' }))
        .code,
    ).toBe(FRIEND_CODE.notFriend);
  });

  test('delete: relation 4 both ways, my conversation goes, theirs stays, and chat needs a request again', async () => {
    await send(app, b, a.userId, 'hello');
    expect(
      (await api(app, a, '/facade/api/friend/delete', { friendUserId: b.userId })).data,
    ).toEqual({ relation: 4 });
    expect((await info(a, b.userId)).relation).toBe(4);
    expect((await info(b, a.userId)).relation).toBe(4);
    const mine = await api(app, a, '/facade/api/im/v1/details', undefined, 'GET', {
      sendUserId: b.userId,
    });
    const theirs = await api(app, b, '/facade/api/im/v1/details', undefined, 'GET', {
      sendUserId: a.userId,
    });
    expect([mine.data.total, theirs.data.total]).toEqual([0, 1]);
    // B wrote to A before: A may still answer; a stranger write from B is refused.
    expect((await send(app, a, b.userId, 'ok bye')).code).toBe(200);
  });

  test('search by name, note or id; relations in one call', async () => {
    await api(app, a, '/facade/api/friend/remark', { friendUserId: b.userId, remark: 'Robert' });
    const byName = await api(app, a, '/facade/api/friend/search', { searchQ: 'bo' });
    const byNote = await api(app, a, '/facade/api/friend/search', { searchQ: 'ROB' });
    const byId = await api(app, a, '/facade/api/friend/search', { searchQ: String(b.userId) });
    const none = await api(app, a, '/facade/api/friend/search', { searchQ: '%' });
    expect([byName, byNote, byId].map((r) => r.data.list.map((f: { id: number }) => f.id))).toEqual(
      [[b.userId], [b.userId], [b.userId]],
    );
    expect(none.data.list).toEqual([]);
    const c = await newUser(app, 'Cy');
    await api(app, c, '/facade/api/friend/addFriend', {
      addWay: 102,
      friendUserId: a.userId,
    }).catch(() => undefined);
    const rel = await api(app, a, '/facade/api/friend/relations', {
      userIds: `${b.userId},${c.userId},x`,
    });
    expect(rel.data).toEqual([
      {
        userId: b.userId,
        relation: 2,
        stick: 0,
        remark: 'Robert',
        remindSwitch: false,
        blacklisted: false,
        requested: false,
      },
      {
        userId: c.userId,
        relation: 4,
        stick: 0,
        remark: '',
        remindSwitch: false,
        blacklisted: false,
        requested: false,
      },
    ]);
  });

  test(`online reminders: switch on, x/${ONLINE_REMINDER_CAP} cap (22004), a push when the friend comes online`, async () => {
    const on = await api(app, a, '/facade/api/friend/onlineRemindSwitch', {
      friendUserId: b.userId,
      switchStatus: 1,
    });
    expect(on.data).toEqual({ status: 1, remindNum: 1 });
    const ra = await connectRealtime(app, a.userId);
    const rb = await connectRealtime(app, b.userId);
    await until(() =>
      imPushes(ra).some(
        (p) => p.noticeType === sdk.IM_NOTICE_TYPE.onlineRemind && p.senderId === b.userId,
      ),
    );
    await rb.close();
    await ra.close();
    const listed = await api(app, a, '/facade/api/friend/onlineRemindList', { page: 1, size: 20 });
    expect(listed.data).toMatchObject({
      remindNum: 1,
      relationFriends: { total: 1, list: [{ id: b.userId, remindSwitch: true }] },
    });
    // Fill up to the cap with other friends.
    for (let i = 1; i < ONLINE_REMINDER_CAP; i++) {
      const f = await newUser(app, `F${i}`);
      await befriend(app, a.userId, f.userId);
      expect(
        (
          await api(app, a, '/facade/api/friend/onlineRemindSwitch', {
            friendUserId: f.userId,
            switchStatus: 1,
          })
        ).code,
      ).toBe(200);
    }
    const extra = await newUser(app, 'Extra');
    await befriend(app, a.userId, extra.userId);
    const over = await api(app, a, '/facade/api/friend/onlineRemindSwitch', {
      friendUserId: extra.userId,
      switchStatus: 1,
    });
    expect(over).toMatchObject({
      code: FRIEND_CODE.remindLimit,
      data: { remindNum: ONLINE_REMINDER_CAP },
    });
    const off = await api(app, a, '/facade/api/friend/onlineRemindSwitch', {
      friendUserId: b.userId,
      switchStatus: 0,
    });
    expect(off.data).toEqual({ status: 0, remindNum: ONLINE_REMINDER_CAP - 1 });
  });
});

describe('blacklist', () => {
  test('block: friendship ends, my conversation goes, messages refused; list (page 20); unblock restores', async () => {
    await befriend(app, a.userId, b.userId);
    await send(app, b, a.userId, 'hi');
    expect(
      (
        await api(app, a, '/facade/api/black/addBlack', {
          blacklistUserId: b.userId,
          userId: a.userId,
        })
      ).data,
    ).toEqual({ blacklisted: true });
    expect((await info(a, b.userId)).relation).toBe(4);
    expect(
      (await api(app, a, '/facade/api/im/v1/details', undefined, 'GET', { sendUserId: b.userId }))
        .data.total,
    ).toBe(0);
    expect((await send(app, b, a.userId, 'still there?')).code).toBe(IM_CODE.blockedByReceiver);
    const list = await api(app, a, '/facade/api/black/blacklists', undefined, 'GET', {
      page: 1,
      size: 20,
    });
    expect(list.data).toMatchObject({
      total: 1,
      pages: 1,
      list: [{ id: b.userId, userName: 'Bob' }],
    });
    expect(
      (await api(app, a, '/facade/api/black/addBlack', { blacklistUserId: a.userId })).code,
    ).toBe(FRIEND_CODE.self);
    expect(
      (
        await api(app, a, '/facade/api/black/addBlack', {
          blacklistUserId: b.userId,
          userId: b.userId,
        })
      ).code,
    ).toBe(40006);
    // Unblocking restores the friendship the block ended (friend-answers.test.ts has the rest).
    expect(
      (await api(app, a, '/facade/api/black/removeBlack', { friendUserId: b.userId })).data,
    ).toEqual({ blacklisted: false, relation: 2, restored: true });
    expect((await api(app, a, '/facade/api/black/blacklists', undefined, 'GET')).data.total).toBe(
      0,
    );
    expect((await send(app, b, a.userId, 'back')).code).toBe(200);
  });
});

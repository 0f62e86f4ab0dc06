/**
 * Answers to friend requests and what unblocking gives back (modules/chat/README.md "Relations"):
 * a request can be declined (no refund, the requester is told by the reply message with accept 0,
 * and may ask again); unblocking restores the friendship the block ended, free, with each side's
 * settings, and not while the other side blocks back.
 */
import type { FastifyInstance } from 'fastify';
import * as sdk from 'shared-sdk/node';
import { makeApp, type Session } from '../helpers';
import { until } from '../realtime/helpers';
import { api, befriend, connectRealtime, imPushes, newUser, send } from './helpers';

const { FRIEND_CODE, FOLLOW_COST_COINS, IM_CODE, IM_NOTICE_TYPE } = sdk;
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

const add = (s: Session, friendUserId: number) =>
  api(app, s, '/facade/api/friend/addFriend', { addWay: 102, friendUserId, addReally: 1 });
const decline = (s: Session, friendUserId: number) =>
  api(app, s, '/facade/api/friend/decline', { friendUserId });
const relation = async (s: Session, id: number) =>
  (await api(app, s, '/facade/api/friend/relations', { userIds: String(id) })).data[0];
const coins = (userId: number) => app.services.ledger.balance(userId);
const block = (s: Session, id: number) =>
  api(app, s, '/facade/api/black/addBlack', { blacklistUserId: id, userId: s.userId });
const unblock = (s: Session, id: number) =>
  api(app, s, '/facade/api/black/removeBlack', { friendUserId: id });

describe('decline', () => {
  test('no friendship, no refund; the requester gets the reply with accept 0 and may ask again', async () => {
    const ra = await connectRealtime(app, a.userId);
    await add(a, b.userId);
    expect(coins(a.userId)).toBe(20 - FOLLOW_COST_COINS);
    expect(await relation(b, a.userId)).toMatchObject({ relation: 3 });

    expect(await decline(b, a.userId)).toMatchObject({
      code: 200,
      data: { relation: 4, declined: true },
    });
    expect(await relation(b, a.userId)).toMatchObject({ relation: 4 });
    expect(await relation(a, b.userId)).toMatchObject({ relation: 4, requested: false });
    expect(coins(a.userId)).toBe(20 - FOLLOW_COST_COINS);
    // The requester is told (spec 2 §4 friend wording: addType 2 = the reply, accept 0).
    await until(() =>
      imPushes(ra).some(
        (p) => p.senderId === b.userId && p.messageType === 2 && p.addType === 2 && p.accept === 0,
      ),
    );
    const chat = await api(app, a, '/facade/api/im/v1/details', undefined, 'GET', {
      sendUserId: b.userId,
    });
    expect(chat.data.list[0]).toMatchObject({ senderId: b.userId, addType: 2, accept: 0 });

    // A retried decline changes nothing; a new request costs 9 coins again and can be accepted.
    expect((await decline(b, a.userId)).data).toEqual({ relation: 4, declined: false });
    expect((await add(a, b.userId)).data).toMatchObject({
      charged: FOLLOW_COST_COINS,
      relation: 4,
    });
    expect(coins(a.userId)).toBe(20 - 2 * FOLLOW_COST_COINS);
    expect((await add(b, a.userId)).data).toMatchObject({ relation: 2, accepted: true });
    await ra.close();
  });

  test('nothing to decline: 22007; yourself 22001; unknown 22006; a friend is not un-friended', async () => {
    expect((await decline(b, a.userId)).code).toBe(FRIEND_CODE.noRequest);
    expect((await decline(b, b.userId)).code).toBe(FRIEND_CODE.self);
    expect((await decline(b, 99_999_999)).code).toBe(FRIEND_CODE.noSuchUser);
    // My own request to them cannot be "declined" by me.
    await add(a, b.userId);
    expect((await decline(a, b.userId)).code).toBe(FRIEND_CODE.noRequest);
    await add(b, a.userId);
    expect((await decline(b, a.userId)).code).toBe(FRIEND_CODE.noRequest);
    expect(await relation(b, a.userId)).toMatchObject({ relation: 2 });
  });
});

describe('unblock', () => {
  test('restores the friendship the block ended, free, with each side’s settings; the other side is told', async () => {
    await befriend(app, a.userId, b.userId);
    await api(app, a, '/facade/api/friend/stick', { friendUserId: b.userId, stick: 1 });
    await api(app, a, '/facade/api/friend/remark', { friendUserId: b.userId, remark: 'Bee' });
    await api(app, b, '/facade/api/friend/onlineRemindSwitch', {
      friendUserId: a.userId,
      switchStatus: 1,
    });
    const rb = await connectRealtime(app, b.userId);

    await block(a, b.userId);
    expect(await relation(a, b.userId)).toMatchObject({ relation: 4, blacklisted: true });
    expect((await unblock(a, b.userId)).data).toEqual({
      blacklisted: false,
      relation: 2,
      restored: true,
    });
    expect(await relation(a, b.userId)).toMatchObject({
      relation: 2,
      stick: 1,
      remark: 'Bee',
      blacklisted: false,
    });
    expect(await relation(b, a.userId)).toMatchObject({ relation: 2, remindSwitch: true });
    expect(coins(a.userId)).toBe(20);
    expect(coins(b.userId)).toBe(0);
    await until(() =>
      imPushes(rb).some((p) => p.noticeType === IM_NOTICE_TYPE.relation && p.senderId === a.userId),
    );
    expect((await send(app, b, a.userId, 'friends again')).code).toBe(200);
    // Once restored, a second unblock has nothing to give back.
    expect((await unblock(a, b.userId)).data).toEqual({
      blacklisted: false,
      relation: 2,
      restored: false,
    });
    await rb.close();
  });

  test('not while the other blocks back: it comes back when the last block goes', async () => {
    await befriend(app, a.userId, b.userId);
    await block(a, b.userId);
    await block(b, a.userId);
    expect((await unblock(a, b.userId)).data).toEqual({
      blacklisted: false,
      relation: 4,
      restored: false,
    });
    expect((await send(app, a, b.userId, 'hello?')).code).toBe(IM_CODE.blockedByReceiver);
    expect((await unblock(b, a.userId)).data).toEqual({
      blacklisted: false,
      relation: 2,
      restored: true,
    });
    expect(await relation(a, b.userId)).toMatchObject({ relation: 2 });
  });

  test('someone who was not a friend stays a stranger; a deleted friendship is not brought back', async () => {
    await block(a, b.userId);
    expect((await unblock(a, b.userId)).data).toEqual({
      blacklisted: false,
      relation: 4,
      restored: false,
    });
    await befriend(app, a.userId, b.userId);
    await api(app, a, '/facade/api/friend/delete', { friendUserId: b.userId });
    await block(a, b.userId);
    expect((await unblock(a, b.userId)).data).toMatchObject({ relation: 4, restored: false });
  });
});

import type { FastifyInstance } from 'fastify';
import { Codes } from '../src/codes';
import { NEW_USER_COINS, PRESENCE_STALE_MS } from '../src/constants';
import { call, DEMO_USER, login, makeApp, testClock, type Session } from './helpers';

describe('session-level calls (spec 1 §7, spec 3 §7)', () => {
  let app: FastifyInstance;
  let s: Session;
  const clock = testClock();
  beforeAll(async () => {
    app = await makeApp({ now: clock.now });
    s = await login(app, DEMO_USER);
  });
  afterAll(() => app.close());

  test('getUserInfo: the caller, with the spec fields and an absolute avatar URL', async () => {
    const j = (await call(app, '/facade/api/user/getUserInfo', { session: s })).json();
    expect(j.code).toBe(200);
    for (const k of [
      'id',
      'userName',
      'headImg',
      'goldNum',
      'gender',
      'countryId',
      'payStatus',
      'relation',
      'stick',
    ]) {
      expect(j.data).toHaveProperty(k);
    }
    expect(j.data).toMatchObject({ id: DEMO_USER, goldNum: 1000, gender: 1, payStatus: 1 });
    expect(j.data.headImg).toMatch(/^http:\/\/[^/]+\/assets\/users\/20001\.svg$/);
  });

  test('getUserInfo: own balance comes with its ledger sequence, which grows with each movement', async () => {
    const before = (await call(app, '/facade/api/user/getUserInfo', { session: s })).json().data;
    expect(before.balanceSeq).toEqual(expect.any(Number));
    const moved = app.services.ledger.debit(DEMO_USER, 3, 'test', `balance-seq-${Date.now()}`);
    expect(moved.ok).toBe(true);
    const after = (await call(app, '/facade/api/user/getUserInfo', { session: s })).json().data;
    expect(after.goldNum).toBe(before.goldNum - 3);
    expect(after.balanceSeq).toBeGreaterThan(before.balanceSeq);
    app.services.ledger.credit(DEMO_USER, 3, 'test', `balance-seq-back-${Date.now()}`);
  });

  test('getUserInfo with searchUserId: a host, without their coin balance', async () => {
    const j = (
      await call(app, '/facade/api/user/getUserInfo', {
        session: s,
        query: { searchUserId: 10010 },
      })
    ).json();
    // 10010 is not among the demo user's seeded friends (modules/chat/world.ts): relation 4.
    expect(j.data).toMatchObject({ id: 10010, gender: 2, goldNum: 0, relation: 4, isHost: true });
    expect(j.data).not.toHaveProperty('balanceSeq');
    expect(j.data.callPrice).toBeGreaterThan(0);
    expect(j.data.photos.length).toBeGreaterThanOrEqual(2);
    const missing = (
      await call(app, '/facade/api/user/getUserInfo', {
        session: s,
        query: { searchUserId: 999999 },
      })
    ).json();
    // Not 10101 (that code signs the caller out, spec 1 §8): "no such user", and the session lives on.
    expect(missing.code).toBe(22006);
    expect(missing.code).not.toBe(Codes.ACCOUNT_NOT_FOUND);
    const still = (await call(app, '/facade/api/user/getUserInfo', { session: s })).json();
    expect(still).toMatchObject({ code: 200, data: { id: DEMO_USER } });
  });

  test('country by IP: loopback answers the default country US', async () => {
    const j = (await call(app, '/facade/api/function/exempt/country/byip')).json();
    expect(j.data).toMatchObject({ ab: 'US', ip: '127.0.0.1' });
    expect(j.data.id).toEqual(expect.any(Number));
    const tr = (
      await call(app, '/facade/api/function/exempt/country/byip', {
        headers: { 'x-country': 'tr' },
      })
    ).json();
    expect(tr.data.ab).toBe('TR');
    const list = (await call(app, '/facade/api/function/exempt/country/list')).json();
    expect(list.data.list.find((c: { ab: string }) => c.ab === 'MYC')).toMatchObject({
      phoneCode: '60',
      flag: 'myc',
    });
  });

  test('protocol status shows the popup until a choice is saved', async () => {
    const u = await login(app, 20002);
    const before = (
      await call(app, '/facade/api/user/protocol/status', {
        session: u,
        query: { protocolType: 3 },
      })
    ).json();
    expect(before.data.showPop).toBe(true);
    const save = await call(app, '/facade/api/user/save/protocol', {
      session: u,
      body: { agreeButton: 1, protocolType: 3, userId: 20002 },
    });
    expect(save.json().code).toBe(200);
    const after = (
      await call(app, '/facade/api/user/protocol/status', {
        session: u,
        query: { protocolType: 3 },
      })
    ).json();
    expect(after.data).toMatchObject({ showPop: false, agreeButton: 1 });
    const wrongUser = await call(app, '/facade/api/user/save/protocol', {
      session: u,
      body: { agreeButton: 1, protocolType: 3, userId: 1 },
    });
    expect(wrongUser.json().code).toBe(Codes.INVALID_INPUT);
  });

  test('pay status', async () => {
    const j = (await call(app, '/facade/api/user/web/checkUserPayStatus', { session: s })).json();
    expect(j.data).toMatchObject({ payStatus: 1, vip: true });
  });

  test('new-user coins are credited once, through the ledger', async () => {
    const uid = (await app.inject({ method: 'POST', url: '/dev/api/users', payload: {} })).json()
      .data.userId;
    const u = await login(app, uid);
    const first = (await call(app, '/facade/api/user/checkIfAddCoinForNew', { session: u })).json();
    const again = (await call(app, '/facade/api/user/checkIfAddCoinForNew', { session: u })).json();
    expect(first.data).toMatchObject({
      added: true,
      coins: NEW_USER_COINS,
      goldNum: NEW_USER_COINS,
    });
    expect(again.data).toMatchObject({ added: false, goldNum: NEW_USER_COINS });
    expect(app.services.ledger.history(uid)).toHaveLength(1);
  });

  test('batch online status: comma list, NaN → 0, unknown → offline', async () => {
    const j = (
      await call(app, '/facade/api/onlinestatus/exempt/batch', {
        query: { userIds: '10001,abc,999999' },
      })
    ).json();
    expect(j.code).toBe(200);
    expect(j.data.map((x: { userId: number }) => x.userId)).toEqual([10001, 0, 999999]);
    expect(j.data[1].status).toBe(0);
    expect(j.data[2].status).toBe(0);
    expect([0, 1, 2]).toContain(j.data[0].status);
  });

  test('heartbeat and upload set a real user online until the reports stop', async () => {
    const u = await login(app, 20003);
    const status = async () =>
      (
        await call(app, '/facade/api/onlinestatus/exempt/batch', { query: { userIds: '20003' } })
      ).json().data[0].status;
    expect(await status()).toBe(0);
    const hb = (
      await call(app, '/facade/api/onlinestatus/exempt/heartbeat/status', {
        session: u,
        body: { status: 2, type: 0 },
      })
    ).json();
    expect(hb).toMatchObject({ code: 200, data: { recorded: true } });
    expect(await status()).toBe(2);
    await call(app, '/facade/api/onlinestatus/exempt/upload/status', {
      session: u,
      body: { status: 1, type: 0 },
    });
    expect(await status()).toBe(1);
    clock.advance(PRESENCE_STALE_MS + 1);
    try {
      expect(await status()).toBe(0);
    } finally {
      clock.advance(-(PRESENCE_STALE_MS + 1));
    }
    const bad = (
      await call(app, '/facade/api/onlinestatus/exempt/upload/status', {
        session: u,
        body: { status: 9 },
      })
    ).json();
    expect(bad.code).toBe(Codes.INVALID_INPUT);
  });

  test('play ways are editable through the test API', async () => {
    const set = await app.inject({
      method: 'POST',
      url: '/dev/api/playWays',
      payload: {
        openedPlayWays: [
          { name: 'LIVCAM', id: 1, main: true },
          { name: 'WALL', id: 3, main: false },
        ],
      },
    });
    expect(set.json().code).toBe(200);
    const pw = (await call(app, '/facade/api/function/exempt/playWays')).json();
    expect(pw.data.openedPlayWays[0]).toEqual({ name: 'LIVCAM', id: 1, main: true });
    const bad = await app.inject({
      method: 'POST',
      url: '/dev/api/playWays',
      payload: { openedPlayWays: [{ name: 'NOPE', id: 1, main: true }] },
    });
    expect(bad.json().code).toBe(Codes.INVALID_INPUT);
  });
});

describe('test API switch', () => {
  test('without allowTestApi the /dev/api routes do not exist', async () => {
    const app = await makeApp({ allowTestApi: false });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/dev/api/session',
        payload: { userId: DEMO_USER },
      });
      expect(res.statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

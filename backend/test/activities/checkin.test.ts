/**
 * The daily check-in (src/modules/activities/README.md "Check-in"): once per UTC day per user,
 * once per device across accounts, two tabs at once pay once, the cycle moves on the next UTC day
 * (the server's clock), a VIP gets the reward with the day's check-in read, the spec's three
 * error texts (spec 3 §8).
 */
import type { FastifyInstance } from 'fastify';
import { CHECKIN_CODE, CHECKIN_COINS, CHECKIN_ERROR_TEXT, type Mission } from 'shared-sdk/node';
import { login, makeApp, testClock, type Session } from '../helpers';
import { api, newUser } from '../chat/helpers';

const BASE = '/wchat/activities/api/user/checkIn';
const DAY = 86_400_000;
const clock = testClock(Date.UTC(2026, 10, 26, 12));
let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp({ now: clock.now });
});
afterAll(() => app.close());
beforeEach(() => clock.set(Date.UTC(2026, 10, 26, 12)));

const info = async (s: Session) =>
  (await api(app, s, BASE, undefined, 'GET', { countryId: 1 })).data;
const checkIn = (s: Session) => api(app, s, BASE, undefined, 'POST');
const credits = (s: Session) =>
  app.services.ledger.history(s.userId, 100).filter((e) => e.reason === 'checkin');
const balance = (s: Session) => app.services.ledger.balance(s.userId) as number;

test('the list, a check-in, and a second one the same day refused with the spec text', async () => {
  const a = await newUser(app, 'Ann');
  const before = await info(a);
  expect(before).toMatchObject({ today: 0, status: 1, vip: false, checkedIn: false });
  expect(before.signInList).toEqual(CHECKIN_COINS.map((coin) => ({ coin, signIn: false })));
  expect((await api(app, a, `${BASE}/hasCheckedIn`, undefined, 'GET')).data).toBe(false);

  const r = await checkIn(a);
  expect(r).toMatchObject({
    code: 200,
    data: { coin: CHECKIN_COINS[0], today: 0, goldNum: CHECKIN_COINS[0] },
  });
  expect((await api(app, a, `${BASE}/hasCheckedIn`, undefined, 'GET')).data).toBe(true);
  expect((await info(a)).signInList[0]).toEqual({ coin: CHECKIN_COINS[0], signIn: true });

  const again = await checkIn(a);
  expect(again).toMatchObject({
    code: CHECKIN_CODE.alreadyToday,
    msg: CHECKIN_ERROR_TEXT[CHECKIN_CODE.alreadyToday],
  });
  expect(credits(a)).toHaveLength(1);
  expect(balance(a)).toBe(CHECKIN_COINS[0]);
  // The check-in is the login_in task's progress.
  const tasks = (await api(app, a, '/wchat/activities/api/mission/reward', undefined, 'GET')).data;
  expect(tasks.missionList.find((m: Mission) => m.type === 'login_in')).toMatchObject({
    completed: 1,
  });
});

test('two tabs (and ten) checking in at once: one pays', async () => {
  const a = await newUser(app, 'Tabs');
  const all = await Promise.all(Array.from({ length: 10 }, () => checkIn(a)));
  expect(all.filter((r) => r.code === 200)).toHaveLength(1);
  expect(all.filter((r) => r.code === CHECKIN_CODE.alreadyToday)).toHaveLength(9);
  expect(credits(a)).toHaveLength(1);
  expect(balance(a)).toBe(CHECKIN_COINS[0]);
});

test('another account on the same device the same day is refused; the next day it may', async () => {
  const a = await newUser(app, 'First');
  const b = await newUser(app, 'Second');
  const bOnA = await login(app, b.userId, a.deviceId);
  expect((await checkIn(a)).code).toBe(200);
  const refused = await checkIn(bOnA);
  expect(refused).toMatchObject({
    code: CHECKIN_CODE.otherAccount,
    msg: CHECKIN_ERROR_TEXT[CHECKIN_CODE.otherAccount],
  });
  expect(credits(b)).toHaveLength(0);
  clock.advance(DAY);
  expect((await checkIn(bOnA)).code).toBe(200);
});

test('the next UTC day takes the next entry; a missed day starts the cycle again', async () => {
  const a = await newUser(app, 'Daily');
  clock.set(Date.UTC(2026, 10, 26, 23, 59, 59));
  expect((await checkIn(a)).data.today).toBe(0);
  clock.set(Date.UTC(2026, 10, 27, 0, 0, 1));
  expect(await info(a)).toMatchObject({ today: 1, checkedIn: false });
  const second = await checkIn(a);
  expect(second.data).toMatchObject({ today: 1, coin: CHECKIN_COINS[1] });
  expect((await checkIn(a)).code).toBe(CHECKIN_CODE.alreadyToday);
  clock.set(Date.UTC(2026, 10, 29, 10));
  expect((await checkIn(a)).data).toMatchObject({ today: 0, coin: CHECKIN_COINS[0] });
  expect(balance(a)).toBe(CHECKIN_COINS[0] * 2 + CHECKIN_COINS[1]);
});

test("a VIP sees no check-in entry and gets the reward with the day's check-in read, once", async () => {
  const v = await newUser(app, 'Vip');
  await app.inject({
    method: 'POST',
    url: '/dev/api/users/pay-status',
    payload: { userId: v.userId, payStatus: 1 },
  });
  const entries = (
    await api(app, v, '/wchat/activities/api/activity/entry/getEntry', undefined, 'GET')
  ).data;
  expect(entries.entryList).toEqual([{ locationId: 100, type: 'checkIn', show: false }]);
  const [x, y] = await Promise.all([info(v), info(v)]);
  expect(x).toMatchObject({ vip: true, checkedIn: true });
  expect(y).toMatchObject({ vip: true, checkedIn: true });
  expect(credits(v)).toHaveLength(1);
  expect(balance(v)).toBe(CHECKIN_COINS[0]);
  // The read that checked them in says so, with the balance, for the device to show; only it.
  const said = [x, y].filter((r) => r.vipCheckIn);
  expect(said).toHaveLength(1);
  expect(said[0].vipCheckIn).toMatchObject({ coin: CHECKIN_COINS[0], goldNum: CHECKIN_COINS[0] });
  expect((await info(v)).vipCheckIn).toBeUndefined();

  const u = await newUser(app, 'Plain');
  const map = (
    await api(app, u, '/wchat/activities/api/activity/entry/locationEntrysMap', undefined, 'GET')
  ).data;
  expect(map).toEqual({ '100': [{ locationId: 100, type: 'checkIn', show: true }] });
});

test('deleting the account does not free the device for another check-in that day', async () => {
  const a = await newUser(app, 'Leaver');
  expect((await checkIn(a)).code).toBe(200);
  expect((await api(app, a, '/facade/api/user/deleteAccount', {}, 'POST')).code).toBe(200);
  const b = await newUser(app, 'Newcomer');
  const bOnA = await login(app, b.userId, a.deviceId);
  expect((await checkIn(bOnA)).code).toBe(CHECKIN_CODE.otherAccount);
});

test('the test API moves the activities clock to the next UTC day: the check-in works again', async () => {
  const a = await newUser(app, 'Shifted');
  expect((await checkIn(a)).code).toBe(200);
  const moved = await app.inject({
    method: 'POST',
    url: '/dev/api/activities/clock',
    payload: { shiftMs: DAY },
  });
  try {
    expect(moved.json().data).toMatchObject({ shiftMs: DAY, day: '2026-11-27' });
    expect(await checkIn(a)).toMatchObject({ code: 200, data: { today: 1 } });
    expect((await checkIn(a)).code).toBe(CHECKIN_CODE.alreadyToday);
  } finally {
    await app.inject({ method: 'POST', url: '/dev/api/activities/clock', payload: { shiftMs: 0 } });
  }
  const bad = await app.inject({
    method: 'POST',
    url: '/dev/api/activities/clock',
    payload: { shiftMs: -1 },
  });
  expect(bad.json().code).not.toBe(200);
});

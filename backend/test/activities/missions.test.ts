/**
 * Missions (src/modules/activities/README.md): progress counted from what the server recorded
 * (chat sends, a paid call from the wall, a match call, a friend, a LivCam list request), the claim
 * paying once through the ledger whatever is repeated or raced, and the refusals (unfinished,
 * claimed, forged, yesterday's) over the real HTTP paths on SQLite.
 */
import { TASK_CODE, TASK_ERROR_TEXT, type Mission, type MissionList } from 'shared-sdk/node';
import { hostMediaStarted, pinHost, startCallEnv, type CallEnv, type Party } from '../call/helpers';
import { uuid } from '../chat/helpers';

const BASE = '/wchat/activities/api/mission/reward';
const DAY = 86_400_000;
let env: CallEnv;
beforeAll(async () => {
  env = await startCallEnv();
  // Noon UTC, so a few minutes of calls stay within one day.
  env.clock.set(Math.floor(env.clock.now() / DAY) * DAY + DAY / 2);
});
afterAll(() => env.close());

const list = async (p: Party) => (await env.get<MissionList>(p, BASE)).data;
const mission = async (p: Party, type: string, period = 'daily') =>
  (await list(p)).missionList.find((m) => m.type === type && m.period === period) as Mission;
const claim = (p: Party, missionId: unknown) => env.post(p, BASE, { missionId });
const rewards = (p: Party) =>
  env.app.services.ledger.history(p.userId, 500).filter((e) => e.reason === 'mission');
const sendText = (from: Party, to: number, text: string) =>
  env.post(from, '/facade/api/im/v1/send', {
    messageUuid: uuid(),
    message: text,
    messageType: 1,
    receiveUserId: to,
    sendUserId: from.userId,
    routeType: 0,
    platformType: 4,
  });
const befriend = (a: number, b: number) => env.dev('/dev/api/chat/friends', { a, b });
const visitLivCam = (p: Party) =>
  env.get(p, '/facade/api/homepage/userlist/exempt/list/part/users/guest', { page: 1, size: 10 });

test('a new user gets the daily list with nothing done; the long-term tab needs payStatus', async () => {
  const a = await env.user();
  const l = await list(a);
  expect(l.missionList.map((m) => m.type).sort()).toEqual(
    ['add_friend', 'call', 'liv_cam', 'login_in', 'match', 'pay', 'send_msg', 'wall_call'].sort(),
  );
  expect(l.missionList.every((m) => m.completed === 0 && !m.done && m.period === 'daily')).toBe(
    true,
  );
  expect(l).toMatchObject({ longTermAvailable: false });
  const payer = await env.user({ payStatus: 1 });
  const lp = await list(payer);
  expect(lp.longTermAvailable).toBe(true);
  expect(lp.missionList.filter((m) => m.period === 'long').length).toBeGreaterThan(0);
  // A non-paying user cannot claim a long-term mission: it does not exist for them.
  const longId = lp.missionList.find((m) => m.period === 'long')?.id;
  expect((await claim(a, longId)).code).toBe(TASK_CODE.unknownMission);
});

test('sent messages count; the claim pays once; a second claim and 20 parallel ones pay nothing more', async () => {
  const a = await env.user();
  const b = await env.user();
  await befriend(a.userId, b.userId);
  const m0 = await mission(a, 'send_msg');
  const early = await claim(a, m0.id);
  expect(early).toMatchObject({
    code: TASK_CODE.unfinished,
    msg: TASK_ERROR_TEXT[TASK_CODE.unfinished],
  });
  for (let i = 0; i < m0.goals; i++)
    expect((await sendText(a, b.userId, `hi ${i}`)).code).toBe(200);
  // The receiver's progress does not move: only what the user sent counts.
  expect((await mission(b, 'send_msg')).completed).toBe(0);
  const m1 = await mission(a, 'send_msg');
  expect(m1).toMatchObject({ completed: m1.goals, done: false });
  const claimable = (await env.get(a, `${BASE}/getCompletedReward`)).data;
  expect(claimable.missionList.map((m: Mission) => m.id)).toContain(m1.id);

  const before = env.balance(a.userId);
  const first = await claim(a, m1.id);
  expect(first).toMatchObject({ code: 200, data: { missionId: m1.id, reward: m1.reward } });
  expect(first.data.goldNum).toBe(before + m1.reward);
  expect(await mission(a, 'send_msg')).toMatchObject({ done: true });
  const again = await claim(a, m1.id);
  expect(again).toMatchObject({
    code: TASK_CODE.alreadyClaimed,
    msg: TASK_ERROR_TEXT[TASK_CODE.alreadyClaimed],
  });
  const burst = await Promise.all(Array.from({ length: 20 }, () => claim(a, m1.id)));
  expect(burst.every((r) => r.code === TASK_CODE.alreadyClaimed)).toBe(true);
  expect(rewards(a)).toHaveLength(1);
  expect(env.balance(a.userId)).toBe(before + m1.reward);
  // Claimed: no longer claimable (the friend added above still is).
  const left = (await env.get(a, `${BASE}/getCompletedReward`)).data.missionList as Mission[];
  expect(left.map((m) => m.type)).toEqual(['add_friend']);
});

test('20 parallel first claims pay once (LivCam visit: a signed-in list request)', async () => {
  const a = await env.user();
  expect((await mission(a, 'liv_cam')).completed).toBe(0);
  await visitLivCam(a);
  await visitLivCam(a);
  const m = await mission(a, 'liv_cam');
  expect(m.completed).toBe(1);
  const before = env.balance(a.userId);
  const burst = await Promise.all(Array.from({ length: 20 }, () => claim(a, m.id)));
  expect(burst.filter((r) => r.code === 200)).toHaveLength(1);
  expect(burst.filter((r) => r.code === TASK_CODE.alreadyClaimed)).toHaveLength(19);
  expect(rewards(a)).toHaveLength(1);
  expect(env.balance(a.userId)).toBe(before + m.reward);
});

test('forged ids are refused: unknown mission, tomorrow, a long-term id with a day, junk', async () => {
  const a = await env.user();
  const m = await mission(a, 'liv_cam');
  const day = Math.floor(m.id / 1000);
  for (const id of [
    day * 1000 + 77,
    (day + 1) * 1000 + (m.id % 1000),
    day * 1000 + 101,
    999_999_999,
  ])
    expect(await claim(a, id)).toMatchObject({
      code: TASK_CODE.unknownMission,
      msg: TASK_ERROR_TEXT[TASK_CODE.unknownMission],
    });
  expect((await claim(a, 'abc')).code).not.toBe(200);
  expect((await claim(a, -5)).code).not.toBe(200);
  expect(rewards(a)).toHaveLength(0);
});

test("at 0:00 UTC the list is reissued; yesterday's mission cannot be claimed", async () => {
  const a = await env.user();
  await visitLivCam(a);
  const yesterday = await mission(a, 'liv_cam');
  expect(yesterday.completed).toBe(1);
  const saved = env.clock.now();
  env.clock.set((Math.floor(saved / DAY) + 1) * DAY + 1_000);
  try {
    const late = await claim(a, yesterday.id);
    expect(late).toMatchObject({
      code: TASK_CODE.expired,
      msg: TASK_ERROR_TEXT[TASK_CODE.expired],
    });
    const today = await mission(a, 'liv_cam');
    expect(today.id).not.toBe(yesterday.id);
    expect(today).toMatchObject({ completed: 0, done: false });
    expect(rewards(a)).toHaveLength(0);
  } finally {
    env.clock.set(saved);
  }
});

test('a paid call started from the wall counts for call and wall_call; a friend for add_friend', async () => {
  const hostId = 10015;
  await pinHost(env, hostId);
  const price = env.app.services.accounts.getUser(hostId)?.call_price as number;
  const a = await env.user({ coins: price * 3 });
  const h = await env.host(hostId);
  const room = (await env.post(a, '/api/call/launch', { calleeUserId: hostId, callLocation: 104 }))
    .data.roomNum as string;
  await env.post(h, '/api/call/answer', { roomNum: room });
  hostMediaStarted(env, room);
  expect((await mission(a, 'wall_call')).completed).toBe(1);
  // The call counts once it ended and was paid.
  expect((await mission(a, 'call')).completed).toBe(0);
  env.clock.advance(30_000);
  expect((await env.post(a, '/api/call/hangup', { roomNum: room })).code).toBe(200);
  expect((await mission(a, 'call')).completed).toBe(1);
  // The host (callee) did not call.
  expect((await mission(h, 'wall_call')).completed).toBe(0);

  const b = await env.user();
  expect((await mission(a, 'add_friend')).completed).toBe(0);
  await befriend(a.userId, b.userId);
  expect((await mission(a, 'add_friend')).completed).toBe(1);
  const c = await claim(a, (await mission(a, 'wall_call')).id);
  expect(c.code).toBe(200);
});

test('a launched match counts for both sides', async () => {
  await env.dev('/dev/api/match/reset', { hostFallback: false });
  const a = await env.user();
  const b = await env.user({ gender: 2 });
  await env.post(a, '/matches/api/V1/matching', {});
  env.clock.advance(500);
  const sb = (await env.post(b, '/matches/api/V1/matching', {})).data;
  expect(sb.matched).toBe(true);
  expect((await mission(a, 'match')).completed).toBe(0);
  const r = await env.post(a, '/api/call/launch', {
    calleeUserId: b.userId,
    callLocation: 100,
    matchId: sb.match.matchId,
  });
  expect(r.code).toBe(200);
  expect((await mission(a, 'match')).completed).toBe(1);
  expect((await mission(b, 'match')).completed).toBe(1);
  await env.post(a, '/api/call/cancel', { roomNum: r.data.roomNum });
});

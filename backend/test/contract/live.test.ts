/**
 * Contract: every call of the SDK's liveApi (spec 3 §7 "Live audience API") through the SDK's
 * real client against the real backend (signed, over HTTP, through the pass-through proxy): the
 * happy path and each error code the spec names (join 1406 / 1002 / 1003 / 1004 / 1403 / 1407 /
 * 1408; gift 1602 / 1002 / 1003; follow 20001), and what goes on the wire (the channel in the
 * join's query and body, repeated liveStudioIds, audienceId on every call).
 */
import { liveApi } from '../../../shared-sdk/src/live';
import type { ApiResult } from '../../../shared-sdk/src/api/types';
import { blacklistApi } from '../../../shared-sdk/src/chat/api';
import { LIVE_CODE, LIVE_END_TYPE, RANKING_SIZE } from '../../../shared-sdk/src/constants/live';
import {
  devPost,
  devSession,
  devUser,
  queryOf,
  signInClient,
  signOutClient,
  startContractEnv,
  type ContractEnv,
  type DevSession,
} from './harness';

let env: ContractEnv;
let warn: jest.SpyInstance;
beforeAll(async () => {
  // No seeded host goes live on its own here: the lists hold the test's lives only.
  env = await startContractEnv({ live: { plan: [] } });
});
afterAll(() => env.close());
beforeEach(() => {
  env.proxy.reset();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

interface TestLive {
  liveStudioId: number;
  channelId: string;
  shareId: string;
  hostId: number;
}
// Each test's lives are its own (one seeded host each).
let nextHost = 10020;
const startLive = (viewerLimit?: number) =>
  devPost<TestLive>(env.backend, '/dev/api/live/start', {
    hostId: nextHost++,
    ...(viewerLimit !== undefined ? { viewerLimit } : {}),
  });
const dev = (path: string, body: unknown) => devPost(env.backend, `/dev/api/live/${path}`, body);
async function viewer(coins = 0): Promise<DevSession> {
  const s = await devSession(
    env.backend,
    (await devUser(env.backend, 'Live Contract')).userId,
    `dev-live-${Date.now()}-${Math.random()}`,
  );
  if (coins)
    await devPost(env.backend, '/dev/api/ledger', {
      userId: s.userId,
      amount: coins,
      reason: 'contract',
    });
  signInClient(s);
  return s;
}
function data<T>(r: ApiResult<T>): T {
  if (!r.ok) throw new Error(`call failed: ${r.code} ${r.msg}`);
  return r.data;
}
const code = (r: ApiResult<unknown>) => r.code;
const wire = () => env.proxy.last().forwarded;

test('join: rtcAppId, rtcToken, media and the room; the channel in the query and the same body; audienceId', async () => {
  const live = await startLive();
  const s = await viewer();
  const joined = data(await liveApi.join({ liveStudioChannelId: live.channelId }));
  expect(joined).toMatchObject({
    rtcAppId: '',
    rtcToken: '',
    liveStudioChannelId: live.channelId,
    media: { provider: 'local', channel: live.channelId },
    roleLevel: 1,
    muted: false,
    heartbeatMs: 10_000,
    liveInfo: {
      id: live.liveStudioId,
      channelId: live.channelId,
      hostId: live.hostId,
      shareId: live.shareId,
      living: true,
      endType: LIVE_END_TYPE.living,
      profit: 0,
      praiseNum: 0,
      hostDetail: { relation: 4, birthday: '', languageNames: expect.any(Array) },
    },
  });
  expect(joined.liveInfo.audienceNum).toBeGreaterThanOrEqual(1 + 3);
  const sent = wire();
  expect(queryOf(sent.url).get('liveStudioChannelId')).toBe(live.channelId);
  expect(queryOf(sent.url).get('audienceId')).toBe(String(s.userId));
  expect(JSON.parse(sent.body)).toEqual({ liveStudioChannelId: live.channelId });
});

test('join codes: 1004 no live, 1406 full, 1002 ended, 1003 violation, 1403 kicked, 1407 removed, 1408 blocked', async () => {
  await viewer();
  expect(code(await liveApi.join({ liveStudioChannelId: 'live-987654' }))).toBe(LIVE_CODE.notLive);
  expect(code(await liveApi.join({ liveStudioChannelId: 'not-a-live' }))).toBe(LIVE_CODE.notLive);

  const full = await startLive(1);
  await viewer();
  expect(code(await liveApi.join({ liveStudioChannelId: full.channelId }))).toBe(200);
  await viewer();
  const refused = await liveApi.join({ liveStudioChannelId: full.channelId });
  expect(refused).toMatchObject({
    code: LIVE_CODE.peopleMax,
    msg: 'This live has reached to its viewer limits. Please try again later.',
  });
  await dev('viewer-limit', { liveStudioId: full.liveStudioId, limit: null });
  expect(code(await liveApi.join({ liveStudioChannelId: full.channelId }))).toBe(200);

  const ended = await startLive();
  await dev('end', { liveStudioId: ended.liveStudioId });
  expect(await liveApi.join({ liveStudioChannelId: ended.channelId })).toMatchObject({
    code: LIVE_CODE.ended,
    msg: 'This live has already ended.',
  });
  const network = await startLive();
  await dev('end', { liveStudioId: network.liveStudioId, networkError: true });
  expect(await liveApi.join({ liveStudioChannelId: network.channelId })).toMatchObject({
    code: LIVE_CODE.ended,
    msg: 'This live ended due to network error.',
  });
  const closed = await startLive();
  await dev('violation', { liveStudioId: closed.liveStudioId });
  expect(code(await liveApi.join({ liveStudioChannelId: closed.channelId }))).toBe(
    LIVE_CODE.closedForViolation,
  );

  const room = await startLive();
  for (const [leftType, expected] of [
    [11, LIVE_CODE.kicked],
    [12, LIVE_CODE.removed],
  ] as const) {
    const s = await viewer();
    expect(code(await liveApi.join({ liveStudioChannelId: room.channelId }))).toBe(200);
    await dev('kick', { liveStudioId: room.liveStudioId, userId: s.userId, leftType });
    expect(code(await liveApi.join({ liveStudioChannelId: room.channelId }))).toBe(expected);
  }
  const s = await viewer();
  data(await blacklistApi.addBlack({ blacklistUserId: room.hostId, userId: s.userId }));
  expect(code(await liveApi.join({ liveStudioChannelId: room.channelId }))).toBe(LIVE_CODE.blocked);
});

test('in the room: heartbeat, praise, chat (1410 empty), muted, room stats, leave', async () => {
  const live = await startLive();
  const s = await viewer();
  data(await liveApi.join({ liveStudioChannelId: live.channelId }));
  expect(data(await liveApi.heartbeat(live.channelId))).toMatchObject({
    stillIn: true,
    muted: false,
    praiseNum: 0,
  });
  expect(JSON.parse(wire().body)).toEqual({ liveStudioChannelId: live.channelId });
  expect(data(await liveApi.praise({ liveStudioChannelId: live.channelId, num: 12 }))).toEqual({
    praiseNum: 12,
  });
  const msg = data(
    await liveApi.sendChannelMsg({ liveStudioChannelId: live.channelId, content: 'Hello room' }),
  );
  expect(msg.message).toMatchObject({
    senderId: s.userId,
    message: 'Hello room',
    senderName: 'Live Contract',
  });
  expect(
    code(await liveApi.sendChannelMsg({ liveStudioChannelId: live.channelId, content: ' ' })),
  ).toBe(LIVE_CODE.chatEmpty);
  expect(data(await liveApi.muted(live.channelId))).toEqual({ muted: false });
  const stats = data(await liveApi.roomStats(live.channelId));
  expect(stats).toMatchObject({
    id: live.liveStudioId,
    audiencePraiseSum: 12,
    totalIncomeCoins: 0,
    living: true,
    latestJoinAudiences: expect.arrayContaining([expect.objectContaining({ id: s.userId })]),
  });
  expect(data(await liveApi.leave(live.channelId))).toEqual({ left: true });
  expect(data(await liveApi.leave(live.channelId))).toEqual({ left: false });
  expect(code(await liveApi.praise({ liveStudioChannelId: live.channelId, num: 1 }))).toBe(
    LIVE_CODE.notInLive,
  );
});

test('gifts: quick gifts, sendGift → coinBalance, 1602, 1002, 1003; rank and own total; follow and 20001', async () => {
  const live = await startLive();
  const s = await viewer(100);
  data(await liveApi.join({ liveStudioChannelId: live.channelId }));
  const quick = data(await liveApi.quickGifts()).list;
  expect(quick.length).toBeGreaterThan(0);
  const rose = quick[0]!;
  const sent = data(
    await liveApi.sendGift({
      liveStudioChannelId: live.channelId,
      giftId: rose.id,
      requestId: 'contract-gift-1',
    }),
  );
  expect(sent).toMatchObject({
    coinBalance: 100 - rose.gold,
    goldNum: 100 - rose.gold,
    gold: rose.gold,
    duplicate: false,
  });
  expect(sent.balanceSeq).toEqual(expect.any(Number));
  expect(
    code(
      await liveApi.sendGift({
        liveStudioChannelId: live.channelId,
        giftId: 14,
        requestId: 'contract-castle',
      }),
    ),
  ).toBe(LIVE_CODE.notEnoughGold);
  const rank = data(
    await liveApi.giftRank({ liveStudioId: live.liveStudioId, pageNo: 1, pageSize: RANKING_SIZE }),
  );
  expect(rank.list).toEqual([
    expect.objectContaining({
      no: 1,
      userId: s.userId,
      sendTotalCoins: rose.gold,
      userName: 'Live Contract',
    }),
  ]);
  expect(data(await liveApi.sumSentGiftsCoins(live.liveStudioId))).toEqual({
    liveStudioId: live.liveStudioId,
    sendTotalCoins: rose.gold,
  });
  expect(data(await liveApi.follow(live.channelId))).toMatchObject({ charged: 9, relation: 2 });

  await viewer(3);
  data(await liveApi.join({ liveStudioChannelId: live.channelId }));
  expect(code(await liveApi.follow(live.channelId))).toBe(LIVE_CODE.followNotEnoughGold);
  signInClient(s);
  const giftCode = async (channel: string, requestId: string) =>
    code(await liveApi.sendGift({ liveStudioChannelId: channel, giftId: rose.id, requestId }));
  await dev('end', { liveStudioId: live.liveStudioId });
  expect(await giftCode(live.channelId, 'contract-gift-2')).toBe(LIVE_CODE.ended);
  const closed = await startLive();
  data(await liveApi.join({ liveStudioChannelId: closed.channelId }));
  await dev('violation', { liveStudioId: closed.liveStudioId });
  expect(await giftCode(closed.channelId, 'contract-gift-3')).toBe(LIVE_CODE.closedForViolation);
});

test('finding lives: recommended, paged, next / previous, living batches, entrance, end meta, share', async () => {
  const a = await startLive();
  const b = await startLive();
  const s = await viewer();
  const recommended = data(await liveApi.listRecommend({ pageSize: 100 })).list.map((l) => l.id);
  expect(recommended).toEqual(expect.arrayContaining([a.liveStudioId, b.liveStudioId]));
  const page = data(await liveApi.pageQuery({ pageNo: 1, pageSize: 100 }));
  const ids = page.list.map((l) => l.id);
  expect(ids).toEqual([...ids].sort((x, y) => x - y));
  expect(ids).toEqual(expect.arrayContaining([a.liveStudioId, b.liveStudioId]));
  expect(data(await liveApi.next(a.liveStudioId))?.id).toBe(b.liveStudioId);
  expect(data(await liveApi.previous(b.liveStudioId))?.id).toBe(a.liveStudioId);
  const last = ids[ids.length - 1]!;
  expect(data(await liveApi.next(last))).toBeNull();

  await dev('end', { liveStudioId: a.liveStudioId });
  expect(data(await liveApi.liveIsLivingBatch([a.liveStudioId, b.liveStudioId]))).toEqual([
    { liveStudioId: a.liveStudioId, living: false, endType: LIVE_END_TYPE.ended },
    { liveStudioId: b.liveStudioId, living: true, endType: LIVE_END_TYPE.living },
  ]);
  expect(queryOf(wire().url).getAll('liveStudioIds')).toEqual([
    String(a.liveStudioId),
    String(b.liveStudioId),
  ]);
  expect(data(await liveApi.hostIsLivingBatch([a.hostId, b.hostId]))).toEqual({
    [a.hostId]: { living: false, liveStudioId: null, channelId: null },
    [b.hostId]: { living: true, liveStudioId: b.liveStudioId, channelId: b.channelId },
  });
  const entrance = data(await liveApi.entrance());
  expect(entrance).toMatchObject({
    show: true,
    livingNum: expect.any(Number),
    liveInfo: { living: true },
  });
  const meta = data(await liveApi.endMeta(a.liveStudioId));
  expect(meta).toMatchObject({
    liveStudioId: a.liveStudioId,
    hostId: a.hostId,
    endType: LIVE_END_TYPE.ended,
    sendTotalCoins: 0,
  });
  expect(code(await liveApi.endMeta(987_654))).toBe(LIVE_CODE.notLive);
  const link = data(await liveApi.share(b.liveStudioId));
  expect(link).toEqual({
    shortLink: `/live/${b.shareId}`,
    shortLinkUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/live\//),
  });
  expect(code(await liveApi.share(a.liveStudioId))).toBe(LIVE_CODE.ended);

  // Live entry switched off (no LIVE play way): the entrance hides and the host batch is empty.
  await devPost(env.backend, '/dev/api/playWays', {
    openedPlayWays: [{ name: 'LIVCAM', id: 1, main: true }],
  });
  try {
    expect(data(await liveApi.hostIsLivingBatch([b.hostId]))).toEqual({});
    expect(data(await liveApi.entrance())).toMatchObject({ show: false, liveInfo: null });
  } finally {
    await devPost(env.backend, '/dev/api/playWays', {
      openedPlayWays: [
        { name: 'LIVCAM', id: 1, main: false },
        { name: 'LIVE', id: 5, main: false },
      ],
    });
  }
  expect(s.userId).toBeGreaterThan(0);
});

test('tourists: lives, join by shared link, heartbeat, praise, gifts, room stats, share — no login', async () => {
  const live = await startLive();
  signOutClient();
  const audienceId = `contract-tourist-${Date.now()}`;
  expect(
    data(await liveApi.touristLives(audienceId, { pageNo: 1, pageSize: 100 })).list.map(
      (l) => l.id,
    ),
  ).toContain(live.liveStudioId);
  const joined = data(await liveApi.touristJoin({ audienceId, shareId: live.shareId }));
  expect(joined).toMatchObject({
    liveStudioChannelId: live.channelId,
    heartbeatMs: 3_000,
    realtime: { provider: 'local', url: '/rtm', userId: expect.stringMatching(/^v-/) },
  });
  expect(wire().headers['x-login-token']).toBeUndefined();
  expect(queryOf(wire().url).get('audienceId')).toBe(audienceId);
  expect(data(await liveApi.touristHeartbeat(audienceId, live.channelId))).toMatchObject({
    stillIn: true,
    viewLimitMs: 300_000,
    viewLimitReached: false,
  });
  expect(
    data(await liveApi.touristPraise(audienceId, { liveStudioChannelId: live.channelId, num: 2 })),
  ).toEqual({
    praiseNum: 2,
  });
  expect(data(await liveApi.touristQuickGifts(audienceId)).list.length).toBeGreaterThan(0);
  expect(data(await liveApi.touristAllGifts(audienceId)).list.length).toBeGreaterThan(0);
  expect(data(await liveApi.touristRoomStats(audienceId, { shareId: live.shareId }))).toMatchObject(
    {
      id: live.liveStudioId,
      audiencePraiseSum: 2,
    },
  );
  expect(data(await liveApi.touristShare(audienceId, live.liveStudioId))).toMatchObject({
    shortLink: `/live/${live.shareId}`,
  });
  expect(code(await liveApi.touristJoin({ audienceId, shareId: 'no-such-share' }))).toBe(
    LIVE_CODE.notLive,
  );
  expect(code(await liveApi.touristRoomStats(audienceId, { shareId: 'no-such-share' }))).toBe(
    LIVE_CODE.notLive,
  );
});

test('tourists: join by channel (a realtime token), the viewing limit (1413), an ended link (1002)', async () => {
  const live = await startLive();
  signOutClient();
  const audienceId = `contract-limit-${Date.now()}`;
  // A limit of 1 ms: the first beat after the join (a second later on the server) reaches it.
  await dev('tourists/limit', { audienceId, limitMs: 1 });
  const joined = data(
    await liveApi.touristJoin({ audienceId, liveStudioChannelId: live.channelId }),
  );
  expect(joined.realtime).toMatchObject({ provider: 'local', token: expect.any(String) });
  expect(queryOf(wire().url).get('liveStudioChannelId')).toBe(live.channelId);
  env.setServerSkew(1_000);
  try {
    expect(data(await liveApi.touristHeartbeat(audienceId, live.channelId))).toMatchObject({
      viewLimitReached: true,
      viewLimitMs: 1,
    });
  } finally {
    env.setServerSkew(0);
  }
  expect(code(await liveApi.touristHeartbeat(audienceId, live.channelId))).toBe(
    LIVE_CODE.touristViewLimit,
  );
  expect(code(await liveApi.touristJoin({ audienceId, liveStudioChannelId: live.channelId }))).toBe(
    LIVE_CODE.touristViewLimit,
  );
  await dev('end', { liveStudioId: live.liveStudioId });
  const other = `contract-ended-${Date.now()}`;
  expect(code(await liveApi.touristJoin({ audienceId: other, shareId: live.shareId }))).toBe(
    LIVE_CODE.ended,
  );
  expect(code(await liveApi.touristRoomStats(other, { shareId: live.shareId }))).toBe(
    LIVE_CODE.ended,
  );
});

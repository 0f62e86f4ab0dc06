/**
 * Tourists (spec 3 §4 "Tourists", §6, §7): no login, the stored tourist id as audienceId. They
 * join by channel or by a shared link, beat every 3 s (dropped after three missed beats), praise,
 * see gifts and room stats, share; their viewing time counts to the daily limit: the beat that
 * reaches it says so (the room prompts them to register), later beats and joins answer 1413. A
 * guest (shared link) has no limit; forged and ended links answer 1004 / 1002; a tourist id
 * belongs to its first device (1414 elsewhere).
 */
import {
  LIVE_CODE,
  LIVE_HEARTBEAT_GUEST_MS,
  LIVE_QUICK_GIFTS_MAX,
  LIVE_TOURIST_VIEW_LIMIT_MS,
} from '../../src/sdk';
import { touristViewLimitFromEnv } from '../../src/modules/live';
import { call, makeApp, type SignedOptions } from '../helpers';
import { LIVE, TOURIST, liveEnv, type LiveEnv } from './helpers';

let env: LiveEnv;
beforeAll(async () => {
  env = await liveEnv();
});
afterAll(() => env.close());

let n = 0;
const touristId = () => `tourist-${Date.now()}-${++n}`;

test('join by channel, beat every 3 s until the viewing limit: the last beat says so, then 1413 and out', async () => {
  const live = await env.startLive();
  const audienceId = touristId();
  const join = () =>
    env.api(null, `${TOURIST}/joinLiveStudio`, {
      method: 'POST',
      query: { audienceId, liveStudioChannelId: live.channelId },
      body: { liveStudioChannelId: live.channelId },
    });
  const joined = await join();
  expect(joined.code).toBe(200);
  expect(joined.data).toMatchObject({
    liveStudioChannelId: live.channelId,
    heartbeatMs: LIVE_HEARTBEAT_GUEST_MS,
    media: { provider: 'local', channel: live.channelId },
    muted: false,
    realtime: { provider: 'local', url: '/rtm', userId: expect.stringMatching(/^v-/) },
  });
  const inRoom = () => env.app.services.live.store.inCount(live.liveStudioId);
  expect(inRoom()).toBe(1);

  const beat = () =>
    env.api(null, `${TOURIST}/heartBeat`, {
      method: 'PUT',
      query: { audienceId },
      body: { liveStudioChannelId: live.channelId },
    });
  const praise = (num: number) =>
    env.api(null, `${TOURIST}/praise`, {
      method: 'PUT',
      query: { audienceId },
      body: { liveStudioChannelId: live.channelId, num },
    });
  expect((await praise(7)).data).toEqual({ praiseNum: 7 });
  const beats = LIVE_TOURIST_VIEW_LIMIT_MS / LIVE_HEARTBEAT_GUEST_MS;
  for (let i = 1; i <= beats; i++) {
    env.clock.advance(LIVE_HEARTBEAT_GUEST_MS);
    const b = await beat();
    expect(b.data).toMatchObject({
      stillIn: true,
      viewedMs: i * LIVE_HEARTBEAT_GUEST_MS,
      viewLimitMs: LIVE_TOURIST_VIEW_LIMIT_MS,
      viewLimitReached: i === beats,
    });
    env.tick();
  }
  // The beat that reached the limit was the last one: out of the room at once.
  expect(inRoom()).toBe(0);
  const limitText =
    'You have reached the viewing time limitation, Continue to watch for free after register.';
  env.clock.advance(LIVE_HEARTBEAT_GUEST_MS);
  expect(await beat()).toMatchObject({ code: LIVE_CODE.touristViewLimit, msg: limitText });
  expect(await join()).toMatchObject({ code: LIVE_CODE.touristViewLimit, msg: limitText });
  expect(inRoom()).toBe(0);
  expect((await praise(1)).code).toBe(LIVE_CODE.notInLive);

  // The next UTC day the tourist watches again.
  env.clock.advance(24 * 60 * 60_000);
  expect((await join()).code).toBe(200);
  env.clock.advance(LIVE_HEARTBEAT_GUEST_MS);
  expect((await beat()).data).toMatchObject({ viewedMs: LIVE_HEARTBEAT_GUEST_MS });
});

test('a guest (shared link) has no viewing limit; missed beats drop them like anyone', async () => {
  const live = await env.startLive();
  const audienceId = touristId();
  await env.dev('/live/tourists/limit', { audienceId, limitMs: LIVE_HEARTBEAT_GUEST_MS });
  const joined = await env.api(null, `${TOURIST}/joinLiveStudio`, {
    method: 'POST',
    query: { audienceId, shareId: live.shareId },
    body: { shareId: live.shareId },
  });
  expect(joined.data).toMatchObject({
    liveStudioChannelId: live.channelId,
    realtime: { provider: 'local', userId: expect.stringMatching(/^v-/) },
  });
  for (let i = 0; i < 5; i++) {
    env.clock.advance(LIVE_HEARTBEAT_GUEST_MS);
    const b = await env.api(null, `${TOURIST}/heartBeat`, {
      method: 'PUT',
      query: { audienceId },
      body: { liveStudioChannelId: live.channelId },
    });
    expect(b).toMatchObject({ code: 200, data: { stillIn: true, viewLimitReached: false } });
    env.tick();
  }
  // 10 s without a beat: out of the room; praise then needs a join (1401).
  env.clock.advance(10_000);
  env.tick();
  expect(env.app.services.live.store.inCount(live.liveStudioId)).toBe(0);
  const late = await env.api(null, `${TOURIST}/praise`, {
    method: 'PUT',
    query: { audienceId },
    body: { liveStudioChannelId: live.channelId, num: 1 },
  });
  expect(late.code).toBe(LIVE_CODE.notInLive);
});

test('forged, unknown and ended shared links: join and room stats answer 1004 / 1002 / 1003', async () => {
  const audienceId = touristId();
  const byShare = (shareId: string) =>
    Promise.all([
      env.api(null, `${TOURIST}/joinLiveStudio`, {
        method: 'POST',
        query: { audienceId, shareId },
        body: { shareId },
      }),
      env.api(null, `${TOURIST}/liveStudioInfo`, { query: { audienceId, shareId } }),
    ]);
  for (const forged of ['nope', 'AAAAAAAAAAAA', "x'; DROP TABLE live_studios; --"])
    for (const answer of await byShare(forged))
      expect(answer).toMatchObject({
        code: LIVE_CODE.notLive,
        msg: 'This live link is not valid. Check out other lives.',
      });
  const ended = await env.startLive();
  await env.dev('/live/end', { liveStudioId: ended.liveStudioId });
  for (const answer of await byShare(ended.shareId))
    expect(answer).toMatchObject({ code: LIVE_CODE.ended, msg: 'This live has already ended.' });
  const closed = await env.startLive();
  await env.dev('/live/violation', { liveStudioId: closed.liveStudioId });
  for (const answer of await byShare(closed.shareId))
    expect(answer.code).toBe(LIVE_CODE.closedForViolation);
  // The query and the body naming two different links is a bad request.
  const two = await env.api(null, `${TOURIST}/joinLiveStudio`, {
    method: 'POST',
    query: { audienceId, shareId: ended.shareId },
    body: { shareId: closed.shareId },
  });
  expect(two.code).toBe(40006);
  // With the link's own channel: a guest. With another live's channel: a tourist there (the
  // guest's privilege is the shared live's only), so the viewing limit holds.
  const [shared, another] = [await env.startLive(), await env.startLive()];
  const limited = touristId();
  await env.dev('/live/tourists/limit', { audienceId: limited, limitMs: 0 });
  const joinWith = (channel: string) =>
    env.api(null, `${TOURIST}/joinLiveStudio`, {
      method: 'POST',
      query: { audienceId: limited, shareId: shared.shareId, liveStudioChannelId: channel },
      body: { shareId: shared.shareId, liveStudioChannelId: channel },
    });
  expect((await joinWith(shared.channelId)).code).toBe(200);
  expect((await joinWith(another.channelId)).code).toBe(LIVE_CODE.touristViewLimit);
  expect((await joinWith(closed.channelId)).code).toBe(LIVE_CODE.closedForViolation);
});

test('a tourist id belongs to the first device that used it: 1414 from another, on every path', async () => {
  const live = await env.startLive();
  const audienceId = touristId();
  const as = (deviceId: string, path: string, o: SignedOptions = {}) =>
    call(env.app, `${TOURIST}${path}`, { deviceId, ...o, query: { audienceId, ...o.query } }).then(
      (r) => r.json() as { code: number; msg: string },
    );
  const q = { liveStudioChannelId: live.channelId };
  const paths: Array<[string, SignedOptions]> = [
    ['/liveStudios', {}],
    ['/joinLiveStudio', { method: 'POST', query: q, body: q }],
    ['/heartBeat', { method: 'PUT', query: q, body: q }],
    ['/praise', { method: 'PUT', body: { ...q, num: 1 } }],
    ['/getOutShowGifts', {}],
    ['/getAllGifts', {}],
    ['/liveStudioInfo', { query: q }],
    [`/share/${live.liveStudioId}`, { method: 'POST', body: {} }],
  ];
  for (const [path, o] of paths) expect((await as('device-one', path, o)).code).toBe(200);
  for (const [path, o] of paths)
    expect(await as('device-two', path, o)).toMatchObject({
      code: LIVE_CODE.touristIdTaken,
      msg: 'This tourist id belongs to another device. Make a new one and try again.',
    });
  // The first device keeps it; a new id on the second device works.
  expect((await as('device-one', '/getAllGifts')).code).toBe(200);
  const fresh = touristId();
  const r = await call(env.app, `${TOURIST}/getAllGifts`, {
    deviceId: 'device-two',
    query: { audienceId: fresh },
  });
  expect(r.json().code).toBe(200);
});

test('lists, gifts, room stats by shared link, share; a tourist call without a tourist id is refused', async () => {
  const live = await env.startLive();
  const audienceId = touristId();
  const list = await env.api(null, `${TOURIST}/liveStudios`, {
    query: { audienceId, pageNo: 1, pageSize: 50 },
  });
  expect((list.data as { list: { id: number }[] }).list.map((l) => l.id)).toContain(
    live.liveStudioId,
  );
  const quick = await env.api(null, `${TOURIST}/getOutShowGifts`, { query: { audienceId } });
  const all = await env.api(null, `${TOURIST}/getAllGifts`, { query: { audienceId } });
  expect((quick.data as { list: unknown[] }).list).toHaveLength(LIVE_QUICK_GIFTS_MAX);
  expect(
    (all.data as { list: { id: number; gold: number; giftImage: string }[] }).list.length,
  ).toBe(14);
  expect((quick.data as { list: unknown[] }).list).toEqual(
    (all.data as { list: unknown[] }).list.slice(0, LIVE_QUICK_GIFTS_MAX),
  );
  const stats = await env.api(null, `${TOURIST}/liveStudioInfo`, {
    query: { audienceId, shareId: live.shareId },
  });
  expect(stats.data).toMatchObject({ id: live.liveStudioId, living: true });
  expect(
    (await env.api(null, `${TOURIST}/liveStudioInfo`, { query: { audienceId, shareId: 'nope' } }))
      .code,
  ).toBe(LIVE_CODE.notLive);
  const share = await env.api(null, `${TOURIST}/share/${live.liveStudioId}`, {
    method: 'POST',
    query: { audienceId },
    body: {},
  });
  expect(share.data).toEqual({
    shortLink: `/live/${live.shareId}`,
    shortLinkUrl: expect.stringMatching(new RegExp(`^http://[^/]+/live/${live.shareId}$`)),
  });
  const noId = await env.api(null, `${TOURIST}/getAllGifts`);
  expect(noId).toMatchObject({ code: 40006, msg: expect.stringContaining('audienceId') });
  // Tourist paths are public; audience paths are not.
  const audience = await env.api(null, `${LIVE}/getOutShowGifts`);
  expect(audience.code).not.toBe(200);
});

test('no tourist reaches a signed-in path: every /live/live/audience/* route refuses a request without login', async () => {
  const live = await env.startLive();
  const audienceId = touristId();
  const audience = env.app.routeTable.filter(
    (r) => r.url.startsWith(`${LIVE}/`) && r.method !== 'HEAD' && r.method !== 'OPTIONS',
  );
  expect(audience.length).toBeGreaterThanOrEqual(20);
  const q = { audienceId, liveStudioChannelId: live.channelId, liveStudioId: live.liveStudioId };
  for (const r of audience) {
    const path = r.url.replace(/:(\w+)/g, String(live.liveStudioId));
    const method = r.method as 'GET' | 'POST' | 'PUT';
    const res = await call(env.app, path, {
      method,
      query: q,
      body: method === 'GET' ? undefined : { liveStudioChannelId: live.channelId },
    });
    // The verify plugin refuses it (a login-only path needs userId and its login token).
    expect({ path, code: res.json().code }).toEqual({ path, code: 40001 });
  }
  // A tourist who sends a user id without that user's login token gets no further.
  const someone = await env.viewer();
  const forged = await call(env.app, `${LIVE}/joinLiveStudio`, {
    method: 'POST',
    session: { userId: someone.userId, loginToken: '', deviceId: 'tourist-device' },
    query: q,
    body: { liveStudioChannelId: live.channelId },
  });
  expect(forged.json().code).toBe(401);
});

test('the limit is configurable: env LIVE_TOURIST_VIEW_LIMIT_MS (checked at start), buildApp live.touristViewLimitMs', async () => {
  expect(touristViewLimitFromEnv({})).toEqual({});
  expect(touristViewLimitFromEnv({ LIVE_TOURIST_VIEW_LIMIT_MS: '' })).toEqual({});
  expect(touristViewLimitFromEnv({ LIVE_TOURIST_VIEW_LIMIT_MS: '600000' })).toEqual({
    limitMs: 600_000,
  });
  for (const bad of ['-1', '5m', '1e6', '86400001', ' 1000'])
    expect(touristViewLimitFromEnv({ LIVE_TOURIST_VIEW_LIMIT_MS: bad }).refusal).toMatch(
      /LIVE_TOURIST_VIEW_LIMIT_MS/,
    );
  const app = await makeApp({
    live: { plan: [], roomClock: false, broadcasts: false, touristViewLimitMs: 6_000 },
  });
  try {
    const started = (
      await app.inject({ method: 'POST', url: '/dev/api/live/start', payload: { hostId: 10046 } })
    ).json().data as { channelId: string };
    const audienceId = touristId();
    const q = { liveStudioChannelId: started.channelId };
    const join = await call(app, `${TOURIST}/joinLiveStudio`, {
      method: 'POST',
      query: { audienceId, ...q },
      body: q,
    });
    expect(join.json().code).toBe(200);
    const beat = await call(app, `${TOURIST}/heartBeat`, {
      method: 'PUT',
      query: { audienceId },
      body: q,
    });
    expect(beat.json().data).toMatchObject({ viewLimitMs: 6_000, viewLimitReached: false });
  } finally {
    await app.close();
  }
});

/**
 * Tourists (spec 3 §4 "Tourists", §6, §7): no login, the stored tourist id as audienceId. They
 * join by channel or by a shared link, beat every 3 s (dropped after three missed beats), praise,
 * see gifts and room stats, share; their viewing time counts to the daily limit, after which every
 * beat says so (the room prompts them to register).
 */
import {
  LIVE_CODE,
  LIVE_HEARTBEAT_GUEST_MS,
  LIVE_QUICK_GIFTS_MAX,
  LIVE_TOURIST_VIEW_LIMIT_MS,
} from '../../src/sdk';
import { LIVE, TOURIST, liveEnv, type LiveEnv } from './helpers';

let env: LiveEnv;
beforeAll(async () => {
  env = await liveEnv();
});
afterAll(() => env.close());

let n = 0;
const touristId = () => `tourist-${Date.now()}-${++n}`;

test('join by shared link, beat every 3 s until the viewing limit, praise; dropped after missed beats', async () => {
  const live = await env.startLive();
  const audienceId = touristId();
  const joined = await env.api(null, `${TOURIST}/joinLiveStudio`, {
    method: 'POST',
    query: { audienceId, shareId: live.shareId },
    body: { shareId: live.shareId },
  });
  expect(joined.code).toBe(200);
  expect(joined.data).toMatchObject({
    liveStudioChannelId: live.channelId,
    heartbeatMs: LIVE_HEARTBEAT_GUEST_MS,
    media: { provider: 'local', channel: live.channelId },
    muted: false,
  });
  const inRoom = () => env.app.services.live.store.inCount(live.liveStudioId);
  expect(inRoom()).toBe(1);

  const beat = () =>
    env.api(null, `${TOURIST}/heartBeat`, {
      method: 'PUT',
      query: { audienceId },
      body: { liveStudioChannelId: live.channelId },
    });
  const beats = LIVE_TOURIST_VIEW_LIMIT_MS / LIVE_HEARTBEAT_GUEST_MS;
  for (let i = 1; i <= beats; i++) {
    env.clock.advance(LIVE_HEARTBEAT_GUEST_MS);
    const b = await beat();
    expect(b.data).toMatchObject({
      stillIn: true,
      viewedMs: i * LIVE_HEARTBEAT_GUEST_MS,
      viewLimitReached: i === beats,
    });
    env.tick();
  }
  const praise = await env.api(null, `${TOURIST}/praise`, {
    method: 'PUT',
    query: { audienceId },
    body: { liveStudioChannelId: live.channelId, num: 7 },
  });
  expect(praise.data).toEqual({ praiseNum: 7 });

  // 10 s without a beat: out of the room; praise then needs a join (1401).
  env.clock.advance(10_000);
  env.tick();
  expect(inRoom()).toBe(0);
  const late = await env.api(null, `${TOURIST}/praise`, {
    method: 'PUT',
    query: { audienceId },
    body: { liveStudioChannelId: live.channelId, num: 1 },
  });
  expect(late.code).toBe(LIVE_CODE.notInLive);
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

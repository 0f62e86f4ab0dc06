/**
 * A guest's video (spec 3 §1 "Visitors who open a shared link can watch without logging in"):
 * joined through the tourist joinLiveStudio by shareId, the answer's `realtime` token logs the
 * SDK's own Messaging in as a visitor and the local Media joins `media.channel` as audience
 * (werift as the browser) — whole VP8 frames of the seeded host's clip arrive. The live's end
 * stops them; a tourist past the viewing limit loses the video at once.
 */
import type { GenTokenResult } from '../../../shared-sdk/src/realtime/types';
import { hostClip } from '../../src/modules/hostpeer/clips';
import { LIVE_HEARTBEAT_GUEST_MS } from '../../src/sdk';
import { localMediaWith } from '../call/media';
import { startCallEnv, type CallEnv } from '../call/helpers';
import { call } from '../helpers';
import { sleep, until } from '../realtime/helpers';
import { watchWith, type MediaSide } from './helpers';

let env: CallEnv;
const watching = new Set<MediaSide>();
beforeAll(async () => {
  env = await startCallEnv({ live: { plan: [], broadcasts: { retryMs: 200, retryMaxMs: 1_000 } } });
});
afterAll(async () => {
  await Promise.all([...watching].map((v) => v.leave().catch(() => undefined)));
  await env.close();
});

const TOURISTS = '/live/live/tourists';
async function visitorJoin(audienceId: string, q: Record<string, string>) {
  const res = await call(env.app, `${TOURISTS}/joinLiveStudio`, {
    method: 'POST',
    query: { audienceId, ...q },
    body: q,
  });
  const j = res.json();
  if (j.code !== 200) throw new Error(`tourist join: ${res.body}`);
  return j.data as { media: { channel: string }; realtime: GenTokenResult };
}
/** The visitor's SDK Messaging (with the join's token) and local Media, watching the live. */
async function visitorWatches(joined: Awaited<ReturnType<typeof visitorJoin>>) {
  const v = await watchWith(await localMediaWith(env, joined.realtime), joined.media.channel);
  watching.add(v);
  return v;
}
async function receivesClip(v: MediaSide, hostId: number, n = 3) {
  await until(() => v.frames().length >= n, 20_000);
  const clip = hostClip(hostId).video;
  expect(v.frames()[0]?.keyframe).toBe(true);
  for (const f of v.frames()) expect(clip.frames.some((c) => c.equals(f.data))).toBe(true);
}
async function stopsReceiving(v: MediaSide) {
  await sleep(1_500); // what was in flight arrives
  const at = v.frames().length;
  await sleep(1_500);
  expect(v.frames().length).toBe(at);
}
const goLive = async (hostId: number) =>
  (await env.dev('/dev/api/live/start', { hostId })).data as {
    liveStudioId: number;
    channelId: string;
    shareId: string;
    hostId: number;
  };

test('a guest by shared link plays the host’s video with the join answer’s token; the end stops it', async () => {
  const live = await goLive(10037);
  const joined = await visitorJoin(`guest-media-${Date.now()}`, { shareId: live.shareId });
  expect(joined.realtime.userId).toMatch(/^v-/);
  const v = await visitorWatches(joined);
  await receivesClip(v, live.hostId);
  await env.dev('/dev/api/live/end', { liveStudioId: live.liveStudioId });
  await stopsReceiving(v);
}, 60_000);

test('a tourist reaching the viewing limit loses the video at once', async () => {
  const live = await goLive(10038);
  const audienceId = `tourist-media-${Date.now()}`;
  await env.dev('/dev/api/live/tourists/limit', { audienceId, limitMs: LIVE_HEARTBEAT_GUEST_MS });
  const joined = await visitorJoin(audienceId, { liveStudioChannelId: live.channelId });
  const v = await visitorWatches(joined);
  await receivesClip(v, live.hostId);
  env.clock.advance(LIVE_HEARTBEAT_GUEST_MS);
  const beat = await call(env.app, `${TOURISTS}/heartBeat`, {
    method: 'PUT',
    query: { audienceId },
    body: { liveStudioChannelId: live.channelId },
  });
  expect(beat.json().data).toMatchObject({ viewLimitReached: true });
  const media = env.app.liveBroadcasts!.media;
  await until(() => media.viewerCount(live.liveStudioId) === 0, 10_000);
  await stopsReceiving(v);
  await env.dev('/dev/api/live/end', { liveStudioId: live.liveStudioId });
}, 60_000);

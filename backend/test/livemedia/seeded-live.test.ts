/**
 * Seeded lives broadcast for real, through the app's own wiring (src/modules/live/broadcasts.ts):
 * a seeded host's live goes on air → its broadcast starts once the app listens; a viewer joins
 * through joinLiveStudio and passes the answer's `media.channel` to the SDK's local Media as
 * audience (werift as the browser); the live's end, a kick or a silent removal stop that media;
 * a second process start on the same data folder puts the restored lives back on air.
 */
import { hostClip } from '../../src/modules/hostpeer/clips';
import { liveMediaChannel } from '../../src/modules/livemedia';
import { tempDir } from '../helpers';
import { sleep, until } from '../realtime/helpers';
import { startCallEnv, type CallEnv, type Party } from '../call/helpers';
import { joinLiveStudio, watch, type ViewerSide } from './helpers';

const HOSTS = [10031, 10032, 10033, 10034, 10035, 10036];
const clip = (hostId: number) => hostClip(hostId).video;

const dataDir = tempDir();
let env: CallEnv;
const hostsLeft = [...HOSTS];
const watching = new Set<ViewerSide>();

/** The app on `dataDir` with no schedule (lives come from the test API), listening. */
const start = () =>
  startCallEnv({ dataDir, live: { plan: [], broadcasts: { retryMs: 200, retryMaxMs: 1_000 } } });

beforeAll(async () => {
  env = await start();
});
afterAll(async () => {
  await Promise.all([...watching].map((v) => v.leave().catch(() => undefined)));
  await env.close();
});

async function goLive(hostId = hostsLeft.shift() as number) {
  const res = await env.dev('/dev/api/live/start', { hostId });
  expect(res.code).toBe(200);
  return res.data as { liveStudioId: number; channelId: string; hostId: number };
}

/** A viewer entering through joinLiveStudio, then joining the media channel its answer names. */
async function viewer(channelId: string): Promise<ViewerSide & { party: Party }> {
  const v = await watch(env, async (u) => {
    const j = await joinLiveStudio(env, u, channelId);
    expect(j.media).toEqual({ provider: 'local', channel: channelId });
    return j.media.channel;
  });
  watching.add(v);
  const leave = v.leave;
  v.leave = () => (watching.delete(v), leave());
  return v;
}

/** Whole frames of the host's clip, in order. */
async function receivesClip(v: ViewerSide, hostId: number, n = 5) {
  await until(() => v.frames().length >= n, 20_000);
  const frames = v.frames();
  expect(frames[0]?.keyframe).toBe(true);
  for (const f of frames) expect(clip(hostId).frames.some((c) => c.equals(f.data))).toBe(true);
}

/** No video reaches the viewer any more. */
async function stopsReceiving(v: ViewerSide) {
  await sleep(400); // what was in flight lands
  const at = v.video.length;
  await sleep(1_200);
  expect(v.video.length).toBe(at);
}

test('the media channel is the live channel: one name, the one joinLiveStudio answers', () => {
  expect(liveMediaChannel(42)).toBe('live-42');
});

test('a viewer who joins a seeded live through joinLiveStudio receives the host clip; ending the live stops it', async () => {
  const live = await goLive();
  const broadcasts = env.app.liveBroadcasts!;
  await until(() => broadcasts.media.broadcast(live.liveStudioId) !== null, 10_000);
  const v = await viewer(live.channelId);
  await receivesClip(v, live.hostId);
  expect(broadcasts.media.viewerCount(live.liveStudioId)).toBe(1);

  await env.dev('/dev/api/live/end', { liveStudioId: live.liveStudioId });
  await until(() => broadcasts.media.broadcast(live.liveStudioId) === null, 10_000);
  expect(broadcasts.wanted().has(live.liveStudioId)).toBe(false);
  await stopsReceiving(v);
  await v.leave();
}, 60_000);

test.each([
  [11, 'kicked (toast)'],
  [12, 'removed silently'],
])(
  'a viewer removed with leftType %i (%s) loses the media; the others keep it',
  async (leftType) => {
    const live = await goLive();
    const [kept, removed] = [await viewer(live.channelId), await viewer(live.channelId)];
    await Promise.all([
      receivesClip(kept!, live.hostId, 3),
      receivesClip(removed!, live.hostId, 3),
    ]);
    const res = await env.dev('/dev/api/live/kick', {
      liveStudioId: live.liveStudioId,
      userId: removed!.userId,
      leftType,
    });
    expect(res.code).toBe(200);
    const media = env.app.liveBroadcasts!.media;
    await until(() => media.viewerCount(live.liveStudioId) === 1, 10_000);
    await stopsReceiving(removed!);
    const at = kept!.frames().length;
    await sleep(1_000);
    expect(kept!.frames().length).toBeGreaterThan(at + 5);
    // The media channel stays closed to them while the live lasts (joinLiveStudio answers 1403/1407).
    const policy = env.app.services.realtime.channels;
    expect(policy.access(String(removed!.userId), `rtc:${live.channelId}`).subscribe).toBe(false);
    expect(policy.access(String(kept!.userId), `rtc:${live.channelId}`).subscribe).toBe(true);
    await Promise.all([kept!.leave(), removed!.leave()]);
    await env.dev('/dev/api/live/end', { liveStudioId: live.liveStudioId });
  },
  60_000,
);

test('a broadcast that goes off air while the live is on comes back on its own', async () => {
  const live = await goLive();
  const media = env.app.liveBroadcasts!.media;
  await until(() => media.broadcast(live.liveStudioId) !== null, 10_000);
  const first = media.broadcast(live.liveStudioId)!;
  // The host's socket is closed under it (as a gateway restart does).
  await until(() => env.app.services.realtime.isOnline(live.hostId), 10_000);
  env.app.services.realtime.disconnectUser(live.hostId);
  await until(() => first.isStopped, 10_000);
  await until(() => {
    const b = media.broadcast(live.liveStudioId);
    return b !== null && b !== first && !b.isStopped;
  }, 10_000);
  const v = await viewer(live.channelId);
  await receivesClip(v, live.hostId, 3);
  await v.leave();
  await env.dev('/dev/api/live/end', { liveStudioId: live.liveStudioId });
}, 60_000);

test('a second process start on the same data folder puts the lives that were on back on air', async () => {
  const live = await goLive();
  await until(() => env.app.liveBroadcasts!.media.broadcast(live.liveStudioId) !== null, 10_000);
  await Promise.all([...watching].map((v) => v.leave()));
  await env.close();

  env = await start();
  const media = env.app.liveBroadcasts!.media;
  expect(env.app.services.live.store.live(live.liveStudioId)?.ended_at).toBeNull();
  await until(() => media.broadcast(live.liveStudioId) !== null, 10_000);
  const v = await viewer(live.channelId);
  await receivesClip(v, live.hostId);
  await v.leave();
}, 90_000);

/**
 * A seeded host's live broadcast to many viewers, end to end in Node: the backend's broadcaster
 * (src/modules/livemedia) on the real gateway, and viewers running the SDK's own local Messaging
 * and Media code as audience with werift as their RTCPeerConnection (helpers.ts). Each viewer's
 * RTP is put back together into VP8 frames and compared with the host's clip: the same encoded
 * frames, in order, from a keyframe, at the clip's rate.
 *
 * Admission is the live service's (test/livemedia/seeded-live.test.ts goes through it); here the
 * test opens each media channel for any signed-in viewer through the gateway's channel policy
 * (channels.openLive).
 */
import { Socket as UdpSocket } from 'node:dgram';
import { hostClip } from '../../src/modules/hostpeer/clips';
import { CATCH_UP_TICKS } from '../../src/modules/livemedia/feed';
import { attachLiveMedia, liveMediaChannel, type LiveMedia } from '../../src/modules/livemedia';
import { sleep, until } from '../realtime/helpers';
import { startCallEnv, type CallEnv } from '../call/helpers';
import { step16, step32, watch, type ReceivedFrame, type ViewerSide } from './helpers';

const HOST = 10031;
const clip = hostClip(HOST).video;
const FRAME_TS = 90_000 / clip.fps;
/** The process-wide viewer cap in this suite (the default is the measured LIVE_MEDIA_MAX_VIEWERS). */
const CAP = 4;

let env: CallEnv;
let live: LiveMedia;
let next = 0;
beforeAll(async () => {
  env = await startCallEnv({
    // This suite drives a broadcaster of its own; the app's lives get none.
    live: { plan: [], broadcasts: false },
    extend: (app, s) => {
      live = attachLiveMedia(app, s, { maxViewers: CAP });
    },
  });
});
/** Viewers still watching when a test ends early: they leave before the app closes. */
const watching = new Set<ViewerSide>();
afterAll(async () => {
  await Promise.all([...watching].map((v) => v.leave().catch(() => undefined)));
  await env.close();
});

async function viewer(channel: string): Promise<ViewerSide> {
  const v = await watch(env, channel);
  watching.add(v);
  const leave = v.leave;
  v.leave = () => (watching.delete(v), leave());
  return v;
}

/** A live on air: its media channel opened for signed-in viewers, the host broadcasting. */
async function onAir(hostId = HOST) {
  const channelId = `t${++next}`;
  env.app.services.realtime.channels.openLive(liveMediaChannel(channelId), hostId, {
    audience: 'signed-in',
  });
  await live.startBroadcast(channelId, hostId);
  return { channelId, channel: liveMediaChannel(channelId) };
}

/** Waits until each viewer has `n` whole frames; on time-out says where each one stands. */
async function receiving(channelId: string, viewers: ViewerSide[], n: number, ms = 20_000) {
  await until(() => viewers.every((v) => v.frames().length >= n), ms).catch(() => {
    const b = live.broadcast(channelId);
    const feeds = b?.feeds();
    const state = viewers.map((v) => ({
      userId: v.userId,
      packets: v.video.length,
      frames: v.frames().length,
      events: v.events.map((e) => e.type),
      sent: feeds?.get(String(v.userId))?.stats ?? null,
    }));
    throw new Error(`viewers short of ${n} frames: ${JSON.stringify({ state, agent: b?.stats })}`);
  });
}

/** The clip index of each received frame (every one must be a frame of the host's clip). */
const clipIndexes = (frames: ReceivedFrame[]) =>
  frames.map((f) => {
    const i = clip.frames.findIndex((c) => c.equals(f.data));
    expect(i).toBeGreaterThanOrEqual(0);
    return i;
  });

/**
 * Frames in clip order from a keyframe, packets numbered without a hole: the `caughtUp` frames
 * of the group sent at the start (feed.ts catchUp) one tick apart, then one clock step apart.
 */
function expectContinuous(frames: ReceivedFrame[], caughtUp: number) {
  const idx = clipIndexes(frames);
  expect(frames[0]?.keyframe).toBe(true);
  expect(clip.keyframes).toContain(idx[0]);
  for (let i = 1; i < frames.length; i++) {
    const [a, b] = [frames[i - 1] as ReceivedFrame, frames[i] as ReceivedFrame];
    expect(idx[i]).toBe(((idx[i - 1] as number) + 1) % clip.frames.length);
    expect(step32(a.timestamp, b.timestamp)).toBe(i < caughtUp ? CATCH_UP_TICKS : FRAME_TS);
    expect(step16(a.lastSeq, b.firstSeq)).toBe(1);
  }
}

/** How many frames the broadcast's feed for `v` sent at once when it started. */
const caughtUp = (channelId: string, v: ViewerSide) =>
  live.broadcast(channelId)!.feeds().get(String(v.userId))!.stats.caughtUp;

test('four viewers each receive the host clip as advancing VP8 frames from a keyframe, made once for all', async () => {
  const { channelId, channel } = await onAir();
  const viewers = await Promise.all([0, 1, 2, 3].map(() => viewer(channel)));
  await until(() => live.viewerCount(channelId) === 4, 15_000);
  await receiving(channelId, viewers, 25);
  for (const v of viewers) {
    expectContinuous(v.frames(), caughtUp(channelId, v));
    // Every payload of the clip came through: the first keyframe is the clip's, bytes and all.
    expect(v.frames()[0]?.data.equals(clip.frames[0] as Buffer)).toBe(true);
    expect(v.audio.length).toBeGreaterThan(50); // Opus, 20 ms packets
    // The viewer sees the host only (the audience is invisible to the audience).
    expect(v.events.filter((e) => e.type === 'user-joined').map((e) => e.ev)).toEqual([
      { uid: String(HOST) },
    ]);
  }
  // Each viewer's stream is its own: SSRCs and sequence bases differ.
  const ssrcs = new Set(viewers.map((v) => v.video[0]?.header.ssrc));
  expect(ssrcs.size).toBe(4);
  // One packetizer: the broadcast made each frame once, whatever the number of viewers.
  const b = live.broadcast(channelId)!;
  const made = b.packetizer.stats.frames;
  const sent = [...b.feeds().values()].map((f) => f.stats.frames);
  expect(sent).toHaveLength(4);
  for (const n of sent) expect(n).toBeLessThanOrEqual(made);
  expect(sent.reduce((x, y) => x + y, 0)).toBeGreaterThan(made); // forwarded to all from one
  await Promise.all(viewers.map((v) => v.leave()));
  await live.stopBroadcast(channelId);
}, 60_000);

test('a late joiner gets the current group at once: from its keyframe, nothing held back', async () => {
  const { channelId, channel } = await onAir();
  const b = live.broadcast(channelId)!;
  // Join when the broadcast is well past a keyframe.
  await until(() => b.packetizer.stats.frames % clip.frames.length === 5, 10_000);
  const late = await viewer(channel);
  await receiving(channelId, [late], 5);
  const frames = late.frames();
  const feed = [...b.feeds().values()][0]!;
  expectContinuous(frames, feed.stats.caughtUp);
  expect(clipIndexes(frames)[0]).toBe(0);
  expect(feed.stats.starts).toBe(1);
  expect(feed.stats.caughtUp).toBeGreaterThan(0);
  expect(feed.stats.held).toBe(0); // no wait for the next keyframe
  await late.leave();
  await live.stopBroadcast(channelId);
}, 60_000);

test('one viewer leaving does not disturb the others', async () => {
  const { channelId, channel } = await onAir();
  const [a, b, c] = await Promise.all([0, 1, 2].map(() => viewer(channel)));
  const all = [a, b, c] as ViewerSide[];
  await receiving(channelId, all, 5);
  await (b as ViewerSide).leave();
  await until(() => live.viewerCount(channelId) === 2, 10_000);
  const at = [a, c].map((v) => v!.frames().length);
  await sleep(2_000);
  for (const [i, v] of [a, c].entries()) {
    const frames = v!.frames();
    expect(frames.length - (at[i] as number)).toBeGreaterThanOrEqual(12); // ~10 fps went on
    expectContinuous(frames, caughtUp(channelId, v!));
  }
  await Promise.all([a, c].map((v) => v!.leave()));
  await live.stopBroadcast(channelId);
}, 60_000);

/** UDP sockets bound in this process (werift's ICE sockets, the broadcaster's and the viewers'). */
const udpSockets = () =>
  (process as unknown as { _getActiveHandles(): unknown[] })
    ._getActiveHandles()
    .filter((h) => h instanceof UdpSocket).length;

test("stopBroadcast ends every viewer's stream and releases the broadcaster's sockets", async () => {
  const start = udpSockets();
  const { channelId, channel } = await onAir();
  const viewers = await Promise.all([0, 1, 2].map(() => viewer(channel)));
  await receiving(channelId, viewers, 3);
  const b = live.broadcast(channelId)!;
  await live.stopBroadcast(channelId);
  expect(b.isStopped).toBe(true);
  expect(live.viewerCount(channelId)).toBe(0);
  expect(live.broadcast(channelId)).toBeNull();
  // Each viewer is told the host left (the host's member leave), as when a tab closes.
  await until(() => viewers.every((v) => v.events.some((e) => e.type === 'user-left')), 10_000);
  const counts = viewers.map((v) => v.video.length);
  await sleep(600);
  expect(viewers.map((v) => v.video.length)).toEqual(counts); // nothing after the end
  await Promise.all(viewers.map((v) => v.leave()));
  await until(() => udpSockets() <= start, 5_000).catch(() => undefined);
  expect(udpSockets()).toBe(start);
  // The channel can go on air again.
  await live.startBroadcast(channelId, HOST);
  await live.stopBroadcast(channelId);
}, 60_000);

test("the live service's channel rules reach the media: a kicked viewer's stream ends, closing the live ends the broadcast", async () => {
  const { channelId, channel } = await onAir();
  const [kept, kicked] = await Promise.all([0, 1].map(() => viewer(channel)));
  await until(() => live.viewerCount(channelId) === 2, 15_000);
  await until(() => kept!.frames().length > 0, 10_000);
  env.app.services.realtime.channels.revokeViewer(channel, kicked!.userId);
  await until(() => live.viewerCount(channelId) === 1, 10_000);
  const b = live.broadcast(channelId)!;
  expect([...b.feeds().keys()]).toEqual([String(kept!.userId)]);
  expect(b.stats.dropped.left).toBe(1);
  const at = kept!.frames().length;
  await sleep(1_000);
  expect(kept!.frames().length).toBeGreaterThan(at + 5);

  env.app.services.realtime.channels.closeLive(channel);
  await until(() => b.isStopped, 10_000);
  expect(live.broadcast(channelId)).toBeNull();
  await until(() => kept!.events.some((e) => e.type === 'user-left'), 10_000);
  await Promise.all([kept, kicked].map((v) => v!.leave()));
}, 60_000);

test('past the process-wide cap a viewer is not served; a place that frees up is taken again', async () => {
  const { channelId, channel } = await onAir();
  const served = await Promise.all([0, 1, 2, 3].map(() => viewer(channel)));
  await until(() => live.viewerCount(channelId) === CAP, 15_000);
  const extra = await viewer(channel);
  const b = live.broadcast(channelId)!;
  await until(() => b.stats.notServed > 0, 10_000);
  await sleep(1_000);
  expect(extra.video).toHaveLength(0);
  expect(live.viewerCount(channelId)).toBe(CAP);
  // One leaves; the next viewer to join is served.
  await served[0]!.leave();
  await until(() => b.peers === CAP - 1, 10_000);
  const next = await viewer(channel);
  await receiving(channelId, [next], 3);
  await Promise.all([...served.slice(1), extra, next].map((v) => v.leave()));
  await live.stopBroadcast(channelId);
}, 60_000);

test('a live whose media channel the live service has not opened cannot go on air', async () => {
  await expect(live.startBroadcast('not-opened', HOST)).rejects.toThrow(/refused the channel/);
  expect(live.broadcast('not-opened')).toBeNull();
  expect(() => liveMediaChannel('a:b')).toThrow(/not a live channel id/);
  // Another host cannot take a channel that is on air.
  const { channelId } = await onAir();
  await expect(live.startBroadcast(channelId, 10032)).rejects.toThrow(/on air for host/);
  await live.stopBroadcast(channelId);
});

/**
 * The broadcaster's parts on their own: the packetizer (one clock, the same payloads for every
 * sink, catching up after a stall), a viewer's feed (its own header around shared payloads,
 * keyframe start, picture loss) over werift's real tracks, and the signal pacer.
 */
import { MediaStreamTrack, type RtpPacket } from 'werift';
import { hostClip } from '../../src/modules/hostpeer/clips';
import { CATCH_UP_TICKS, ViewerFeed } from '../../src/modules/livemedia/feed';
import { Pacer } from '../../src/modules/livemedia/pacer';
import {
  LivePacketizer,
  type BroadcastSink,
  type SharedVideoFrame,
} from '../../src/modules/livemedia/packetizer';
import { GatewayDefaults } from '../../src/realtime';
import { step16, step32, vp8Frames } from './helpers';

const clip = hostClip(10001);

afterEach(() => jest.useRealTimers());

function recorder() {
  const frames: SharedVideoFrame[] = [];
  const audio: Buffer[] = [];
  const sink: BroadcastSink = { video: (f) => frames.push(f), audio: (p) => audio.push(p.payload) };
  return { sink, frames, audio };
}

test('the packetizer makes each frame once on its clock and hands every sink the same payloads', () => {
  jest.useFakeTimers({ now: 1_000_000 });
  const p = new LivePacketizer(clip);
  const [a, b, c] = [recorder(), recorder(), recorder()];
  p.add(a.sink);
  p.add(b.sink);
  p.start();
  jest.advanceTimersByTime(1_000);
  expect(p.stats.frames).toBe(11); // one at start, then one per 100 ms
  expect(p.stats.audioPackets).toBe(51);
  expect(a.frames.map((f) => f.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  expect(a.frames[0]?.keyframe).toBe(true);
  expect(a.frames.slice(1).every((f) => !f.keyframe)).toBe(true);
  // The very same objects and buffers: nothing is copied per viewer.
  a.frames.forEach((f, i) => expect(b.frames[i]).toBe(f));
  expect(a.audio.every((buf, i) => buf === b.audio[i])).toBe(true);
  // A sink added later gets frames from the next tick on; a removed one gets none.
  const removeC = p.add(c.sink);
  jest.advanceTimersByTime(200);
  removeC();
  jest.advanceTimersByTime(200);
  expect(c.frames.map((f) => f.index)).toEqual([11, 12]);
  // The clip loops: frame 20 is frame 0 again, a keyframe.
  jest.advanceTimersByTime(1_000);
  const twenty = a.frames.find((f) => f.n === 20);
  expect(twenty).toMatchObject({ index: 0, keyframe: true });
  expect(step32(a.frames[0]!.timestamp, twenty!.timestamp)).toBe(20 * 9000);
  p.stop();
});

test('after a stall the packetizer sends a few due frames and moves its clock on (never skips a frame)', () => {
  jest.useFakeTimers({ now: 1_000_000 });
  const p = new LivePacketizer(clip);
  const a = recorder();
  p.add(a.sink);
  p.start();
  jest.advanceTimersByTime(500);
  const before = a.frames.length;
  jest.setSystemTime(Date.now() + 3_000); // the event loop was blocked for 3 s
  jest.advanceTimersByTime(20);
  expect(a.frames.length - before).toBeLessThanOrEqual(6);
  expect(p.stats.rebases).toBe(1);
  expect(a.frames.map((f) => f.n)).toEqual(a.frames.map((_, i) => i)); // none skipped
  const audioBefore = a.audio.length;
  jest.advanceTimersByTime(1_000);
  expect(a.frames.length - before).toBeLessThanOrEqual(6 + 10);
  expect(a.audio.length - audioBefore).toBeLessThanOrEqual(51);
  p.stop();
  const n = a.frames.length;
  jest.advanceTimersByTime(1_000);
  expect(a.frames.length).toBe(n); // stopped
});

/** A viewer's outgoing werift tracks, recording what its feed writes. */
function viewerTracks() {
  const video = new MediaStreamTrack({ kind: 'video' });
  const audio = new MediaStreamTrack({ kind: 'audio' });
  const sent = { video: [] as RtpPacket[], audio: [] as RtpPacket[] };
  video.onReceiveRtp.subscribe((p) => sent.video.push(p));
  audio.onReceiveRtp.subscribe((p) => sent.audio.push(p));
  return { out: { video, audio }, sent };
}

test("a viewer's feed starts at a keyframe, wraps shared payloads in its own headers, and waits for the next keyframe after a picture loss", () => {
  jest.useFakeTimers({ now: 1_000_000 });
  const p = new LivePacketizer(clip);
  p.start();
  jest.advanceTimersByTime(500); // mid-loop
  const v1 = viewerTracks();
  const v2 = viewerTracks();
  const f1 = new ViewerFeed(v1.out);
  const f2 = new ViewerFeed(v2.out);
  p.add(f1);
  p.add(f2);
  jest.advanceTimersByTime(3_000);
  for (const v of [v1, v2]) {
    const frames = vp8Frames(v.sent.video);
    expect(frames[0]?.data.equals(clip.video.frames[0] as Buffer)).toBe(true);
    for (let i = 1; i < v.sent.video.length; i++)
      expect(
        step16(v.sent.video[i - 1]!.header.sequenceNumber, v.sent.video[i]!.header.sequenceNumber),
      ).toBe(1);
  }
  expect(f1.stats).toMatchObject({ starts: 1, held: 14 }); // frames 6..19 held back
  // Same payload buffers, different headers.
  expect(v1.sent.video[0]!.payload).toBe(v2.sent.video[0]!.payload);
  expect(v1.sent.video[0]!.header).not.toBe(v2.sent.video[0]!.header);
  expect(v1.sent.video[0]!.header.sequenceNumber).not.toBe(v2.sent.video[0]!.header.sequenceNumber);
  expect(v1.sent.audio[0]!.header.marker).toBe(true);
  expect(v1.sent.audio.slice(1).every((a) => !a.header.marker)).toBe(true);

  // Picture loss: v1 is held until the loop's keyframe, with no hole in its numbering; v2 goes on.
  const n1 = v1.sent.video.length;
  const n2 = v2.sent.video.length;
  f1.pictureLost();
  jest.advanceTimersByTime(100);
  expect(v1.sent.video.length).toBe(n1);
  expect(v2.sent.video.length).toBeGreaterThan(n2);
  jest.advanceTimersByTime(2_000);
  const after = v1.sent.video.slice(n1);
  expect(
    step16(v1.sent.video[n1 - 1]!.header.sequenceNumber, after[0]!.header.sequenceNumber),
  ).toBe(1);
  expect(vp8Frames(after)[0]?.keyframe).toBe(true);
  expect(f1.stats.starts).toBe(2);
  p.stop();
});

test("a joining viewer gets the broadcast's current group at once, then the live frames, in order and without a hole", () => {
  jest.useFakeTimers({ now: 1_000_000 });
  const p = new LivePacketizer(clip);
  const early = new ViewerFeed(viewerTracks().out);
  early.catchUp(p.currentGroup()); // nothing sent yet: no group, it waits for a keyframe
  expect(early.stats).toMatchObject({ starts: 0, caughtUp: 0 });
  p.start();
  jest.advanceTimersByTime(550); // frames 0..5 of the loop are out
  expect(p.currentGroup().map((f) => f.index)).toEqual([0, 1, 2, 3, 4, 5]);
  const v = viewerTracks();
  const feed = new ViewerFeed(v.out);
  feed.catchUp(p.currentGroup());
  p.add(feed);
  const burst = v.sent.video.length;
  expect(burst).toBeGreaterThan(0); // sent at once, before any tick
  jest.advanceTimersByTime(3_000);
  const frames = vp8Frames(v.sent.video);
  // The host's frames in the clip's order from its keyframe: 0..5 at once, then 6, 7, … live.
  expect(frames[0]?.keyframe).toBe(true);
  frames.forEach((f, i) =>
    expect(f.data.equals(clip.video.frames[i % clip.video.frames.length] as Buffer)).toBe(true),
  );
  expect(frames.length).toBeGreaterThanOrEqual(6 + 30);
  for (let i = 1; i < v.sent.video.length; i++)
    expect(
      step16(v.sent.video[i - 1]!.header.sequenceNumber, v.sent.video[i]!.header.sequenceNumber),
    ).toBe(1);
  // The burst takes no room on the clock: its frames one tick apart up to the current one,
  // whose timestamp is the broadcast's, so the live frames after it keep the 100 ms step.
  const steps = frames.slice(1).map((f, i) => step32(frames[i]!.timestamp, f.timestamp));
  expect(steps.slice(0, 5)).toEqual([1, 1, 1, 1, 1].map((x) => x * CATCH_UP_TICKS));
  expect(steps.slice(5).every((s) => s === 9000)).toBe(true);
  expect(feed.stats).toMatchObject({ starts: 1, caughtUp: 6, held: 0 });
  // A picture loss after that still waits for the next keyframe (no second catch-up).
  feed.pictureLost();
  feed.catchUp(p.currentGroup());
  expect(feed.stats.caughtUp).toBe(6);
  p.stop();
  expect(p.currentGroup()).toEqual([]);
});

test('a catch-up that fails part-way leaves the viewer waiting for the next keyframe', () => {
  jest.useFakeTimers({ now: 1_000_000 });
  const p = new LivePacketizer(clip);
  p.start();
  jest.advanceTimersByTime(550);
  const v = viewerTracks();
  const write = v.out.video.writeRtp.bind(v.out.video);
  let calls = 0;
  v.out.video.writeRtp = (packet) => {
    if (++calls === 2) throw new Error('socket gone');
    return write(packet);
  };
  const feed = new ViewerFeed(v.out);
  expect(() => feed.catchUp(p.currentGroup())).toThrow('socket gone');
  p.add(feed);
  jest.advanceTimersByTime(1_000); // frames 6..15: none sent
  const before = v.sent.video.length;
  jest.advanceTimersByTime(1_000); // the loop's keyframe and after
  const after = vp8Frames(v.sent.video.slice(before));
  expect(after[0]?.keyframe).toBe(true);
  expect(feed.stats.held).toBeGreaterThan(0);
  p.stop();
});

test('the pacer sends a burst, then at most the gateway rate less a margin, and retries a refused frame after a pause', () => {
  let t = 0;
  const out: string[] = [];
  jest.useFakeTimers();
  const pacer = new Pacer(
    (d) => out.push(d),
    () => t,
  );
  for (let i = 0; i < 300; i++) pacer.send(`f${i}`);
  const burst = out.length;
  expect(burst).toBeLessThan(GatewayDefaults.RATE_BURST);
  expect(burst).toBeGreaterThan(0);
  for (let ms = 0; ms < 1_000; ms += 10) {
    t += 10;
    jest.advanceTimersByTime(10);
  }
  const perSec = out.length - burst;
  expect(perSec).toBeLessThan(GatewayDefaults.RATE_PER_SEC);
  expect(perSec).toBeGreaterThan(GatewayDefaults.RATE_PER_SEC / 2);
  expect(out).toEqual(out.map((_, i) => `f${i}`)); // in order
  pacer.retry('again');
  const n = out.length;
  t += 500;
  jest.advanceTimersByTime(500);
  expect(out.length).toBe(n);
  for (let ms = 0; ms < 600; ms += 10) {
    t += 10;
    jest.advanceTimersByTime(10);
  }
  expect(out[n]).toBe('again');
  pacer.close();
});

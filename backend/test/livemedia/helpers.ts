/**
 * Live viewers in Node, as the web app has them: the SDK's own local Messaging and Media code
 * joining a live's media channel as audience, with werift standing in for the browser's
 * RTCPeerConnection (test/call/media.ts); and an RFC 7741 reader that puts the VP8 frames back
 * together from the RTP a viewer received.
 */
import type { MediaStreamTrack as WeriftTrack, RtpPacket } from 'werift';
import type { MediaEvents, Messaging } from '../../../shared-sdk/src/realtime/types';
import { callerMedia } from '../call/media';
import type { CallEnv, Party } from '../call/helpers';

export interface ReceivedFrame {
  timestamp: number;
  /** First and last sequence numbers of the frame's packets. */
  firstSeq: number;
  lastSeq: number;
  data: Buffer;
  keyframe: boolean;
}

export interface ViewerSide extends MediaSide {
  userId: number;
}

/** What a viewer of a live's media has in the test: its messaging, the RTP it received. */
export interface MediaSide {
  /** The viewer's SDK messaging (the live channel's messages, its connection state). */
  messaging: Messaging;
  video: RtpPacket[];
  audio: RtpPacket[];
  events: Array<{ type: keyof MediaEvents; ev: unknown }>;
  /** The VP8 frames received so far, whole (marker-ended) ones only. */
  frames(): ReceivedFrame[];
  leave(): Promise<void>;
}

/**
 * A new signed-in user watching a live's media channel as audience: `channel`, or the one
 * `enter(user)` answers (a viewer joining through joinLiveStudio passes its `media.channel`).
 */
export async function watch(
  env: CallEnv,
  channel: string | ((u: Party) => Promise<string>),
): Promise<ViewerSide & { party: Party }> {
  const u = await env.user();
  const mediaChannel = typeof channel === 'string' ? channel : await channel(u);
  const side = await watchWith(await callerMedia(env, u.userId), mediaChannel);
  return {
    ...side,
    party: u,
    userId: u.userId,
    async leave() {
      await side.leave();
      await u.rt.close().catch(() => undefined);
    },
  };
}

/** Joins `channel` as audience with an SDK Messaging + local Media (callerMedia, localMediaWith). */
export async function watchWith(
  side: Awaited<ReturnType<typeof callerMedia>>,
  mediaChannel: string,
): Promise<MediaSide> {
  const video: RtpPacket[] = [];
  const audio: RtpPacket[] = [];
  const events: ViewerSide['events'] = [];
  for (const type of ['user-joined', 'user-published', 'user-left'] as const)
    side.media.on(type, (ev) => events.push({ type, ev }));
  side.media.on('user-published', (e) => {
    const track = e.track as unknown as WeriftTrack;
    track.onReceiveRtp.subscribe((p) => (e.kind === 'video' ? video : audio).push(p));
  });
  await side.media.join(mediaChannel, 'audience');
  return {
    messaging: side.messaging,
    video,
    audio,
    events,
    frames: () => vp8Frames(video),
    leave: () => side.close(),
  };
}

/** POST joinLiveStudio as `u` (the channel in the query and the body, as the SDK sends it); 200 or throws. */
export async function joinLiveStudio(env: CallEnv, u: Party, channelId: string) {
  const body = { liveStudioChannelId: channelId };
  const query = { ...body, audienceId: u.userId };
  const j = await env.post(u, '/live/live/audience/joinLiveStudio', body, query);
  if (j.code !== 200) throw new Error(`joinLiveStudio ${channelId}: ${j.code} ${j.msg}`);
  return j.data as { media: { provider: string; channel: string } };
}

/**
 * RFC 7741 §4.2 payload descriptor: X, S bits and PartID in the first byte; with X an extension
 * byte (I, L, T, K) and the picture id (1 or 2 bytes), TL0PICIDX, TID/KEYIDX as flagged.
 */
export function vp8Descriptor(payload: Buffer): { start: boolean; headerLen: number } {
  const b0 = payload[0] as number;
  let at = 1;
  if (b0 & 0x80) {
    const x = payload[at++] as number;
    if (x & 0x80) at += (payload[at] as number) & 0x80 ? 2 : 1; // I: picture id
    if (x & 0x40) at += 1; // L: TL0PICIDX
    if (x & 0x30) at += 1; // T or K: TID/Y/KEYIDX
  }
  return { start: (b0 & 0x10) !== 0 && (b0 & 0x07) === 0, headerLen: at };
}

/**
 * Whole frames from the packets received, as a jitter buffer has them: in sequence order (a
 * retransmitted packet arrives late), each once; a frame is a start packet, the packets after it
 * with no number missing, and a marker. Packets still missing at the end make no frame yet.
 */
export function vp8Frames(received: RtpPacket[]): ReceivedFrame[] {
  const out: ReceivedFrame[] = [];
  const first = received[0]?.header.sequenceNumber ?? 0;
  // Sequence numbers unwrapped from the first one (a viewer receives fewer than 32,768 here).
  const bySeq = new Map<number, RtpPacket>();
  for (const p of received) bySeq.set((p.header.sequenceNumber - first + 0x10000) & 0xffff, p);
  const packets = [...bySeq.entries()].sort((a, b) => a[0] - b[0]);
  let parts: Buffer[] = [];
  let start: RtpPacket | null = null;
  let prev = -1;
  for (const [n, p] of packets) {
    if (start && n !== prev + 1) start = null; // a hole: this frame is not whole (yet)
    prev = n;
    const d = vp8Descriptor(p.payload);
    if (d.start) {
      parts = [];
      start = p;
    }
    if (!start) continue; // joined mid-frame: wait for a start
    parts.push(p.payload.subarray(d.headerLen));
    if (p.header.marker) {
      const data = Buffer.concat(parts);
      out.push({
        timestamp: start.header.timestamp,
        firstSeq: start.header.sequenceNumber,
        lastSeq: p.header.sequenceNumber,
        data,
        // RFC 6386 §9.1: bit 0 of the frame tag is 0 on a keyframe, whose start code follows.
        keyframe: ((data[0] as number) & 1) === 0 && data.subarray(3, 6).equals(KEYFRAME_START),
      });
      start = null;
    }
  }
  return out;
}

const KEYFRAME_START = Buffer.from([0x9d, 0x01, 0x2a]);

/** Wrap-aware 16-bit and 32-bit steps between successive values. */
export const step16 = (a: number, b: number) => (b - a + 0x10000) & 0xffff;
export const step32 = (a: number, b: number) => (b - a + 0x100000000) % 0x100000000;

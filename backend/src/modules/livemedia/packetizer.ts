/**
 * The one packetizer of a live broadcast: it reads the host's clip on the broadcast's clock and
 * hands every viewer the SAME encoded payloads, once per frame (and once per 20 ms Opus packet).
 * Nothing here is per viewer: a viewer's feed (feed.ts) only writes its own RTP header around
 * these payloads. No encoder and no copy: the payload buffers are the clip's, cut once per clip
 * into RTP payloads (RFC 7741 for VP8; an Opus packet is one payload, RFC 7587).
 */
import { randomInt } from 'node:crypto';
import { vp8Payloads, type HostClip, type VideoClip } from '../hostpeer/clips';

const VIDEO_CLOCK = 90_000;
export const OPUS_SAMPLES = 960; // 20 ms at 48 kHz
export const AUDIO_MS = 20;
/**
 * A late timer (a busy event loop) sends the frames that were due, up to this many at once, so
 * the stream keeps its rate; further behind, the clock goes on from now. A frame is never
 * skipped: VP8 frames depend on the ones before.
 */
const MAX_CATCH_UP = 5;
const AUDIO_MAX_CATCH_UP = 10;

/** One encoded video frame of the broadcast, shared by every viewer (read only). */
export interface SharedVideoFrame {
  /** Frames since the broadcast started. */
  n: number;
  /** The frame's index in the clip (the clip loops). */
  index: number;
  keyframe: boolean;
  /** The broadcast's RTP timestamp (90 kHz); a viewer adds its own offset. */
  timestamp: number;
  /** RTP payloads of the frame, in order; the last one ends the frame (marker). */
  payloads: readonly Buffer[];
}

export interface SharedAudioPacket {
  timestamp: number;
  payload: Buffer;
}

/** What a viewer's feed takes from the packetizer. */
export interface BroadcastSink {
  video(frame: SharedVideoFrame): void;
  audio(packet: SharedAudioPacket): void;
}

/** Each clip's frames cut into RTP payloads once, however many broadcasts play it. */
const cut = new WeakMap<VideoClip, Buffer[][]>();
function payloadsOf(clip: VideoClip): Buffer[][] {
  let p = cut.get(clip);
  if (!p) cut.set(clip, (p = clip.frames.map((f) => vp8Payloads(f))));
  return p;
}

export interface PacketizerOptions {
  now?: () => number;
  /** A sink that throws is dropped (logged); the broadcast goes on for the others. */
  onSinkError?(sink: BroadcastSink, err: unknown): void;
}

export class LivePacketizer {
  private readonly sinks = new Set<BroadcastSink>();
  private readonly payloads: Buffer[][];
  private readonly keyframes: Set<number>;
  private readonly frameMs: number;
  private readonly frameStep: number;
  private readonly now: () => number;
  private timer: NodeJS.Timeout | null = null;
  private base = 0;
  private videoDone = 0;
  private audioDone = 0;
  private audioIndex = 0;
  private videoTs = randomInt(0, 0x7fffffff);
  private audioTs = randomInt(0, 0x7fffffff);
  /** The current group of pictures: the last keyframe and the frames sent after it. */
  private group: SharedVideoFrame[] = [];
  /** Made by this packetizer, once each whatever the number of viewers. */
  readonly stats = { frames: 0, audioPackets: 0, rebases: 0 };

  constructor(
    private readonly clip: HostClip,
    private readonly opts: PacketizerOptions = {},
  ) {
    this.payloads = payloadsOf(clip.video);
    this.keyframes = new Set(clip.video.keyframes);
    this.frameMs = 1000 / clip.video.fps;
    this.frameStep = Math.round(VIDEO_CLOCK / clip.video.fps);
    this.now = opts.now ?? Date.now;
  }

  get running(): boolean {
    return this.timer !== null;
  }

  get viewers(): number {
    return this.sinks.size;
  }

  /** Starts the clock: one timer for the broadcast, ticking at the audio packet rate. */
  start(): void {
    if (this.timer) return;
    this.base = this.now();
    this.videoDone = 0;
    this.audioDone = 0;
    this.tick();
    this.timer = setInterval(() => this.tick(), AUDIO_MS);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.sinks.clear();
    this.group = [];
  }

  /**
   * The frames sent since the last keyframe, that keyframe first (empty before the first one):
   * what a viewer joining now needs to show the current picture (feed.ts `catchUp`).
   */
  currentGroup(): readonly SharedVideoFrame[] {
    return this.group;
  }

  /** Adds a viewer's sink: it gets the frames from the next tick on. Returns a remove. */
  add(sink: BroadcastSink): () => void {
    this.sinks.add(sink);
    return () => void this.sinks.delete(sink);
  }

  private tick(): void {
    const videoDue = Math.floor((this.now() - this.base) / this.frameMs) + 1;
    if (videoDue - this.videoDone > MAX_CATCH_UP) {
      // Too far behind (the process stalled): the clock moves on by whole frames instead.
      this.stats.rebases++;
      this.base += (videoDue - this.videoDone - MAX_CATCH_UP) * this.frameMs;
    }
    const audioDue = Math.floor((this.now() - this.base) / AUDIO_MS) + 1;
    const audioBehind = audioDue - this.audioDone - AUDIO_MAX_CATCH_UP;
    if (audioBehind > 0) {
      // Audio may skip (the decoder conceals it); its timestamps keep to the clock.
      this.audioDone += audioBehind;
      this.audioIndex += audioBehind;
      this.audioTs = (this.audioTs + audioBehind * OPUS_SAMPLES) >>> 0;
    }
    const target = Math.floor((this.now() - this.base) / this.frameMs) + 1;
    while (this.videoDone < target) {
      this.videoFrame();
      this.videoDone++;
    }
    const audio = this.clip.audio;
    while (this.audioDone < audioDue) {
      if (audio.length > 0) this.audioPacket(audio);
      this.audioDone++;
    }
  }

  private videoFrame(): void {
    const n = this.stats.frames++;
    const index = n % this.payloads.length;
    const frame: SharedVideoFrame = {
      n,
      index,
      keyframe: this.keyframes.has(index),
      timestamp: this.videoTs,
      payloads: this.payloads[index] as Buffer[],
    };
    this.videoTs = (this.videoTs + this.frameStep) >>> 0;
    if (frame.keyframe) this.group = [frame];
    else if (this.group.length > 0) this.group.push(frame);
    this.each((s) => s.video(frame));
  }

  private audioPacket(audio: Buffer[]): void {
    const packet = {
      timestamp: this.audioTs,
      payload: audio[this.audioIndex++ % audio.length] as Buffer,
    };
    this.audioTs = (this.audioTs + OPUS_SAMPLES) >>> 0;
    this.stats.audioPackets++;
    this.each((s) => s.audio(packet));
  }

  private each(fn: (s: BroadcastSink) => void): void {
    for (const s of this.sinks) {
      try {
        fn(s);
      } catch (e) {
        this.sinks.delete(s);
        this.opts.onSinkError?.(s, e);
      }
    }
  }
}

/**
 * One seeded host's WebRTC connection to one caller (werift), speaking the local Media
 * provider's signalling (shared-sdk/src/realtime/media/local.ts): hello / desc / ice / nudge /
 * bye, tagged with the channel and a per-join session id. The browser decides politeness by
 * comparing user ids as strings (the larger is polite); this side follows the same rule, so the
 * first offer always comes from the impolite side, as the browser expects.
 *
 * Media: the host's pre-encoded clip, looped (clips.ts). Sending starts once the connection is
 * `connected` (earlier keyframes would be lost: TOOLCHAIN.md) and always from a keyframe.
 */
import { randomInt } from 'node:crypto';
import {
  MediaStreamTrack,
  RTCPeerConnection,
  RtpHeader,
  RtpPacket,
  // werift's codec factories (named like React hooks, which they are not).
  useOPUS as opusCodec,
  useVP8 as vp8Codec,
  type RTCRtpTransceiver,
} from 'werift';
import { vp8Payloads, type HostClip } from './clips';

export type SigBody =
  // greet: a live's host saying hello to a viewer who just joined (livemedia/agent.ts); the
  // audience waits for it instead of greeting everyone in the channel (shared-sdk local.ts).
  | { t: 'hello'; role: 'host' | 'audience'; reply?: boolean; greet?: boolean }
  | { t: 'desc'; description: { type: 'offer' | 'answer'; sdp: string } }
  | { t: 'ice'; candidate: Record<string, unknown> | null }
  | { t: 'nudge' }
  | { t: 'bye' };

const VIDEO_CLOCK = 90_000;
const OPUS_SAMPLES = 960; // 20 ms at 48 kHz
const AUDIO_MS = 20;

export interface HostPeerOptions {
  /** The host's user id and the caller's, as the gateway spells them (strings). */
  me: string;
  remote: string;
  clip: HostClip;
  /**
   * What feeds the tracks once connected; by default this peer loops `clip` on its own (a call).
   * A live passes its broadcast's shared packets instead (livemedia/feed.ts). Returns a stop.
   */
  feed?(out: PeerOutput): () => void;
  /** 'sendonly' for a live's viewer (who only receives); a call's host sends and receives. */
  direction?: 'sendrecv' | 'sendonly';
  /**
   * false: no trickled ICE; the candidates ride in the description (werift gathers them before
   * setLocalDescription resolves), 1 signal instead of ~4 (a live host answers many viewers
   * through one rate-limited socket).
   */
  trickle?: boolean;
  send(body: SigBody): void;
  onConnected?(): void;
  /** The first video frame went out on the connected transport (the server's own observation). */
  onFirstFrame?(): void;
  onFailed?(reason: string): void;
  log?(msg: string, err?: unknown): void;
}

/** A connected peer's outgoing tracks, for a feed other than the peer's own clip loop. */
export interface PeerOutput {
  video: MediaStreamTrack;
  audio: MediaStreamTrack;
  /** The viewer's decoder lost its reference (PLI); returns an unsubscribe. */
  onPictureLoss(fn: () => void): () => void;
}

export class HostPeer {
  readonly pc: RTCPeerConnection;
  private readonly video = new MediaStreamTrack({ kind: 'video' });
  private readonly audio = new MediaStreamTrack({ kind: 'audio' });
  private readonly polite: boolean;
  private makingOffer = false;
  private timers: NodeJS.Timeout[] = [];
  private unsubscribes: Array<() => void> = [];
  private closed = false;
  private closing: Promise<void> | null = null;
  /** Frames and packets sent (for tests and the bench). */
  readonly sent = { frames: 0, audio: 0 };
  connectedAt: number | null = null;
  /** start() ran (negotiation begun from this side). */
  started = false;

  constructor(private readonly o: HostPeerOptions) {
    this.polite = o.me > o.remote; // the browser's rule (local.ts addPeer)
    this.pc = new RTCPeerConnection({
      codecs: {
        video: [vp8Codec({ payloadType: 96 })],
        audio: [opusCodec({ payloadType: 111 })],
      },
      iceAdditionalHostAddresses: ['127.0.0.1'],
      iceUseIpv6: false,
      // One ICE/DTLS transport for audio and video. Under werift's default (max-compat) each
      // transceiver of an offer gets its own transport; when the answer bundles them, werift
      // re-points the second transceiver and drops its transport without closing it, so its UDP
      // sockets stayed bound after pc.close() (2 a call, forever). Chromium bundles anyway.
      bundlePolicy: 'max-bundle',
      // No STUN: werift's default asks stun.l.google.com on every call; the browser's side of the
      // local provider uses none either (shared-sdk local.ts).
      iceServers: [],
    });
    this.pc.onIceCandidate.subscribe((c) => {
      if (this.closed || o.trickle === false) return;
      o.send({ t: 'ice', candidate: c ? (c.toJSON() as Record<string, unknown>) : null });
    });
    this.pc.connectionStateChange.subscribe((state) => {
      try {
        if (state === 'connected' && this.connectedAt === null) {
          this.connectedAt = Date.now();
          this.startSending();
          o.onConnected?.();
        } else if (state === 'failed') o.onFailed?.('ice failed');
      } catch (e) {
        o.log?.(`on ${state} failed`, e);
      }
    });
  }

  /** After hello: the impolite side offers; the polite side asks for the offer (nudge). */
  async start(): Promise<void> {
    this.started = true;
    if (this.polite) return this.o.send({ t: 'nudge' });
    this.addOwnTransceivers();
    await this.offer();
  }

  async onSignal(s: SigBody): Promise<void> {
    if (this.closed) return;
    switch (s.t) {
      case 'desc': {
        const d = s.description;
        if (d.type === 'offer') {
          this.started = true;
          // Perfect negotiation: the impolite side ignores an offer that collides with its own.
          if (!this.polite && (this.makingOffer || this.pc.signalingState !== 'stable')) return;
          await this.pc.setRemoteDescription(d);
          this.attachToOffered();
          await this.pc.setLocalDescription(await this.pc.createAnswer());
          this.sendLocal();
        } else if (this.pc.signalingState === 'have-local-offer') {
          await this.pc.setRemoteDescription(d);
        }
        return;
      }
      case 'ice':
        if (
          s.candidate &&
          typeof s.candidate.candidate === 'string' &&
          s.candidate.candidate !== ''
        )
          await this.pc
            .addIceCandidate(s.candidate as never)
            .catch((e) => this.o.log?.('ice candidate refused', e));
        return;
      case 'nudge':
        this.started = true;
        if (this.pc.getTransceivers().length === 0) this.addOwnTransceivers();
        if (this.pc.signalingState === 'stable' && !this.makingOffer && !this.pc.remoteDescription)
          await this.offer();
        return;
      default:
        return;
    }
  }

  /** Stops sending and closes the connection; resolves when its sockets are closed. */
  close(): Promise<void> {
    if (this.closing) return this.closing;
    this.closed = true;
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
    for (const off of this.unsubscribes.splice(0)) off();
    this.closing = this.pc.close().catch((e) => this.o.log?.('close failed', e));
    return this.closing;
  }

  private get direction(): 'sendrecv' | 'sendonly' {
    return this.o.direction ?? 'sendrecv';
  }

  private addOwnTransceivers(): void {
    this.pc.addTransceiver(this.video, { direction: this.direction });
    this.pc.addTransceiver(this.audio, { direction: this.direction });
  }

  /** An offer from the browser: put the clip's tracks on its audio and video m-lines. */
  private attachToOffered(): void {
    const ts: RTCRtpTransceiver[] = this.pc.getTransceivers();
    for (const kind of ['video', 'audio'] as const) {
      const t = ts.find((x) => x.kind === kind);
      if (!t) continue;
      void t.sender.replaceTrack(kind === 'video' ? this.video : this.audio);
      t.setDirection(this.direction);
    }
  }

  private async offer(): Promise<void> {
    try {
      this.makingOffer = true;
      await this.pc.setLocalDescription(await this.pc.createOffer());
      this.sendLocal();
    } catch (e) {
      this.o.log?.('offer failed', e);
    } finally {
      this.makingOffer = false;
    }
  }

  private sendLocal(): void {
    const d = this.pc.localDescription;
    if (d)
      this.o.send({ t: 'desc', description: { type: d.type as 'offer' | 'answer', sdp: d.sdp } });
  }

  /**
   * Loops the clip: one VP8 frame per 1/fps s (from a keyframe), one Opus packet per 20 ms. A
   * picture loss report (the viewer's decoder lost its reference) skips ahead to the next
   * keyframe of the clip, as an encoder would make one.
   */
  private startSending(): void {
    if (this.o.feed) return this.startFeed(this.o.feed);
    const { video, audio } = this.o.clip;
    let seq = randomInt(0, 0xffff);
    let ts = randomInt(0, 0x7fffffff);
    let i = 0;
    const step = Math.round(VIDEO_CLOCK / video.fps);
    const videoSender = this.pc.getTransceivers().find((t) => t.kind === 'video')?.sender;
    const pli = videoSender?.onPictureLossIndication.subscribe(() => {
      const at = i % video.frames.length;
      const next = video.keyframes.find((k) => k > at) ?? video.frames.length;
      i += next - at;
    });
    if (pli) this.unsubscribes.push(() => pli.unSubscribe());
    const sendFrame = () => {
      const frame = video.frames[i % video.frames.length] as Buffer;
      const parts = vp8Payloads(frame);
      parts.forEach((payload, n) => {
        const header = new RtpHeader({
          payloadType: 96,
          sequenceNumber: seq,
          timestamp: ts,
          marker: n === parts.length - 1,
        });
        seq = (seq + 1) & 0xffff;
        this.video.writeRtp(new RtpPacket(header, payload));
      });
      ts = (ts + step) >>> 0;
      i++;
      if (this.sent.frames++ === 0) this.o.onFirstFrame?.();
    };
    this.every(1000 / video.fps, sendFrame);
    if (audio.length === 0) return;
    let aSeq = randomInt(0, 0xffff);
    let aTs = randomInt(0, 0x7fffffff);
    let k = 0;
    this.every(AUDIO_MS, () => {
      const header = new RtpHeader({
        payloadType: 111,
        sequenceNumber: aSeq,
        timestamp: aTs,
        marker: k === 0,
      });
      this.audio.writeRtp(new RtpPacket(header, audio[k % audio.length] as Buffer));
      aSeq = (aSeq + 1) & 0xffff;
      aTs = (aTs + OPUS_SAMPLES) >>> 0;
      k++;
      this.sent.audio++;
    });
  }

  private startFeed(feed: NonNullable<HostPeerOptions['feed']>): void {
    const sender = this.pc.getTransceivers().find((t) => t.kind === 'video')?.sender;
    const stop = feed({
      video: this.video,
      audio: this.audio,
      onPictureLoss: (fn) => {
        const sub = sender?.onPictureLossIndication.subscribe(fn);
        return () => sub?.unSubscribe();
      },
    });
    this.unsubscribes.push(stop);
  }

  /**
   * Runs `fn` now and then once per `ms` of wall-clock time: a late timer (a busy event loop)
   * catches up with the frames that were due, up to MAX_CATCH_UP, so the stream keeps its rate;
   * further behind, it goes on from now (a frame is never skipped: VP8 frames depend on the
   * previous ones). A throw stops this peer (logged), never the process.
   */
  private every(ms: number, fn: () => void): void {
    const MAX_CATCH_UP = 5;
    let base = Date.now();
    let done = 0;
    const tick = () => {
      if (this.closed) return;
      try {
        const due = Math.floor((Date.now() - base) / ms) + 1;
        if (due - done > MAX_CATCH_UP) {
          base = Date.now() - (MAX_CATCH_UP - 1) * ms;
          done = 0;
        }
        const target = Math.floor((Date.now() - base) / ms) + 1;
        while (done < target && !this.closed) {
          fn();
          done++;
        }
      } catch (e) {
        this.o.log?.('sending failed; peer closed', e);
        void this.close();
      }
    };
    tick();
    this.timers.push(setInterval(tick, ms));
  }
}

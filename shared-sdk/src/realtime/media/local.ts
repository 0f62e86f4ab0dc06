/**
 * The `local` Media provider: the browser's own WebRTC, signalling through Messaging
 * (ARCHITECTURE.md "Realtime"). A mesh: one RTCPeerConnection per remote user where at least one
 * side is a host (spec 3 §4: the audience only receives). Negotiation follows the "perfect
 * negotiation" pattern (polite side = larger user id), so either side may add tracks at any time.
 *
 * Signalling: the messaging channel `rtc:<channel>` (with member events) finds the others; the
 * `signal` relay carries hello / desc / ice / unpub / bye, tagged with the channel and a per-join
 * session id so late signals from an earlier join are ignored. A host joining says hello to
 * everyone there; an audience member says nothing and is greeted by each host when its member
 * join reaches them (a `greet` hello), and the audience never talks to the audience: a live's
 * viewers cost each other nothing however many they are (as in Agora's live mode, where the
 * audience is invisible).
 */
import { Events } from '../events';
import { ICE_STALL_MS } from '../timing';

/**
 * How often the stats are read for the first decoded video frame, until it comes: the time a
 * picture waits behind its decode to be shown (a live's room, a call's "their video").
 */
const FIRST_FRAME_POLL_MS = 25;
import type {
  Media,
  MediaEvents,
  MediaJoinOptions,
  MediaKind,
  MediaRole,
  Messaging,
  RemoteUser,
} from '../types';

export interface LocalMediaOptions {
  messaging: Messaging;
  /** Defaults to the global RTCPeerConnection. */
  RTCPeerConnection?: new (config?: RTCConfiguration) => RTCPeerConnection;
  /** Default: no ICE servers (host candidates; same machine or LAN, TOOLCHAIN.md). */
  rtcConfig?: RTCConfiguration;
  firstFramePollMs?: number;
  /** subscribe() and first-frame give up after this long. */
  waitTimeoutMs?: number;
  /** A connection still not connected this long after it started connecting restarts ICE. */
  iceStallMs?: number;
  now?: () => number;
}

type Sig = { v: 1; ch: string; sid: string; to?: string } & (
  | { t: 'hello'; role: MediaRole; reply?: boolean; greet?: boolean }
  | { t: 'desc'; description: RTCSessionDescriptionInit }
  | { t: 'ice'; candidate: RTCIceCandidateInit | null }
  | { t: 'unpub'; kind: MediaKind }
  | { t: 'nudge' }
  | { t: 'bye' }
);
type SigBody = Sig extends infer S
  ? S extends Sig
    ? Omit<S, 'v' | 'ch' | 'sid' | 'to'>
    : never
  : never;

interface Peer {
  uid: string;
  sid: string;
  role: MediaRole;
  pc: RTCPeerConnection | null;
  polite: boolean;
  makingOffer: boolean;
  ignoreOffer: boolean;
  tracks: Partial<Record<MediaKind, MediaStreamTrack>>;
  senders: Map<MediaStreamTrack, RTCRtpSender>;
  /** Signals from one peer are handled one after another. */
  chain: Promise<void>;
  firstFrame: boolean;
  statsTimer: ReturnType<typeof setInterval> | null;
  /** Watchdog while the connection is connecting or disconnected (restarts ICE). */
  iceTimer: ReturnType<typeof setTimeout> | null;
  waiters: Array<{ kind: MediaKind; resolve(t: MediaStreamTrack): void }>;
  /** Candidates that came before any remote description: added once one is set. */
  pendingIce: RTCIceCandidateInit[];
}

const signalChannel = (channel: string) => `rtc:${channel}`;
const randomId = () => Math.random().toString(36).slice(2, 10) + Date.now().toString(36);

export class LocalMedia implements Media {
  readonly provider = 'local' as const;
  private readonly events = new Events<MediaEvents>();
  private readonly peers = new Map<string, Peer>();
  private localTracks: MediaStreamTrack[] = [];
  private channel: string | null = null;
  private role: MediaRole = 'audience';
  private sid = '';
  private me = '';
  private joinedAt = 0;
  private offs: Array<() => void> = [];
  private readonly now: () => number;

  constructor(private readonly opts: LocalMediaOptions) {
    this.now = opts.now ?? Date.now;
  }

  on<K extends keyof MediaEvents>(type: K, fn: (ev: MediaEvents[K]) => void): () => void {
    return this.events.on(type, fn);
  }

  async join(channel: string, role: MediaRole, _opts: MediaJoinOptions = {}): Promise<void> {
    if (this.channel !== null) throw new Error('media: already joined; leave first');
    const snap = this.opts.messaging.getSnapshot();
    if (snap.state !== 'online' || !snap.userId) throw new Error('media: messaging is not online');
    Object.assign(this, { channel, role, me: snap.userId, sid: randomId(), joinedAt: this.now() });
    this.events.emit('connection-state', { state: 'connecting' });
    const m = this.opts.messaging;
    this.offs.push(
      m.on('signal', (ev) => this.onSignal(ev.from, ev.payload)),
      m.on('member', (ev) => {
        if (ev.channel !== signalChannel(channel) || ev.userId === this.me) return;
        if (ev.event === 'leave') this.dropPeer(ev.userId, 'left');
        else if (this.role === 'host' && !this.peers.has(ev.userId))
          void this.send(ev.userId, undefined, { t: 'hello', role: 'host', greet: true });
      }),
    );
    try {
      const { members = [] } = await m.subscribeChannel(signalChannel(channel), { members: true });
      if (role === 'host')
        for (const uid of members)
          if (uid !== this.me) this.send(uid, undefined, { t: 'hello', role });
    } catch (e) {
      this.reset();
      this.events.emit('connection-state', { state: 'disconnected', reason: (e as Error).message });
      throw e;
    }
    this.events.emit('connection-state', { state: 'connected' });
  }

  async leave(): Promise<void> {
    const channel = this.channel;
    if (channel === null) return;
    this.events.emit('connection-state', { state: 'disconnecting' });
    await Promise.allSettled(
      [...this.peers.values()].map((p) => this.send(p.uid, p.sid, { t: 'bye' })),
    );
    for (const uid of [...this.peers.keys()]) this.dropPeer(uid, 'left', false);
    await this.opts.messaging.unsubscribeChannel(signalChannel(channel)).catch(() => undefined);
    this.reset();
    this.events.emit('connection-state', { state: 'disconnected', reason: 'leave' });
  }

  async publish(tracks: MediaStreamTrack[]): Promise<void> {
    if (this.channel === null) throw new Error('media: join first');
    if (this.role !== 'host') throw new Error('media: the audience does not publish (spec 3 §4)');
    for (const t of tracks) {
      if (this.localTracks.includes(t)) continue;
      this.localTracks.push(t);
      for (const p of this.peers.values()) this.addTrack(p, t);
    }
  }

  async unpublish(tracks: MediaStreamTrack[] = [...this.localTracks]): Promise<void> {
    for (const t of tracks) {
      this.localTracks = this.localTracks.filter((x) => x !== t);
      for (const p of this.peers.values()) {
        const sender = p.senders.get(t);
        if (!sender || !p.pc) continue;
        p.pc.removeTrack(sender);
        p.senders.delete(t);
        void this.send(p.uid, p.sid, { t: 'unpub', kind: t.kind as MediaKind });
      }
    }
  }

  subscribe(uid: string, kind: MediaKind): Promise<MediaStreamTrack> {
    const p = this.peers.get(uid);
    const have = p?.tracks[kind];
    if (have) return Promise.resolve(have);
    if (!p) return Promise.reject(new Error(`media: ${uid} is not in the channel`));
    return new Promise((resolve, reject) => {
      const w = { kind, resolve };
      p.waiters.push(w);
      setTimeout(() => {
        p.waiters = p.waiters.filter((x) => x !== w);
        reject(new Error(`media: no ${kind} from ${uid}`));
      }, this.opts.waitTimeoutMs ?? 15_000);
    });
  }

  mute(kind: MediaKind, muted: boolean): void {
    for (const t of this.localTracks) if (t.kind === kind) t.enabled = !muted;
  }

  setRemoteVolume(uid: string, volume: 0 | 100): void {
    const t = this.peers.get(uid)?.tracks.audio;
    if (t) t.enabled = volume > 0;
  }

  remoteUsers(): RemoteUser[] {
    return [...this.peers.values()].map((p) => ({
      uid: p.uid,
      role: p.role,
      hasAudio: !!p.tracks.audio,
      hasVideo: !!p.tracks.video,
    }));
  }

  async renewToken(): Promise<void> {
    // The local provider has no media token.
  }

  // ---- signalling ----
  private send(uid: string, to: string | undefined, body: SigBody): Promise<void> {
    const channel = this.channel;
    if (channel === null) return Promise.resolve();
    const sig = {
      v: 1,
      ch: channel,
      sid: this.sid,
      ...(to !== undefined && { to }),
      ...body,
    } as Sig;
    return this.opts.messaging.sendSignal(uid, sig).catch(() => undefined);
  }

  private onSignal(from: string, payload: unknown): void {
    const s = payload as Sig | null;
    if (!s || typeof s !== 'object' || s.v !== 1 || s.ch !== this.channel || from === this.me)
      return;
    if (s.to !== undefined && s.to !== this.sid) return; // meant for an earlier join of ours
    if (s.t === 'hello' && this.role === 'audience' && s.role === 'audience') return;
    if (s.t === 'hello' && s.greet && this.role === 'host') return; // a host says hello itself
    let p = this.peers.get(from);
    if (p && p.sid !== s.sid) {
      if (s.t !== 'hello') return; // late signal from the peer's previous session
      this.dropPeer(from, 'left'); // the peer joined again
      p = undefined;
    }
    if (!p) {
      if (s.t === 'bye') return;
      p = this.addPeer(from, s.sid, s.t === 'hello' ? s.role : 'host');
    }
    const peer = p;
    peer.chain = peer.chain
      .then(() => this.handle(peer, s))
      .catch((e) => console.warn('[media] signal failed', e));
  }

  private async handle(p: Peer, s: Sig): Promise<void> {
    if (this.peers.get(p.uid) !== p) return;
    switch (s.t) {
      case 'hello':
        p.role = s.role;
        if (!s.reply) await this.send(p.uid, p.sid, { t: 'hello', role: this.role, reply: true });
        this.ensurePc(p);
        return;
      case 'desc': {
        const pc = this.ensurePc(p, true) as RTCPeerConnection;
        const collision =
          s.description.type === 'offer' && (p.makingOffer || pc.signalingState !== 'stable');
        p.ignoreOffer = !p.polite && collision;
        if (p.ignoreOffer) return;
        await pc.setRemoteDescription(s.description);
        await this.addPendingIce(p, pc);
        if (s.description.type === 'offer') {
          await pc.setLocalDescription();
          if (pc.localDescription)
            await this.send(p.uid, p.sid, { t: 'desc', description: pc.localDescription.toJSON() });
        }
        return;
      }
      case 'ice': {
        const pc = this.ensurePc(p, true) as RTCPeerConnection;
        // A candidate can overtake the description it belongs to (the other side's offer was
        // still being made, or ours was rolled back): keep it until a description is set.
        if (!pc.remoteDescription) {
          if (s.candidate) p.pendingIce.push(s.candidate);
          return;
        }
        try {
          await pc.addIceCandidate(s.candidate ?? undefined);
        } catch (e) {
          if (!p.ignoreOffer) throw e;
        }
        return;
      }
      case 'nudge': {
        // The polite side has something to send and asks us for the first offer (below).
        const pc = this.ensurePc(p, true) as RTCPeerConnection;
        if (pc.getTransceivers().length === 0) {
          pc.addTransceiver('audio', { direction: 'recvonly' });
          pc.addTransceiver('video', { direction: 'recvonly' }); // → negotiationneeded → offer
        } else if (pc.signalingState === 'stable' && !p.makingOffer && !pc.remoteDescription) {
          await this.offer(p, pc);
        }
        return;
      }
      case 'unpub':
        if (p.tracks[s.kind]) {
          delete p.tracks[s.kind];
          this.events.emit('user-unpublished', { uid: p.uid, kind: s.kind });
        }
        return;
      case 'bye':
        this.dropPeer(p.uid, 'left');
        return;
    }
  }

  // ---- peers ----
  private addPeer(uid: string, sid: string, role: MediaRole): Peer {
    const p: Peer = {
      uid,
      sid,
      role,
      pc: null,
      polite: this.me > uid,
      makingOffer: false,
      ignoreOffer: false,
      tracks: {},
      senders: new Map(),
      chain: Promise.resolve(),
      firstFrame: false,
      statsTimer: null,
      iceTimer: null,
      waiters: [],
      pendingIce: [],
    };
    this.peers.set(uid, p);
    this.events.emit('user-joined', { uid });
    return p;
  }

  private async addPendingIce(p: Peer, pc: RTCPeerConnection): Promise<void> {
    for (const c of p.pendingIce.splice(0)) await pc.addIceCandidate(c).catch(() => undefined);
  }

  /** A connection exists when either side is a host (or when the other side negotiates). */
  private ensurePc(p: Peer, force = false): RTCPeerConnection | null {
    if (p.pc) return p.pc;
    if (!force && this.role !== 'host' && p.role !== 'host') return null;
    const Ctor = this.opts.RTCPeerConnection ?? globalThis.RTCPeerConnection;
    const pc = new Ctor(this.opts.rtcConfig ?? { iceServers: [] });
    p.pc = pc;
    pc.onnegotiationneeded = () => {
      // The first offer always comes from the impolite side. When both offered at once the
      // polite side rolled its first offer back, and Chromium then sometimes never gathered ICE
      // candidates on it again (stuck in 'gathering'; the two-browser e2e, ~1 run in 5). The
      // polite side asks instead; its tracks join the impolite offer's m-lines (JSEP: addTrack
      // transceivers are matched to a remote offer), later renegotiation is perfect negotiation.
      if (p.polite && !pc.remoteDescription) return void this.send(p.uid, p.sid, { t: 'nudge' });
      void this.offer(p, pc);
    };
    pc.onicecandidate = (ev) =>
      void this.send(p.uid, p.sid, {
        t: 'ice',
        candidate: ev.candidate ? ev.candidate.toJSON() : null,
      });
    pc.ontrack = (ev) => this.onTrack(p, ev.track);
    pc.onconnectionstatechange = () => this.watchIce(p, pc);
    this.watchIce(p, pc);
    for (const t of this.localTracks) this.addTrack(p, t);
    return pc;
  }

  private async offer(p: Peer, pc: RTCPeerConnection): Promise<void> {
    try {
      p.makingOffer = true;
      await pc.setLocalDescription();
      if (pc.localDescription)
        await this.send(p.uid, p.sid, { t: 'desc', description: pc.localDescription.toJSON() });
    } catch (e) {
      console.warn('[media] negotiation failed', e);
    } finally {
      p.makingOffer = false;
    }
  }

  private addTrack(p: Peer, t: MediaStreamTrack): void {
    const pc = this.ensurePc(p);
    if (!pc || p.senders.has(t)) return;
    p.senders.set(t, pc.addTrack(t));
  }

  private onTrack(p: Peer, track: MediaStreamTrack): void {
    const kind = track.kind as MediaKind;
    p.tracks[kind] = track;
    for (const w of p.waiters.filter((x) => x.kind === kind)) w.resolve(track);
    p.waiters = p.waiters.filter((x) => x.kind !== kind);
    this.events.emit('user-published', { uid: p.uid, kind, track });
    track.addEventListener?.('ended', () => {
      if (p.tracks[kind] !== track) return;
      delete p.tracks[kind];
      this.events.emit('user-unpublished', { uid: p.uid, kind });
    });
    if (kind === 'video') this.watchFirstFrame(p);
  }

  /** spec 2 §4 call lifecycle 13: the first decoded remote video frame, from the stats. */
  private watchFirstFrame(p: Peer): void {
    if (p.firstFrame || p.statsTimer) return;
    const started = this.now();
    p.statsTimer = setInterval(async () => {
      const pc = p.pc;
      if (!pc || p.firstFrame || this.now() - started > (this.opts.waitTimeoutMs ?? 15_000))
        return this.stopWatch(p);
      const stats = await pc.getStats().catch(() => null);
      let decoded = false;
      stats?.forEach((r: { type?: string; kind?: string; framesDecoded?: number }) => {
        if (r.type === 'inbound-rtp' && r.kind === 'video' && (r.framesDecoded ?? 0) > 0)
          decoded = true;
      });
      if (!decoded || p.firstFrame || this.peers.get(p.uid) !== p) return;
      p.firstFrame = true;
      this.stopWatch(p);
      this.events.emit('first-frame', { uid: p.uid, elapsedMs: this.now() - this.joinedAt });
    }, this.opts.firstFramePollMs ?? FIRST_FRAME_POLL_MS);
  }

  /**
   * ICE recovery, a safety net: `failed` restarts ICE at once; `connecting` or `disconnected`,
   * or `new` once both descriptions are set, that lasts ICE_STALL_MS restarts it too (and keeps
   * watching). A restart renegotiates with fresh ICE credentials.
   */
  private watchIce(p: Peer, pc: RTCPeerConnection): void {
    if (p.iceTimer) clearTimeout(p.iceTimer);
    p.iceTimer = null;
    const state = pc.connectionState;
    if (state === 'failed') return pc.restartIce();
    if (state === 'connected' || state === 'closed' || p.pc !== pc) return;
    p.iceTimer = setTimeout(() => {
      p.iceTimer = null;
      if (p.pc !== pc || pc.connectionState === 'connected' || pc.connectionState === 'closed')
        return;
      const negotiated =
        pc.signalingState === 'stable' && !!pc.localDescription && !!pc.remoteDescription;
      if (pc.connectionState !== 'new' || negotiated) pc.restartIce();
      this.watchIce(p, pc); // keep watching until it connects, fails or closes
    }, this.opts.iceStallMs ?? ICE_STALL_MS);
  }

  private stopWatch(p: Peer): void {
    if (p.statsTimer) clearInterval(p.statsTimer);
    p.statsTimer = null;
  }

  private dropPeer(uid: string, reason: MediaEvents['user-left']['reason'], emit = true): void {
    const p = this.peers.get(uid);
    if (!p) return;
    this.peers.delete(uid);
    this.stopWatch(p);
    if (p.iceTimer) clearTimeout(p.iceTimer);
    p.pc?.close();
    p.pc = null;
    if (emit) this.events.emit('user-left', { uid, reason });
  }

  private reset(): void {
    for (const off of this.offs.splice(0)) off();
    for (const p of this.peers.values()) {
      this.stopWatch(p);
      if (p.iceTimer) clearTimeout(p.iceTimer);
      p.pc?.close();
    }
    this.peers.clear();
    this.localTracks = [];
    this.channel = null;
  }
}

export function createLocalMedia(opts: LocalMediaOptions): Media {
  return new LocalMedia(opts);
}

/**
 * A seeded host broadcasting one live: it signs in to the realtime gateway as the host over a
 * real WebSocket (like a person's browser), joins the live's media channel `rtc:live-<id>` with
 * member events, and gives every viewer who turns up a werift connection of its own (HostPeer,
 * send only) fed from the broadcast's one packetizer (packetizer.ts, feed.ts).
 *
 * Signalling is the local Media provider's (shared-sdk/src/realtime/media/local.ts): the host
 * greets each member who joins (`hello` with `greet`; an audience member waits for it), answers a
 * viewer's hello, then offers or asks for the offer by the user-id rule (peer.ts). Its
 * descriptions carry their ICE candidates (no trickle), and everything it sends goes through a
 * pacer under the gateway's per-socket rate: one socket serves every viewer.
 *
 * Every failure is caught and logged here; one viewer's failure closes that viewer's peer only.
 */
import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';
import type { HostClip } from '../hostpeer/clips';
import { HostPeer, type SigBody } from '../hostpeer/peer';
import { ViewerFeed } from './feed';
import { Pacer } from './pacer';
import { LivePacketizer } from './packetizer';

type Frame = { type: string; [k: string]: unknown };
type Sig = SigBody & { v: 1; ch: string; sid: string; to?: string };

const SIG_TYPES = new Set(['hello', 'desc', 'ice', 'nudge', 'bye']);

export interface BroadcastDeps {
  wsUrl: string;
  /** The host's realtime token (bound to its login session), asked for when it connects. */
  token(): string;
  clip: HostClip;
  /** Whether one more viewer may be served (the process-wide cap, index.ts). */
  mayAdmit(): boolean;
  /** Gives up on joining the channel after this long. */
  joinTimeoutMs: number;
  log(msg: string, err?: unknown): void;
  /** The broadcast stopped (stopBroadcast, or the channel was closed under it). */
  onDone?(): void;
}

interface Viewer {
  uid: string;
  sid: string;
  peer: HostPeer;
  /** Made when the viewer's connection is up. */
  feed: ViewerFeed | null;
  /** One signal after another per viewer, as the browser does. */
  chain: Promise<void>;
}

export class BroadcastAgent {
  readonly hostId: string;
  readonly packetizer: LivePacketizer;
  private ws: WebSocket | null = null;
  private pacer: Pacer | null = null;
  private readonly sid = randomBytes(6).toString('hex');
  private readonly viewers = new Map<string, Viewer>();
  private readonly closing = new Set<Promise<void>>();
  private stopped = false;
  private cid = 0;
  private joined: { resolve(): void; reject(e: Error): void } | null = null;
  /** What happened to viewers and signals (tests and the bench read it). */
  readonly stats = {
    admitted: 0,
    /** Viewers dropped, by why: left the channel, said bye, joined again, ICE failed. */
    dropped: { left: 0, bye: 0, rejoined: 0, failed: 0 },
    notServed: 0,
    signalsIn: 0,
    rateLimited: 0,
  };

  constructor(
    /** The media channel (`live-<channelId>`); its signalling channel is `rtc:<channel>`. */
    readonly channel: string,
    hostId: number,
    private readonly d: BroadcastDeps,
  ) {
    this.hostId = String(hostId);
    this.packetizer = new LivePacketizer(d.clip, {
      onSinkError: (_s, e) => d.log(`live ${channel}: a viewer's feed failed`, e),
    });
  }

  /** Connects, joins the media channel and starts the clock; rejects if the gateway refuses. */
  start(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => fail(new Error(`live ${this.channel}: no answer from the gateway`)),
        this.d.joinTimeoutMs,
      );
      const fail = (e: Error) => {
        clearTimeout(timer);
        this.joined = null;
        void this.stop();
        reject(e);
      };
      this.joined = {
        resolve: () => {
          clearTimeout(timer);
          this.joined = null;
          this.packetizer.start();
          resolve();
        },
        reject: fail,
      };
      try {
        this.connect();
      } catch (e) {
        fail(e as Error);
      }
    });
  }

  /** Viewers whose media connection is up. */
  viewerCount(): number {
    let n = 0;
    for (const v of this.viewers.values()) if (v.peer.pc.connectionState === 'connected') n++;
    return n;
  }

  /** Viewers with a peer (connected or still connecting): what the process-wide cap counts. */
  get peers(): number {
    return this.viewers.size;
  }

  /** The feeds of the viewers (tests and the bench read what each was sent). */
  feeds(): Map<string, ViewerFeed> {
    const out = new Map<string, ViewerFeed>();
    for (const [uid, v] of this.viewers) if (v.feed) out.set(uid, v.feed);
    return out;
  }

  /** Signals waiting for the host socket's rate. */
  get signalsWaiting(): number {
    return this.pacer?.waiting ?? 0;
  }

  get isStopped(): boolean {
    return this.stopped;
  }

  /**
   * Ends the broadcast: the clock stops, the host leaves the channel (every viewer gets the
   * member leave, as when a person's tab closes) and every viewer's peer closes. Resolves when
   * their sockets are released.
   */
  async stop(): Promise<void> {
    if (!this.stopped) {
      this.stopped = true;
      this.packetizer.stop();
      this.pacer?.close();
      try {
        if (this.ws?.readyState === WebSocket.OPEN)
          this.ws.send(JSON.stringify({ type: 'unsub', channel: `rtc:${this.channel}` }));
        this.ws?.close();
      } catch (e) {
        this.d.log(`live ${this.channel}: leaving the channel failed`, e);
      }
      this.ws = null;
      for (const uid of [...this.viewers.keys()]) this.drop(uid);
      this.joined?.reject(new Error(`live ${this.channel}: stopped while starting`));
      this.d.onDone?.();
    }
    await Promise.all([...this.closing]);
  }

  private connect(): void {
    const token = this.d.token();
    const ws = new WebSocket(this.d.wsUrl);
    this.ws = ws;
    this.pacer = new Pacer((data) => {
      if (ws.readyState === WebSocket.OPEN) ws.send(data);
    });
    ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token })));
    ws.on('message', (raw) => {
      try {
        this.onFrame(JSON.parse(raw.toString()) as Frame);
      } catch (e) {
        this.d.log(`live ${this.channel}: frame failed`, e);
      }
    });
    ws.on('error', (e) => this.d.log(`live ${this.channel}: socket error`, e));
    ws.on('close', (code) => {
      if (this.stopped) return;
      // Without its socket the host cannot answer anyone: the broadcast ends (the live service
      // sees it through viewerCount and may start it again).
      this.d.log(`live ${this.channel}: socket closed (${code}); broadcast stopped`);
      this.joined?.reject(new Error(`live ${this.channel}: socket closed (${code})`));
      void this.stop();
    });
  }

  private send(frame: Record<string, unknown>): void {
    this.pacer?.send(JSON.stringify(frame));
  }

  private signal(to: string, toSid: string | undefined, body: SigBody): void {
    const payload: Sig = {
      v: 1,
      ch: this.channel,
      sid: this.sid,
      ...(toSid !== undefined ? { to: toSid } : {}),
      ...body,
    };
    this.send({ type: 'signal', cid: `s${++this.cid}`, to, payload });
  }

  private onFrame(f: Frame): void {
    if (this.stopped) return;
    switch (f.type) {
      case 'welcome':
        this.send({ type: 'sub', cid: 'join', channel: `rtc:${this.channel}`, members: true });
        return;
      case 'ok':
        if (f.ref === 'join' && this.joined) {
          // Viewers already in the channel: the host greets them as a joining host does.
          for (const uid of (f.members as string[] | undefined) ?? [])
            if (uid !== this.hostId) this.signal(uid, undefined, { t: 'hello', role: 'host' });
          this.joined.resolve();
        }
        return;
      case 'error':
        return this.onError(f);
      case 'member':
        if (f.channel !== `rtc:${this.channel}` || typeof f.userId !== 'string') return;
        if (f.userId === this.hostId) return;
        if (f.event === 'join')
          this.signal(f.userId, undefined, { t: 'hello', role: 'host', greet: true });
        else if (f.event === 'leave') this.drop(f.userId, 'left');
        return;
      case 'signal':
        if (typeof f.from === 'string' && f.from !== this.hostId) this.onSignal(f.from, f.payload);
        return;
      default:
        return;
    }
  }

  private onError(f: Frame): void {
    const msg = `${String(f.code)}: ${String(f.message)}`;
    if (f.ref === 'join') {
      this.joined?.reject(
        new Error(`live ${this.channel}: the gateway refused the channel (${msg})`),
      );
      return;
    }
    if (f.code === 'forbidden' && f.channel === `rtc:${this.channel}`) {
      // The live's channel was closed or taken from the host (channels.closeLive).
      this.d.log(`live ${this.channel}: access ended; broadcast stopped`);
      void this.stop();
      return;
    }
    if (f.code === 'rate_limited' && typeof f.ref === 'string') {
      this.stats.rateLimited++;
      this.d.log(`live ${this.channel}: a signal was rate limited; the pacer slows down`);
      return;
    }
    if (f.code !== 'offline') this.d.log(`live ${this.channel}: gateway error ${msg}`);
  }

  private onSignal(from: string, payload: unknown): void {
    const s = payload as Sig | null;
    if (!s || typeof s !== 'object' || s.v !== 1 || s.ch !== this.channel) return;
    if (typeof s.sid !== 'string' || !SIG_TYPES.has(s.t)) return;
    if (s.to !== undefined && s.to !== this.sid) return; // meant for an earlier broadcast
    this.stats.signalsIn++;
    let v = this.viewers.get(from);
    if (v && v.sid !== s.sid) {
      if (s.t !== 'hello') return; // late signal of the viewer's previous join
      this.drop(from, 'rejoined'); // the viewer joined again
      v = undefined;
    }
    if (s.t === 'bye') return this.drop(from, 'bye');
    if (!v) {
      if (!this.d.mayAdmit()) {
        this.stats.notServed++;
        this.d.log(`live ${this.channel}: viewer ${from} not served (viewer cap reached)`);
        return;
      }
      v = this.addViewer(from, s.sid);
    }
    const viewer = v;
    viewer.chain = viewer.chain
      .then(() => this.handle(viewer, s))
      .catch((e) => this.d.log(`live ${this.channel}: signal from ${from} failed`, e));
  }

  private async handle(v: Viewer, s: Sig): Promise<void> {
    if (this.viewers.get(v.uid) !== v) return;
    if (s.t === 'hello') {
      if (!s.reply) this.signal(v.uid, v.sid, { t: 'hello', role: 'host', reply: true });
      if (!v.peer.started) await v.peer.start();
      return;
    }
    await v.peer.onSignal(s);
  }

  private addViewer(uid: string, sid: string): Viewer {
    const peer: HostPeer = new HostPeer({
      me: this.hostId,
      remote: uid,
      clip: this.d.clip,
      direction: 'sendonly',
      trickle: false,
      send: (body) => this.signal(uid, sid, body),
      log: (m, e) => this.d.log(`live ${this.channel} viewer ${uid}: ${m}`, e),
      onFailed: () => {
        if (this.viewers.get(uid)?.peer === peer) this.drop(uid, 'failed');
      },
      // Connected: this viewer's feed joins the broadcast with its current group (feed.ts catchUp).
      feed: (out) => {
        const feed = new ViewerFeed(out);
        v.feed = feed;
        try {
          feed.catchUp(this.packetizer.currentGroup());
        } catch (e) {
          // The feed waits for the next keyframe instead (feed.ts); the viewer is still served.
          this.d.log(`live ${this.channel} viewer ${uid}: catch-up failed`, e);
        }
        const remove = this.packetizer.add(feed);
        const offPli = out.onPictureLoss(() => feed.pictureLost());
        return () => {
          remove();
          offPli();
        };
      },
    });
    const v: Viewer = { uid, sid, peer, feed: null, chain: Promise.resolve() };
    this.viewers.set(uid, v);
    this.stats.admitted++;
    return v;
  }

  private drop(uid: string, why?: keyof BroadcastAgent['stats']['dropped']): void {
    const v = this.viewers.get(uid);
    if (!v) return;
    this.viewers.delete(uid);
    if (why) this.stats.dropped[why]++;
    const p = v.peer.close().finally(() => this.closing.delete(p));
    this.closing.add(p);
  }
}

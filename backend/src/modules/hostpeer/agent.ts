/**
 * A seeded host taking one call, with real video. It signs in to
 * the realtime gateway as the host, over a real WebSocket, like a person's browser; answers
 * through the call service (the function the answer path runs); joins the room's media channel
 * `rtc:call-<room>` with member events and negotiates through the `signal` relay (peer.ts).
 * What it does when called comes from the schedule's behaviour (test API): answer, refuse,
 * let it ring (the server rings out at 30 s), or answer and leave after a while: it says bye,
 * leaves the media channel and closes its socket, as a person closing the tab would (the caller's
 * 20 s leave timer runs; if nobody hangs up the server ends the room as connectionLost).
 * Every failure is caught and logged here: a host that fails leaves the call to the timers.
 */
import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';
import type { HostBehaviour } from '../hosts/schedule';
import type { CallService } from '../call/service';
import type { RoomRow } from '../call/store';
import { BIZ_TYPE_CALL, CALL_EVENT } from '../../sdk';
import { hostClip } from './clips';
import { HostPeer, type SigBody } from './peer';

type Frame = { type: string; [k: string]: unknown };
type Sig = SigBody & { v: 1; ch: string; sid: string; to?: string };

export interface AgentDeps {
  calls: CallService;
  wsUrl: string;
  /** The host's realtime token (bound to its login session), asked for when it connects. */
  token(): string;
  behaviour: HostBehaviour;
  log(msg: string, err?: unknown): void;
  /** The agent stopped (the room ended, it left, or it failed). */
  onDone?(): void;
}

/** The 1050 actions that end a room (spec 2 §3 "Call invitation"): the agent stops on them. */
const ENDED_ACTIONS = new Set<number>([
  CALL_EVENT.callerCancelled,
  CALL_EVENT.declined,
  CALL_EVENT.timeout,
  CALL_EVENT.hungUp,
]);

export class RoomAgent {
  readonly roomNum: string;
  readonly hostId: string;
  readonly channel: string;
  private ws: WebSocket | null = null;
  private readonly sid = randomBytes(6).toString('hex');
  private peer: HostPeer | null = null;
  private peerSid: string | null = null;
  private timers: NodeJS.Timeout[] = [];
  private stopped = false;
  private joined = false;
  private leaving = false;
  private chain: Promise<void> = Promise.resolve();
  /** Peers closing (their UDP sockets are released when these settle). */
  private closing = new Set<Promise<void>>();
  private cid = 0;

  constructor(
    private readonly room: RoomRow,
    private readonly d: AgentDeps,
  ) {
    this.roomNum = room.room_num;
    this.hostId = String(room.callee_id);
    this.channel = `call-${room.room_num}`;
  }

  /** The peer of the current caller (tests and the bench read what it sent). */
  get currentPeer(): HostPeer | null {
    return this.peer;
  }

  start(): void {
    const b = this.d.behaviour;
    if (b.answer === 'ignore') return; // let it ring: the server's 30 s timeout ends it
    this.later(b.ringMs, () => {
      if (b.answer === 'refuse') {
        this.act('refuse');
        return this.stop();
      }
      if (!this.act('answer')) return this.stop();
      this.connect();
    });
  }

  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers = [];
    try {
      if (this.peer && this.peerSid) this.signal(this.remoteId(), { t: 'bye' });
      this.closePeer();
      this.ws?.close();
    } catch (e) {
      this.d.log(`host ${this.hostId} stop failed in room ${this.roomNum}`, e);
    }
    this.peer = null;
    this.ws = null;
    this.d.onDone?.();
  }

  get isStopped(): boolean {
    return this.stopped;
  }

  /** Resolves when every peer this agent closed has released its sockets. */
  async settled(): Promise<void> {
    await Promise.all([...this.closing]);
  }

  /** Closes the current peer (if any) and forgets it. */
  private closePeer(): void {
    const peer = this.peer;
    this.peer = null;
    if (!peer) return;
    const p = peer.close().finally(() => this.closing.delete(p));
    this.closing.add(p);
  }

  private remoteId(): string {
    return String(this.room.caller_id);
  }

  private later(ms: number, fn: () => void): void {
    this.timers.push(
      setTimeout(() => {
        if (this.stopped) return;
        try {
          fn();
        } catch (e) {
          this.d.log(`host ${this.hostId} timer failed in room ${this.roomNum}`, e);
        }
      }, ms),
    );
  }

  /** A room action as the host, through the call service; false when the room moved on. */
  private act(action: 'answer' | 'refuse' | 'notifyJoin'): boolean {
    try {
      this.d.calls.move(this.room.callee_id, this.roomNum, action);
      return true;
    } catch (e) {
      this.d.log(`host ${this.hostId} could not ${action} room ${this.roomNum}`, e);
      return false;
    }
  }

  private send(frame: Record<string, unknown>): void {
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(frame));
  }

  private signal(to: string, body: SigBody): void {
    const sig: Sig = {
      v: 1,
      ch: this.channel,
      sid: this.sid,
      ...(this.peerSid ? { to: this.peerSid } : {}),
      ...body,
    };
    this.send({ type: 'signal', cid: `s${++this.cid}`, to, payload: sig });
  }

  private connect(): void {
    const token = this.d.token();
    const ws = new WebSocket(this.d.wsUrl);
    this.ws = ws;
    ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token })));
    ws.on('message', (raw) => {
      try {
        this.onFrame(JSON.parse(raw.toString()) as Frame);
      } catch (e) {
        this.d.log('host agent frame failed', e);
      }
    });
    ws.on('error', (e) => this.d.log(`host ${this.hostId} socket error`, e));
    ws.on('close', (code) => {
      // The media may go on without the socket; the room's timers end the call if it must.
      if (!this.stopped)
        this.d.log(`host ${this.hostId} socket closed (${code}) in room ${this.roomNum}`);
    });
  }

  private onFrame(f: Frame): void {
    if (this.stopped) return;
    switch (f.type) {
      case 'welcome':
        // Join the room's media channel; the caller (if already there) gets our hello.
        this.send({ type: 'sub', cid: 'join', channel: `rtc:${this.channel}`, members: true });
        return;
      case 'ok':
        if (f.ref === 'join' && !this.joined) {
          this.joined = true;
          this.act('notifyJoin');
          const members = (f.members as string[] | undefined) ?? [];
          if (members.includes(this.remoteId()))
            this.signal(this.remoteId(), { t: 'hello', role: 'host' });
        }
        return;
      case 'push': {
        const p = f.payload as { bizType?: number; action?: number; roomNum?: string } | undefined;
        if (
          p?.bizType === BIZ_TYPE_CALL &&
          p.roomNum === this.roomNum &&
          ENDED_ACTIONS.has(p.action ?? 0)
        )
          this.stop();
        return;
      }
      case 'member':
        if (f.event === 'leave' && f.userId === this.remoteId()) {
          this.closePeer();
          this.peerSid = null;
        }
        return;
      case 'signal':
        // One signal after another, as the browser does (an ICE candidate before its offer fails).
        if (f.from === this.remoteId())
          this.chain = this.chain
            .then(() => this.onSignal(f.payload as Sig))
            .catch((e) => this.d.log(`host ${this.hostId} signal failed`, e));
        return;
      default:
        return;
    }
  }

  private async onSignal(s: Sig): Promise<void> {
    if (this.stopped || !s || s.v !== 1 || s.ch !== this.channel) return;
    if (s.to !== undefined && s.to !== this.sid) return; // meant for an earlier join
    if (this.peerSid !== null && s.sid !== this.peerSid) {
      if (s.t !== 'hello') return; // late signal of the caller's previous join
      this.closePeer(); // the caller joined again
    }
    if (s.t === 'bye') {
      this.closePeer();
      this.peerSid = null;
      return;
    }
    if (!this.peer) this.createPeer(s.sid);
    const peer = this.peer as HostPeer | null;
    if (!peer) return;
    if (s.t === 'hello') {
      if (!s.reply) this.signal(this.remoteId(), { t: 'hello', role: 'host', reply: true });
      // Once per peer: the impolite side offers, the polite side asks for the offer.
      if (!peer.started) await peer.start().catch((e) => this.d.log('host peer start failed', e));
      return;
    }
    await peer.onSignal(s).catch((e) => this.d.log('host signal failed', e));
  }

  private createPeer(remoteSid: string): void {
    this.peerSid = remoteSid;
    const peer = new HostPeer({
      me: this.hostId,
      remote: this.remoteId(),
      clip: hostClip(this.room.callee_id),
      send: (body) => this.signal(this.remoteId(), body),
      log: (m, e) => this.d.log(`host ${this.hostId}: ${m}`, e),
      // The server saw its own video go out: the paid call starts now, whatever the caller's
      // client reports (call/rules.ts "Who starts the clock").
      onFirstFrame: () => {
        try {
          this.d.calls.serverMove(this.roomNum, 'mediaStart');
        } catch (e) {
          this.d.log(`host ${this.hostId} could not start room ${this.roomNum}`, e);
        }
      },
      onConnected: () => {
        if (this.d.behaviour.answer !== 'leave' || this.leaving) return;
        this.leaving = true;
        // Gone without hanging up, like a closed tab: bye, out of the channel, socket closed.
        this.later(this.d.behaviour.leaveAfterMs, () => this.stop());
      },
    });
    this.peer = peer;
  }
}

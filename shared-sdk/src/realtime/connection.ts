/**
 * MessagingConnection: the Messaging interface over a pluggable transport, as an explicit state
 * machine (idle → connecting → online → reconnecting → offline) with capped exponential backoff
 * and jitter. One `subscribe(listener)` / `getSnapshot()` pair feeds useSyncExternalStore.
 * Applies the stale-message rule (spec 2 §4 call lifecycle 9) to everything it delivers.
 */
import { createSnapshotStore, type SnapshotStore } from '../state/snapshotStore';
import { Events } from './events';
import { bizAllowedFrom, parseBizEnvelope } from './envelope';
import {
  backoffDelay,
  RTM_CONNECT_TIMEOUT_MS,
  DEFAULT_BACKOFF,
  DEFAULT_MAX_ATTEMPTS,
  isStale,
  RTM_PENDING_REQUESTS_MAX,
  RTM_REQUEST_TIMEOUT_MS,
  type BackoffOptions,
} from './timing';
import type {
  Inbound,
  MessagingTransport,
  Outbound,
  OutboundResult,
  TransportLink,
} from './transport';
import type {
  BizSource,
  ConnectionState,
  Messaging,
  MessagingEvents,
  MessagingSnapshot,
} from './types';

/** Inputs of the state machine. */
export type ConnectionEvent = 'login' | 'opened' | 'lost' | 'fatal' | 'giveUp' | 'logout';

/** The whole transition table; anything not listed is ignored. */
export const TRANSITIONS: Readonly<
  Record<ConnectionState, Partial<Record<ConnectionEvent, ConnectionState>>>
> = {
  idle: { login: 'connecting', logout: 'idle' },
  connecting: {
    opened: 'online',
    lost: 'reconnecting',
    fatal: 'offline',
    giveUp: 'offline',
    logout: 'idle',
  },
  online: { lost: 'reconnecting', fatal: 'offline', logout: 'idle' },
  reconnecting: {
    opened: 'online',
    lost: 'reconnecting',
    fatal: 'offline',
    giveUp: 'offline',
    logout: 'idle',
  },
  offline: { login: 'connecting', logout: 'idle' },
};

export function nextState(state: ConnectionState, event: ConnectionEvent): ConnectionState | null {
  return TRANSITIONS[state][event] ?? null;
}

export interface ConnectionOptions {
  transport: MessagingTransport;
  /** The token for the next attempt; `refresh` after the server refused the last one. */
  getToken(opts: { refresh: boolean }): Promise<string>;
  backoff?: Partial<BackoffOptions>;
  maxAttempts?: number;
  connectTimeoutMs?: number;
  requestTimeoutMs?: number;
  now?: () => number;
  random?: () => number;
}

interface Pending {
  out: Outbound;
  resolve(r: OutboundResult): void;
  reject(e: Error): void;
  timer: ReturnType<typeof setTimeout>;
}

export class MessagingConnection implements Messaging {
  readonly provider;
  private readonly store: SnapshotStore<MessagingSnapshot>;
  private readonly events = new Events<MessagingEvents>();
  private link: TransportLink | null = null;
  /** Bumped whenever a link is abandoned: callbacks of older links are ignored. */
  private gen = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private connectTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly channels = new Map<string, { members: boolean }>();
  private pending: Pending[] = [];
  private waiters: Array<{ resolve(): void; reject(e: Error): void }> = [];
  private refreshToken = false;
  private authRetried = false;
  private readonly backoff: BackoffOptions;
  private readonly now: () => number;

  constructor(private readonly opts: ConnectionOptions) {
    this.provider = opts.transport.provider;
    this.backoff = { ...DEFAULT_BACKOFF, ...opts.backoff };
    this.now = opts.now ?? Date.now;
    this.store = createSnapshotStore<MessagingSnapshot>({
      state: 'idle',
      provider: this.provider,
      userId: null,
      attempt: 0,
      onlineAt: null,
      retryAt: null,
      error: null,
    });
    this.subscribe = this.store.subscribe;
    this.getSnapshot = this.store.getSnapshot;
  }

  // ---- store (useSyncExternalStore) ----
  readonly subscribe: (listener: () => void) => () => void;
  readonly getSnapshot: () => MessagingSnapshot;
  private get snap(): MessagingSnapshot {
    return this.store.getSnapshot();
  }

  on<K extends keyof MessagingEvents>(type: K, fn: (ev: MessagingEvents[K]) => void): () => void {
    return this.events.on(type, fn);
  }

  private dispatch(event: ConnectionEvent, patch: Partial<MessagingSnapshot> = {}): boolean {
    const to = nextState(this.snap.state, event);
    if (!to) return false;
    this.store.set({ ...this.snap, ...patch, state: to });
    this.events.emit('state', this.snap);
    return true;
  }

  // ---- lifecycle ----
  login(): Promise<void> {
    const { state } = this.snap;
    if (state === 'online') return Promise.resolve();
    const p = new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }));
    if (state === 'idle' || state === 'offline') {
      this.authRetried = false;
      this.dispatch('login', { attempt: 0, error: null, retryAt: null });
      void this.attempt();
    }
    return p;
  }

  logout(): void {
    this.abandonLink();
    this.clearTimer('retry');
    this.channels.clear();
    this.dispatch('logout', {
      userId: null,
      attempt: 0,
      onlineAt: null,
      retryAt: null,
      error: null,
    });
    this.failAll(new Error('messaging logged out'));
  }

  retryNow(): void {
    if (this.snap.state !== 'reconnecting' || !this.retryTimer) return;
    this.clearTimer('retry');
    void this.attempt();
  }

  private async attempt(): Promise<void> {
    const gen = ++this.gen;
    let token: string;
    try {
      token = await this.opts.getToken({ refresh: this.refreshToken });
    } catch (e) {
      if (gen === this.gen)
        this.onClosed(gen, { fatal: false, reason: `token: ${(e as Error).message}` });
      return;
    }
    if (gen !== this.gen) return;
    this.refreshToken = false;
    const link = this.opts.transport.open(token, {
      online: (info) => gen === this.gen && this.onOnline(info),
      inbound: (m) => gen === this.gen && this.onInbound(m),
      closed: (info) => gen === this.gen && this.onClosed(gen, info),
    });
    if (gen !== this.gen) return link.close(); // closed synchronously
    this.link = link;
    if (this.snap.state !== 'online') {
      this.connectTimer = setTimeout(() => {
        if (gen !== this.gen || this.snap.state === 'online') return;
        this.abandonLink();
        this.onClosed(this.gen, { fatal: false, reason: 'connect timeout' });
      }, this.opts.connectTimeoutMs ?? RTM_CONNECT_TIMEOUT_MS);
    }
  }

  private onOnline(info: { userId: string; serverTime?: number }): void {
    this.clearTimer('connect');
    // onlineAt is the first time online in this login; reconnects keep it (see timing.ts isStale).
    const onlineAt = this.snap.onlineAt ?? info.serverTime ?? this.now();
    if (
      !this.dispatch('opened', {
        userId: info.userId,
        attempt: 0,
        retryAt: null,
        error: null,
        onlineAt,
      })
    )
      return;
    this.authRetried = false;
    const link = this.link;
    for (const [channel, { members }] of this.channels) {
      link?.request({ op: 'sub', channel, members }, this.requestTimeout).catch(() => undefined);
    }
    for (const p of this.pending.splice(0)) this.run(p);
    for (const w of this.waiters.splice(0)) w.resolve();
  }

  private onClosed(gen: number, info: { fatal: boolean; reason: string; code?: number }): void {
    if (gen !== this.gen) return;
    this.gen++;
    this.link = null;
    this.clearTimer('connect');
    if (info.fatal && this.authRetried) {
      this.dispatch('fatal', { error: info.reason, retryAt: null });
      return this.failAll(new Error(`messaging offline: ${info.reason}`));
    }
    if (info.fatal) {
      // The token may have expired: one immediate retry with a fresh one before giving up.
      this.authRetried = true;
      this.refreshToken = true;
    }
    const attempt = this.snap.attempt;
    const maxAttempts = this.opts.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    if (attempt >= maxAttempts) {
      this.dispatch('giveUp', { error: info.reason, retryAt: null });
      return this.failAll(new Error(`messaging offline: ${info.reason}`));
    }
    const delay = info.fatal ? 0 : backoffDelay(attempt, this.backoff, this.opts.random);
    this.dispatch('lost', {
      attempt: attempt + 1,
      retryAt: this.now() + delay,
      error: info.reason,
    });
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.attempt();
    }, delay);
  }

  private onInbound(m: Inbound): void {
    if (m.kind === 'signal')
      return this.events.emit('signal', { from: m.from, payload: m.payload, ts: m.ts });
    if (m.kind === 'member')
      return this.events.emit('member', { channel: m.channel, userId: m.userId, event: m.event });
    const envelope = parseBizEnvelope(m.payload);
    // spec 2 §4: the message's own timestamp when it has one, else the transport's.
    if (isStale(envelope?.timestamp ?? m.ts, this.snap.onlineAt)) return;
    let source: BizSource;
    if (m.kind === 'peer') {
      this.events.emit('peer', { from: m.from, payload: m.payload, ts: m.ts });
      source = { kind: 'peer', from: m.from };
    } else if (m.kind === 'channel') {
      this.events.emit('channel', {
        channel: m.channel,
        from: m.from,
        payload: m.payload,
        ts: m.ts,
      });
      source = { kind: 'channel', channel: m.channel, from: m.from };
    } else {
      this.events.emit('push', {
        ...(m.channel !== undefined && { channel: m.channel }),
        payload: m.payload,
        ts: m.ts,
      });
      source = { kind: 'push', ...(m.channel !== undefined && { channel: m.channel }) };
    }
    // A 1040 from a peer or a channel is not the server's: delivered as `peer`/`channel` only.
    if (envelope && bizAllowedFrom(envelope, source)) this.events.emit('biz', { envelope, source });
  }

  // ---- requests ----
  private get requestTimeout(): number {
    return this.opts.requestTimeoutMs ?? RTM_REQUEST_TIMEOUT_MS;
  }

  private run(p: Pending): void {
    clearTimeout(p.timer);
    if (!this.link) return p.reject(new Error('messaging not connected'));
    this.link.request(p.out, this.requestTimeout).then(p.resolve, p.reject);
  }

  /** Online: sent now. Connecting or reconnecting: waits in line (bounded, timed). Else fails. */
  private request(out: Outbound): Promise<OutboundResult> {
    const { state } = this.snap;
    if (state === 'online' && this.link) return this.link.request(out, this.requestTimeout);
    if (state !== 'connecting' && state !== 'reconnecting')
      return Promise.reject(new Error(`messaging is ${state}`));
    if (this.pending.length >= RTM_PENDING_REQUESTS_MAX)
      return Promise.reject(new Error('messaging queue full'));
    return new Promise((resolve, reject) => {
      const p: Pending = {
        out,
        resolve,
        reject,
        timer: setTimeout(() => {
          this.pending = this.pending.filter((x) => x !== p);
          reject(new Error('messaging request timed out'));
        }, this.requestTimeout),
      };
      this.pending.push(p);
    });
  }

  async sendPeer(to: string, payload: unknown): Promise<{ online: boolean }> {
    const r = await this.request({ op: 'peer', to: String(to), payload });
    return { online: r.online?.[String(to)] ?? false };
  }

  async subscribeChannel(
    channel: string,
    opts: { members?: boolean } = {},
  ): Promise<{ members?: string[] }> {
    this.channels.set(channel, { members: !!opts.members });
    const r = await this.request({ op: 'sub', channel, members: !!opts.members });
    return r.members ? { members: r.members } : {};
  }

  async unsubscribeChannel(channel: string): Promise<void> {
    this.channels.delete(channel);
    if (this.snap.state === 'online') await this.request({ op: 'unsub', channel });
  }

  async publish(channel: string, payload: unknown): Promise<void> {
    await this.request({ op: 'pub', channel, payload });
  }

  async sendSignal(to: string, payload: unknown): Promise<void> {
    await this.request({ op: 'signal', to: String(to), payload });
  }

  async queryPresence(users: string[]): Promise<Record<string, boolean>> {
    return (await this.request({ op: 'presence', users: users.map(String) })).online ?? {};
  }

  // ---- helpers ----
  private abandonLink(): void {
    this.gen++;
    this.clearTimer('connect');
    const link = this.link;
    this.link = null;
    link?.close();
  }

  private clearTimer(which: 'retry' | 'connect'): void {
    const key = which === 'retry' ? 'retryTimer' : 'connectTimer';
    if (this[key]) clearTimeout(this[key]);
    this[key] = null;
  }

  private failAll(err: Error): void {
    for (const p of this.pending.splice(0)) {
      clearTimeout(p.timer);
      p.reject(err);
    }
    for (const w of this.waiters.splice(0)) w.reject(err);
  }
}

/**
 * The realtime gateway (ARCHITECTURE.md "Realtime", local provider): one WebSocket endpoint for
 * peer messages, channels, presence, server pushes and WebRTC signalling. Protocol: README.md.
 *
 * Delivery model
 * - Every server frame carries `id` from one monotonic counter (seeded from the clock, so ids keep
 *   growing across restarts) and `ts` (server ms).
 * - Frames addressed to a user (peer messages, pushToUser) also go into that user's bounded log;
 *   a client reconnecting with `lastSeenId` gets the entries after it, once, in order.
 * - Channel frames, signals and replies are live only (channels are re-subscribed on reconnect).
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, Server as HttpServer } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { Client } from './client';
import {
  CloseCode,
  Limits,
  parseClientFrame,
  type ClientFrame,
  type ErrorCode,
  type GatewayLimits,
  type ServerFrame,
  type UserId,
} from './protocol';
import { UserLog } from './userLog';

export interface GatewayOptions {
  /** Checks a token from GET /facade/api/rtm/genToken (see token.ts). May be async. */
  verifyToken(
    token: string,
  ): { userId: string | number } | null | Promise<{ userId: string | number } | null>;
  now?: () => number;
  limits?: Partial<GatewayLimits>;
  /** Optional channel policy (e.g. live rooms); default: any authenticated user. */
  canSubscribe?(userId: UserId, channel: string): boolean;
  canPublish?(userId: UserId, channel: string): boolean;
}

export type PresenceListener = (userId: UserId, online: boolean) => void;

export interface Gateway {
  attach(httpServer: HttpServer, path?: string): void;
  /** Push to every socket of a user; kept in the user's log for replay. Returns the frame id. */
  pushToUser(userId: string | number, msg: unknown): number;
  /** Push to the channel's current subscribers. Returns how many sockets it was sent to. */
  pushToChannel(channel: string, msg: unknown): number;
  isOnline(userId: string | number): boolean;
  /**
   * Close every socket of a user. Default 1001 (the client reconnects); pass
   * CloseCode.AUTH_FAILED after logout or a ban (the client renews its token once, then stops).
   */
  disconnectUser(userId: string | number, code?: number, reason?: string): number;
  onPresence(fn: PresenceListener): () => void;
  stats(): { sockets: number; users: number; channels: number; logs: number };
  close(): Promise<void>;
}

// Distributive Omit, so each frame variant keeps its own fields.
type FrameBody = ServerFrame extends infer F
  ? F extends ServerFrame
    ? Omit<F, 'id' | 'ts'>
    : never
  : never;

export function createGateway(options: GatewayOptions): Gateway {
  const now = options.now ?? Date.now;
  const limits: GatewayLimits = { ...Limits, ...options.limits };
  const epoch = randomBytes(6).toString('hex');
  let counter = now() * 1000;
  const users = new Map<UserId, Set<Client>>();
  const channels = new Map<string, Set<Client>>();
  const logs = new Map<UserId, UserLog>();
  const presenceListeners = new Set<PresenceListener>();
  const clients = new Set<Client>();
  const attached: Array<{
    server: HttpServer;
    handler: (req: IncomingMessage, socket: Duplex, head: Buffer) => void;
  }> = [];
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.MAX_FRAME_BYTES });
  let closed = false;

  const stamp = (body: FrameBody): { id: number; ts: number; data: string } => {
    const id = ++counter;
    const ts = now();
    return { id, ts, data: JSON.stringify({ ...body, id, ts }) };
  };
  const reply = (c: Client, body: FrameBody) => c.send(stamp(body).data);
  const fail = (c: Client, code: ErrorCode, message: string, ref?: string) =>
    reply(c, { type: 'error', code, message, ...(ref !== undefined && { ref }) });
  const ok = (
    c: Client,
    ref: string | undefined,
    extra: Partial<Extract<FrameBody, { type: 'ok' }>> = {},
  ) => {
    if (ref !== undefined) reply(c, { type: 'ok', ref, ...extra });
  };

  const logOf = (userId: UserId): UserLog => {
    let log = logs.get(userId);
    if (!log) {
      log = new UserLog({
        max: limits.USER_LOG_MAX,
        ttlMs: limits.USER_LOG_TTL_MS,
        ackGraceMs: limits.ACK_GRACE_MS,
      });
      logs.set(userId, log);
    }
    return log;
  };

  /** A durable frame for one user: logged, then sent to each of the user's sockets. */
  const deliverToUser = (userId: UserId, body: FrameBody): number => {
    const f = stamp(body);
    logOf(userId).append(f);
    for (const c of users.get(userId) ?? []) c.send(f.data);
    return f.id;
  };

  const emitPresence = (userId: UserId, online: boolean) => {
    for (const fn of presenceListeners) {
      try {
        fn(userId, online);
      } catch {
        /* a listener's failure is not the gateway's */
      }
    }
  };

  const userInChannel = (userId: UserId, channel: string, except?: Client) => {
    for (const c of users.get(userId) ?? [])
      if (c !== except && c.channels.has(channel)) return true;
    return false;
  };

  const memberEvent = (channel: string, userId: UserId, event: 'join' | 'leave') => {
    const subs = channels.get(channel);
    if (!subs) return;
    const f = stamp({ type: 'member', channel, userId, event });
    for (const c of subs) if (c.userId !== userId && c.memberChannels.has(channel)) c.send(f.data);
  };

  const leaveChannel = (c: Client, channel: string) => {
    const subs = channels.get(channel);
    if (!subs || !subs.delete(c)) return;
    c.channels.delete(channel);
    c.memberChannels.delete(channel);
    if (subs.size === 0) channels.delete(channel);
    if (c.userId && !userInChannel(c.userId, channel)) memberEvent(channel, c.userId, 'leave');
  };

  /** Idempotent: on close, on slow-consumer drop and on gateway close. */
  const cleanup = (c: Client) => {
    if (c.dead) return;
    c.dispose();
    clients.delete(c);
    for (const ch of [...c.channels]) leaveChannel(c, ch);
    if (!c.userId) return;
    const set = users.get(c.userId);
    if (set && set.delete(c) && set.size === 0) {
      users.delete(c.userId);
      emitPresence(c.userId, false);
    }
  };

  const authenticate = async (c: Client, f: Extract<ClientFrame, { type: 'auth' }>) => {
    c.authing = true;
    let result: { userId: string | number } | null;
    try {
      result = await options.verifyToken(f.token);
    } catch {
      result = null;
    }
    if (c.dead) return;
    if (!result) {
      c.ws.close(CloseCode.AUTH_FAILED, 'auth failed');
      return cleanup(c);
    }
    if (c.authTimer) clearTimeout(c.authTimer);
    c.authTimer = null;
    const userId = String(result.userId);
    c.userId = userId;
    c.authing = false;
    let set = users.get(userId);
    const first = !set;
    if (!set) users.set(userId, (set = new Set()));
    set.add(c);
    // Replay what the user missed (spec 2 §4: the client still drops stale ones by timestamp).
    const since =
      f.lastSeenId === undefined
        ? null
        : f.epoch !== undefined && f.epoch !== epoch
          ? 0
          : f.lastSeenId;
    const missed = since === null ? [] : (logs.get(userId)?.since(since, now()) ?? []);
    reply(c, { type: 'welcome', userId, epoch, replayed: missed.length });
    for (const e of missed) c.send(e.data);
    if (first) emitPresence(userId, true);
  };

  const handle = (c: Client, f: ClientFrame) => {
    const me = c.userId as UserId;
    switch (f.type) {
      case 'auth':
        return fail(c, 'bad_frame', 'already authenticated');
      case 'peer': {
        const online = users.has(f.to);
        deliverToUser(f.to, { type: 'peer', from: me, payload: f.payload });
        return ok(c, f.cid, { online: { [f.to]: online } });
      }
      case 'signal': {
        const targets = users.get(f.to);
        if (!targets) return fail(c, 'offline', `user ${f.to} is offline`, f.cid);
        const { data } = stamp({ type: 'signal', from: me, payload: f.payload });
        for (const t of targets) t.send(data);
        return ok(c, f.cid);
      }
      case 'sub': {
        if (options.canSubscribe && !options.canSubscribe(me, f.channel))
          return fail(c, 'forbidden', 'not allowed', f.cid);
        if (!c.channels.has(f.channel) && c.channels.size >= limits.MAX_CHANNELS_PER_SOCKET) {
          return fail(c, 'too_many_channels', 'channel limit reached', f.cid);
        }
        const wasIn = userInChannel(me, f.channel);
        let subs = channels.get(f.channel);
        if (!subs) channels.set(f.channel, (subs = new Set()));
        subs.add(c);
        c.channels.add(f.channel);
        if (f.members) c.memberChannels.add(f.channel);
        if (!wasIn) memberEvent(f.channel, me, 'join');
        const members = f.members
          ? [...new Set([...subs].map((s) => s.userId as UserId))]
          : undefined;
        return ok(c, f.cid, members ? { members } : {});
      }
      case 'unsub':
        leaveChannel(c, f.channel);
        return ok(c, f.cid);
      case 'pub': {
        if (options.canPublish && !options.canPublish(me, f.channel))
          return fail(c, 'forbidden', 'not allowed', f.cid);
        const { data } = stamp({ type: 'msg', channel: f.channel, from: me, payload: f.payload });
        for (const s of channels.get(f.channel) ?? []) if (s !== c) s.send(data);
        return ok(c, f.cid);
      }
      case 'presence':
        return ok(c, f.cid, { online: Object.fromEntries(f.users.map((u) => [u, users.has(u)])) });
      case 'ack':
        logs.get(me)?.ack(f.id);
        return;
      case 'ping':
        return reply(c, { type: 'pong', ...(f.cid !== undefined && { ref: f.cid }) });
    }
  };

  const onMessage = (c: Client, raw: RawData, isBinary: boolean) => {
    if (c.dead) return;
    let frame: ClientFrame | null = null;
    if (!isBinary) {
      try {
        frame = parseClientFrame(JSON.parse(raw.toString()));
      } catch {
        frame = null;
      }
    }
    if (!c.userId) {
      // Before authentication only `auth` is accepted (README "Connection").
      if (c.authing) return fail(c, 'not_authed', 'authentication in progress');
      if (frame?.type !== 'auth') {
        c.ws.close(CloseCode.PROTOCOL, 'auth first');
        return cleanup(c);
      }
      void authenticate(c, frame);
      return;
    }
    if (!c.take()) return fail(c, 'rate_limited', 'too many frames');
    if (!frame) return fail(c, 'bad_frame', 'malformed frame');
    handle(c, frame);
  };

  const onConnection = (ws: WebSocket) => {
    if (closed) return ws.close(CloseCode.GOING_AWAY, 'closing');
    const c = new Client(ws, limits, cleanup);
    clients.add(c);
    c.authTimer = setTimeout(() => {
      ws.close(CloseCode.AUTH_TIMEOUT, 'auth timeout');
      cleanup(c);
    }, limits.AUTH_TIMEOUT_MS);
    ws.on('message', (raw, isBinary) => onMessage(c, raw, isBinary));
    ws.on('pong', () => (c.alive = true));
    ws.on('close', () => cleanup(c));
    ws.on('error', () => cleanup(c));
  };

  // Liveness: a socket that did not answer the previous ping is dropped. Also sweeps the logs.
  const timer = setInterval(() => {
    for (const c of clients) {
      if (!c.alive) {
        c.ws.terminate();
        cleanup(c);
        continue;
      }
      c.alive = false;
      try {
        c.ws.ping();
      } catch {
        /* closing */
      }
    }
    const t = now();
    for (const [userId, log] of logs) if (log.sweep(t) && !users.has(userId)) logs.delete(userId);
  }, limits.PING_INTERVAL_MS);
  timer.unref();

  return {
    attach(server, path = '/rtm') {
      const handler = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
        const reqPath = (req.url ?? '').split('?')[0];
        if (reqPath !== path) {
          // Not ours: leave it to another listener, or refuse if nobody else handles upgrades.
          if (server.listenerCount('upgrade') === 1) socket.destroy();
          return;
        }
        wss.handleUpgrade(req, socket, head, onConnection);
      };
      server.on('upgrade', handler);
      attached.push({ server, handler });
    },
    pushToUser: (userId, msg) => deliverToUser(String(userId), { type: 'push', payload: msg }),
    pushToChannel(channel, msg) {
      const subs = channels.get(channel);
      if (!subs) return 0;
      const { data } = stamp({ type: 'push', channel, payload: msg });
      for (const c of subs) c.send(data);
      return subs.size;
    },
    isOnline: (userId) => users.has(String(userId)),
    disconnectUser(userId, code: number = CloseCode.GOING_AWAY, reason = 'disconnected by server') {
      const set = [...(users.get(String(userId)) ?? [])];
      for (const c of set) {
        c.ws.close(code, reason);
        cleanup(c);
      }
      return set.length;
    },
    onPresence(fn) {
      presenceListeners.add(fn);
      return () => presenceListeners.delete(fn);
    },
    stats: () => ({
      sockets: clients.size,
      users: users.size,
      channels: channels.size,
      logs: logs.size,
    }),
    async close() {
      closed = true;
      clearInterval(timer);
      for (const { server, handler } of attached.splice(0)) server.off('upgrade', handler);
      for (const c of [...clients]) {
        c.ws.close(CloseCode.GOING_AWAY, 'server closing');
        cleanup(c);
      }
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

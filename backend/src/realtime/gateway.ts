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
 *
 * Safety: every frame is bounded in size and depth before it is parsed (protocol.ts);
 * a throw while handling one socket's frame is caught, logged and closes only that socket;
 * channel access goes through one policy (channels.ts); sockets are capped per address, per
 * user and while unauthenticated (admission.ts); memory held for users is capped (budget.ts).
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, Server as HttpServer } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { Admission, type Slot } from './admission';
import { Budget } from './budget';
import { createChannelPolicy } from './channels';
import { Client } from './client';
import { Membership } from './membership';
import {
  CloseCode,
  Limits,
  RESTART_REFUSE_MS,
  readClientFrame,
  stampSender,
  type ClientFrame,
  type ErrorCode,
  type GatewayLimits,
  type ServerFrame,
  type UserId,
} from './protocol';
import type { Gateway, GatewayOptions, PresenceListener, TokenClaims } from './types';
import { UserLog, type LogEntry } from './userLog';

export type { Gateway, GatewayOptions, GatewayStats, PresenceListener, TokenClaims } from './types';

// Distributive Omit, so each frame variant keeps its own fields.
type FrameBody = ServerFrame extends infer F
  ? F extends ServerFrame
    ? Omit<F, 'id' | 'ts'>
    : never
  : never;

export function createGateway(options: GatewayOptions): Gateway {
  const now = options.now ?? Date.now;
  const limits: GatewayLimits = { ...Limits, ...options.limits };
  const policy = options.policy ?? createChannelPolicy();
  const log =
    options.log ?? ((m: string, e?: unknown) => console.error(`[realtime] ${m}`, e ?? ''));
  const newEpoch = () => randomBytes(6).toString('hex');
  let epoch = newEpoch();
  /** Upgrades are refused (503) while set: a simulated restart's down time (restart()). */
  let refusing: NodeJS.Timeout | null = null;
  let counter = now() * 1000;
  const users = new Map<UserId, Set<Client>>();
  const logs = new Map<UserId, UserLog>();
  const budget = new Budget(limits, logs);
  const presenceListeners = new Set<PresenceListener>();
  const clients = new Set<Client>();
  const admission = new Admission(limits);
  const slots = new WeakMap<WebSocket, Slot>();
  const attached: Array<{
    server: HttpServer;
    handler: (req: IncomingMessage, socket: Duplex, head: Buffer) => void;
  }> = [];
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.MAX_FRAME_HARD_BYTES });
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
    let l = logs.get(userId);
    if (!l) {
      l = new UserLog({
        push: { max: limits.USER_PUSH_LOG_MAX, maxBytes: limits.USER_PUSH_LOG_MAX_BYTES },
        peer: { max: limits.USER_PEER_LOG_MAX, maxBytes: limits.USER_PEER_LOG_MAX_BYTES },
        perSender: { max: limits.PEER_LOG_SENDER_MAX, maxBytes: limits.PEER_LOG_SENDER_MAX_BYTES },
        ttlMs: limits.USER_LOG_TTL_MS,
        ackGraceMs: limits.ACK_GRACE_MS,
        onDrop: (e) => budget.dropped(e),
      });
      logs.set(userId, l);
    }
    return l;
  };

  /** A durable frame for one user: logged, then sent to each of the user's sockets. */
  const deliverToUser = (
    userId: UserId,
    f: { id: number; ts: number; data: string },
    from: UserId | null,
  ): number => {
    const entry: LogEntry = { id: f.id, ts: f.ts, data: f.data, from, dropped: false };
    const l = logOf(userId);
    l.append(entry);
    budget.added(entry);
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

  const member = new Membership(users, (channel, userId, event) =>
    stamp({ type: 'member', channel, userId, event }),
  );

  /** Idempotent: on close, on slow-consumer drop and on gateway close. */
  const cleanup = (c: Client) => {
    if (c.dead) return;
    c.dispose();
    clients.delete(c);
    member.leaveAll(c);
    if (!c.userId) return;
    const set = users.get(c.userId);
    if (set && set.delete(c) && set.size === 0) {
      users.delete(c.userId);
      emitPresence(c.userId, false);
    }
  };

  const closeClient = (c: Client, code: number, reason: string) => {
    try {
      c.ws.close(code, reason);
    } catch {
      c.ws.terminate();
    }
    cleanup(c);
  };

  // A room's grant ended: its subscribers who lost access leave (channel `<id>` and `rtc:<id>`).
  policy.onRevoke((roomId, userId) => {
    for (const channel of [roomId, `rtc:${roomId}`]) {
      for (const c of [...(member.subscribers(channel) ?? [])]) {
        if (!c.userId || (userId !== null && c.userId !== userId)) continue;
        if (policy.access(c.userId, channel).subscribe) continue;
        member.leave(c, channel);
        reply(c, { type: 'error', code: 'forbidden', message: 'access ended', channel });
      }
    }
  });

  const authenticate = async (c: Client, f: Extract<ClientFrame, { type: 'auth' }>) => {
    c.authing = true;
    let result: TokenClaims | null;
    try {
      result = await options.verifyToken(f.token);
    } catch (e) {
      log('token check failed', e);
      result = null;
    }
    if (c.dead) return;
    if (!result) return closeClient(c, CloseCode.AUTH_FAILED, 'auth failed');
    const userId = String(result.userId);
    let set = users.get(userId);
    if (set && set.size >= limits.MAX_SOCKETS_PER_USER)
      return closeClient(c, CloseCode.TOO_MANY_SOCKETS, 'too many connections');
    if (c.authTimer) clearTimeout(c.authTimer);
    c.authTimer = null;
    c.userId = userId;
    c.token = f.token;
    c.visitor = result.visitor === true;
    c.authing = false;
    const slot = slots.get(c.ws);
    if (slot) admission.authed(slot);
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
        // Visitors (tourists, guests) send nothing to anyone: they only watch.
        if (c.visitor) return fail(c, 'forbidden', 'visitors send no peer messages', f.cid);
        if (f.to !== me && options.userExists && !options.userExists(f.to))
          return fail(c, 'no_such_user', `user ${f.to} does not exist`, f.cid);
        if (f.to !== me && options.blockedBetween?.(me, f.to))
          return fail(c, 'blocked', `messages between you and user ${f.to} are blocked`, f.cid);
        const online = users.has(f.to);
        // The sender is the gateway's to say: `from`, and `senderId` in the payload.
        const frame = stamp({ type: 'peer', from: me, payload: stampSender(f.payload, me) });
        if (!budget.senderMayAdd(me, frame.data.length))
          return fail(c, 'quota', 'too many undelivered messages; try again later', f.cid);
        deliverToUser(f.to, frame, me);
        return ok(c, f.cid, { online: { [f.to]: online } });
      }
      case 'signal': {
        const targets = users.get(f.to);
        if (!targets) return fail(c, 'offline', `user ${f.to} is offline`, f.cid);
        // A visitor signals only with a room's host (their media), never with other viewers.
        const visitorEnd = c.visitor || [...targets].some((t) => t.visitor);
        if (!policy.maySignal(me, f.to) && (visitorEnd || !member.share(me, f.to)))
          return fail(c, 'forbidden', `no shared room or channel with user ${f.to}`, f.cid);
        const { data } = stamp({ type: 'signal', from: me, payload: f.payload });
        for (const t of targets) t.send(data);
        return ok(c, f.cid);
      }
      case 'sub': {
        if (!policy.access(me, f.channel).subscribe)
          return fail(c, 'forbidden', `not allowed to join ${f.channel}`, f.cid);
        if (!c.channels.has(f.channel) && c.channels.size >= limits.MAX_CHANNELS_PER_SOCKET) {
          return fail(c, 'too_many_channels', 'channel limit reached', f.cid);
        }
        const members = member.join(c, f.channel, !!f.members);
        return ok(c, f.cid, f.members ? { members } : {});
      }
      case 'unsub':
        member.leave(c, f.channel);
        return ok(c, f.cid);
      case 'pub': {
        if (!policy.access(me, f.channel).publish)
          return fail(c, 'forbidden', `not allowed to publish on ${f.channel}`, f.cid);
        const { data } = stamp({ type: 'msg', channel: f.channel, from: me, payload: f.payload });
        for (const s of member.subscribers(f.channel) ?? []) if (s !== c) s.send(data);
        return ok(c, f.cid);
      }
      case 'presence':
        if (c.visitor) return fail(c, 'forbidden', 'visitors see no presence', f.cid);
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
    if (!c.userId) {
      // Before authentication only `auth` is accepted (README.md "Frames": auth must be first).
      if (c.authing) return fail(c, 'not_authed', 'authentication in progress');
      const read = readClientFrame(raw, isBinary, limits);
      if (!('frame' in read) || read.frame.type !== 'auth')
        return closeClient(c, CloseCode.PROTOCOL, 'auth first');
      authenticate(c, read.frame).catch((e) => {
        log('auth handler failed', e);
        closeClient(c, CloseCode.INTERNAL, 'internal error');
      });
      return;
    }
    // Read first (bounded in size and depth) so a refusal can name the request it refuses.
    const read = readClientFrame(raw, isBinary, limits);
    if (!('frame' in read)) return fail(c, read.code, read.message);
    const ref = 'cid' in read.frame ? read.frame.cid : undefined;
    if (!c.take()) return fail(c, 'rate_limited', 'too many frames', ref);
    handle(c, read.frame);
  };

  const onConnection = (ws: WebSocket, address: string) => {
    if (closed) return ws.close(CloseCode.GOING_AWAY, 'closing');
    const c = new Client(ws, address, limits, budget, cleanup);
    clients.add(c);
    c.authTimer = setTimeout(
      () => closeClient(c, CloseCode.AUTH_TIMEOUT, 'auth timeout'),
      limits.AUTH_TIMEOUT_MS,
    );
    // One socket's bad frame must never end the process: catch, log, close only this socket.
    ws.on('message', (raw, isBinary) => {
      try {
        onMessage(c, raw, isBinary);
      } catch (e) {
        log(`frame handler failed (user ${c.userId ?? '-'})`, e);
        try {
          fail(c, 'internal', 'server error while handling this frame');
        } catch {
          /* the error frame itself failed */
        }
        closeClient(c, CloseCode.INTERNAL, 'internal error');
      }
    });
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
    for (const [userId, l] of logs) if (l.sweep(t) && !users.has(userId)) logs.delete(userId);
  }, limits.PING_INTERVAL_MS);
  timer.unref();

  const refuseUpgrade = (socket: Duplex, status: string) => {
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    socket.destroy();
  };

  return {
    channels: policy,
    attach(server, path = '/rtm') {
      const handler = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
        try {
          const reqPath = (req.url ?? '').split('?')[0];
          if (reqPath !== path) {
            // Not ours: leave it to another listener, or refuse if nobody else handles upgrades.
            if (server.listenerCount('upgrade') === 1) socket.destroy();
            return;
          }
          if (refusing) return refuseUpgrade(socket, '503 Service Unavailable');
          const address = req.socket.remoteAddress ?? '';
          const slot = closed ? null : admission.admit(address);
          if (!slot) return refuseUpgrade(socket, '429 Too Many Requests');
          socket.once('close', () => admission.release(slot));
          wss.handleUpgrade(req, socket, head, (ws) => {
            slots.set(ws, slot);
            onConnection(ws, address);
          });
        } catch (e) {
          log('upgrade failed', e);
          socket.destroy();
        }
      };
      server.on('upgrade', handler);
      attached.push({ server, handler });
    },
    pushToUser: (userId, msg) =>
      deliverToUser(String(userId), stamp({ type: 'push', payload: msg }), null),
    pushToChannel(channel, msg) {
      const subs = member.subscribers(channel);
      if (!subs) return 0;
      const { data } = stamp({ type: 'push', channel, payload: msg });
      for (const c of subs) c.send(data);
      return subs.size;
    },
    isOnline: (userId) => users.has(String(userId)),
    disconnectUser(userId, code: number = CloseCode.GOING_AWAY, reason = 'disconnected by server') {
      const set = [...(users.get(String(userId)) ?? [])];
      for (const c of set) closeClient(c, code, reason);
      return set.length;
    },
    async recheckUser(userId) {
      let n = 0;
      for (const c of [...(users.get(String(userId)) ?? [])]) {
        let valid: TokenClaims | null = null;
        try {
          valid = await options.verifyToken(c.token);
        } catch (e) {
          log('token re-check failed', e);
        }
        if (valid && String(valid.userId) === c.userId) continue;
        closeClient(c, CloseCode.AUTH_FAILED, 'session ended');
        n++;
      }
      return n;
    },
    onPresence(fn) {
      presenceListeners.add(fn);
      return () => presenceListeners.delete(fn);
    },
    restart({ refuseMs = RESTART_REFUSE_MS } = {}) {
      if (closed) return { closed: 0, epoch, refuseMs: 0 };
      if (refusing) clearTimeout(refusing);
      refusing = setTimeout(() => (refusing = null), refuseMs);
      refusing.unref();
      epoch = newEpoch();
      const n = clients.size;
      for (const c of [...clients]) closeClient(c, CloseCode.SERVICE_RESTART, 'service restart');
      for (const l of logs.values()) l.clear();
      logs.clear();
      return { closed: n, epoch, refuseMs };
    },
    stats: () => ({
      sockets: clients.size,
      users: users.size,
      channels: member.channels.size,
      logs: logs.size,
      logBytes: budget.logBytes,
      queuedBytes: budget.queuedBytes,
      unauthed: admission.unauthed,
      rooms: policy.stats().rooms,
    }),
    async close() {
      closed = true;
      clearInterval(timer);
      if (refusing) clearTimeout(refusing);
      for (const { server, handler } of attached.splice(0)) server.off('upgrade', handler);
      for (const c of [...clients]) closeClient(c, CloseCode.GOING_AWAY, 'server closing');
      for (const l of logs.values()) l.clear();
      logs.clear();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

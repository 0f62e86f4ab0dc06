/**
 * Wire protocol of the realtime gateway (README.md in this folder documents it).
 * JSON text frames. The SDK keeps its own copy of these shapes
 * (shared-sdk/src/realtime/local/wire.ts); the SDK tests run against this gateway, so a drift
 * fails a test.
 */

import { jsonDepth } from '../security/json';

export type UserId = string;

// ---- client → server ----
export type ClientFrame =
  | { type: 'auth'; token: string; lastSeenId?: number; epoch?: string }
  | { type: 'peer'; cid?: string; to: UserId; payload: unknown }
  | { type: 'sub'; cid?: string; channel: string; members?: boolean }
  | { type: 'unsub'; cid?: string; channel: string }
  | { type: 'pub'; cid?: string; channel: string; payload: unknown }
  | { type: 'signal'; cid?: string; to: UserId; payload: unknown }
  | { type: 'presence'; cid?: string; users: UserId[] }
  | { type: 'ack'; id: number }
  | { type: 'ping'; cid?: string };

// ---- server → client: every frame has `id` (one monotonic counter per gateway) and `ts` ----
interface Stamp {
  id: number;
  ts: number;
}
export type ServerFrame = Stamp &
  (
    | { type: 'welcome'; userId: UserId; epoch: string; replayed: number }
    | { type: 'peer'; from: UserId; payload: unknown }
    | { type: 'msg'; channel: string; from: UserId; payload: unknown }
    | { type: 'push'; channel?: string; payload: unknown }
    | { type: 'signal'; from: UserId; payload: unknown }
    | { type: 'member'; channel: string; userId: UserId; event: 'join' | 'leave' }
    | { type: 'ok'; ref: string; members?: UserId[]; online?: Record<UserId, boolean> }
    | { type: 'error'; ref?: string; code: ErrorCode; message: string; channel?: string }
    | { type: 'pong'; ref?: string }
  );

export type ErrorCode =
  | 'bad_frame'
  | 'not_authed'
  | 'offline'
  | 'forbidden'
  | 'too_many_channels'
  | 'rate_limited'
  /** The frame is larger than MAX_FRAME_BYTES (the socket stays open). */
  | 'too_large'
  /** The frame's JSON is nested deeper than MAX_PAYLOAD_DEPTH (the socket stays open). */
  | 'too_deep'
  /** A peer message to a user id that does not exist. */
  | 'no_such_user'
  /** A peer message between two users one of whom blocked the other. */
  | 'blocked'
  /** The sender already has SENDER_LOG_MAX_BYTES of messages waiting for other users. */
  | 'quota'
  /** A server fault while handling this frame (logged; the socket is closed with 1011). */
  | 'internal';

/** WebSocket close codes (4000-4999 are application codes). */
export const CloseCode = {
  NORMAL: 1000,
  GOING_AWAY: 1001,
  AUTH_FAILED: 4001,
  AUTH_TIMEOUT: 4002,
  PROTOCOL: 4003,
  SLOW_CONSUMER: 4008,
  /** The user already has MAX_SOCKETS_PER_USER sockets open (the client retries later). */
  TOO_MANY_SOCKETS: 4029,
  /** A server fault while handling a frame of this socket. */
  INTERNAL: 1011,
  /** The gateway restarts (RFC 6455 "service restart"): the client reconnects with backoff. */
  SERVICE_RESTART: 1012,
} as const;

/** A simulated restart (gateway.restart, the test API) refuses new connections this long by default. */
export const RESTART_REFUSE_MS = 1_000;
/** The longest down time a simulated restart may ask for. */
export const RESTART_REFUSE_MAX_MS = 30_000;

/** Limits and timings: project's choice (the spec shows no realtime internals). */
export const Limits = {
  /** Largest accepted client frame: a larger one is refused with `too_large`, socket kept. */
  MAX_FRAME_BYTES: 64 * 1024,
  /** Beyond this `ws` stops reading and closes the socket (1009) without buffering the frame. */
  MAX_FRAME_HARD_BYTES: 1024 * 1024,
  /** Deepest JSON nesting of a client frame (the frame object itself is level 1). */
  MAX_PAYLOAD_DEPTH: 32,
  /**
   * Per-user offline log (frames kept for replay after a reconnect): server pushes and peer frames
   * have budgets of their own, so no peer frame ever pushes a server push out.
   * Server pushes kept per user (oldest push dropped beyond it).
   */
  USER_PUSH_LOG_MAX: 500,
  USER_PUSH_LOG_MAX_BYTES: 1024 * 1024,
  /** Peer frames kept per user (oldest peer frame dropped beyond it). */
  USER_PEER_LOG_MAX: 500,
  USER_PEER_LOG_MAX_BYTES: 1024 * 1024,
  /**
   * One sender's share of a user's peer frames: a fifth of the frames, a quarter of the bytes.
   * Past it that sender's own oldest go, so one sender cannot push out the others' frames.
   */
  PEER_LOG_SENDER_MAX: 100,
  PEER_LOG_SENDER_MAX_BYTES: 256 * 1024,
  /** Bytes of one sender's peer messages waiting in other users' logs (`quota` beyond it). */
  SENDER_LOG_MAX_BYTES: 4 * 1024 * 1024,
  /** Bytes of server pushes all logs together may hold (globally oldest push dropped beyond it). */
  TOTAL_PUSH_LOG_MAX_BYTES: 32 * 1024 * 1024,
  /** Bytes of peer frames all logs together may hold (globally oldest peer frame dropped). */
  TOTAL_PEER_LOG_MAX_BYTES: 32 * 1024 * 1024,
  /** Bytes waiting in one socket's own send queue (slow consumer beyond it). */
  SOCKET_QUEUE_MAX_BYTES: 4 * 1024 * 1024,
  /** Bytes waiting in all socket queues together (the socket that would pass it is dropped). */
  TOTAL_QUEUE_MAX_BYTES: 128 * 1024 * 1024,
  /** Open sockets of one user (tabs, devices); one more is closed with 4029. */
  MAX_SOCKETS_PER_USER: 8,
  /** Open sockets from one client address; the upgrade is refused with HTTP 429 beyond it. */
  MAX_SOCKETS_PER_ADDRESS: 64,
  /** Sockets that have not authenticated yet, per address and in total. */
  MAX_UNAUTHED_PER_ADDRESS: 16,
  MAX_UNAUTHED_TOTAL: 1024,
  USER_LOG_TTL_MS: 10 * 60_000,
  /** Acked entries are still kept this long, for a sibling tab that dropped briefly. */
  ACK_GRACE_MS: 30_000,
  /** ws.bufferedAmount above this → frames wait in the socket's own queue. */
  SOCKET_HIGH_WATER_BYTES: 1024 * 1024,
  /** Socket queue longer than this → the socket is closed (SLOW_CONSUMER); others go on. */
  SOCKET_QUEUE_MAX: 1000,
  /** First frame must be `auth` within this time (the SDK sends it as soon as the socket opens). */
  AUTH_TIMEOUT_MS: 5_000,
  /** Server ping period; a socket that missed one pong is terminated. */
  PING_INTERVAL_MS: 30_000,
  /** Channel subscriptions per socket. */
  MAX_CHANNELS_PER_SOCKET: 100,
  MAX_CHANNEL_NAME: 128,
  /** Token bucket per socket: sustained frames per second and burst. */
  RATE_PER_SEC: 50,
  RATE_BURST: 200,
} as const;
export type GatewayLimits = { -readonly [K in keyof typeof Limits]: number };

/** The app's user ids (accounts): all digits. The gateway itself takes any string. */
const NUMERIC_USER_ID = /^\d{1,15}$/;

/**
 * A peer frame's payload with the real sender stamped in: in an object payload
 * `senderId` is the sending user's id (a number for the app's numeric ids), whatever the client
 * wrote there, so no payload can claim another sender in the field the 1040 envelope names its
 * sender with. Other payloads (text, numbers, arrays) pass as sent; the frame's `from`, set by
 * the gateway, names the sender of every peer frame.
 */
export function stampSender(payload: unknown, from: UserId): unknown {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
  const senderId = NUMERIC_USER_ID.test(from) ? Number(from) : from;
  return { ...(payload as Record<string, unknown>), senderId };
}

/** Narrow an unknown parsed value to a client frame; null when malformed. */
export function parseClientFrame(raw: unknown): ClientFrame | null {
  if (!raw || typeof raw !== 'object') return null;
  const f = raw as Record<string, unknown>;
  const cidOk = f.cid === undefined || (typeof f.cid === 'string' && f.cid.length <= 64);
  if (!cidOk) return null;
  const isUser = (v: unknown) =>
    (typeof v === 'string' && v.length > 0 && v.length <= 64) || Number.isSafeInteger(v);
  const isChannel = (v: unknown) =>
    typeof v === 'string' && v.length > 0 && v.length <= Limits.MAX_CHANNEL_NAME;
  switch (f.type) {
    case 'auth':
      if (typeof f.token !== 'string' || f.token.length > 2048) return null;
      if (f.lastSeenId !== undefined && !Number.isSafeInteger(f.lastSeenId)) return null;
      if (f.epoch !== undefined && typeof f.epoch !== 'string') return null;
      return f as ClientFrame;
    case 'peer':
    case 'signal':
      if (!isUser(f.to)) return null;
      return { ...(f as ClientFrame & { to: UserId }), to: String(f.to) } as ClientFrame;
    case 'sub':
    case 'unsub':
      return isChannel(f.channel) ? (f as ClientFrame) : null;
    case 'pub':
      return isChannel(f.channel) ? (f as ClientFrame) : null;
    case 'presence':
      if (!Array.isArray(f.users) || f.users.length > 200 || !f.users.every(isUser)) return null;
      return { type: 'presence', cid: f.cid as string | undefined, users: f.users.map(String) };
    case 'ack':
      return Number.isSafeInteger(f.id) ? (f as ClientFrame) : null;
    case 'ping':
      return f as ClientFrame;
    default:
      return null;
  }
}

/**
 * A raw WebSocket message → a client frame, or the error to answer (the socket stays open).
 * Size and nesting are checked on the raw bytes before JSON.parse, so no frame can make the
 * gateway re-serialise something deep enough to overflow the stack.
 */
export function readClientFrame(
  raw: Buffer | ArrayBuffer | Buffer[],
  isBinary: boolean,
  limits: Pick<GatewayLimits, 'MAX_FRAME_BYTES' | 'MAX_PAYLOAD_DEPTH'>,
): { frame: ClientFrame } | { code: ErrorCode; message: string } {
  if (isBinary) return { code: 'bad_frame', message: 'binary frames are not accepted' };
  const buf = Buffer.isBuffer(raw)
    ? raw
    : Array.isArray(raw)
      ? Buffer.concat(raw)
      : Buffer.from(raw);
  if (buf.length > limits.MAX_FRAME_BYTES)
    return { code: 'too_large', message: `frame larger than ${limits.MAX_FRAME_BYTES} bytes` };
  const text = buf.toString('utf8');
  if (jsonDepth(text, limits.MAX_PAYLOAD_DEPTH) > limits.MAX_PAYLOAD_DEPTH)
    return {
      code: 'too_deep',
      message: `frame nested deeper than ${limits.MAX_PAYLOAD_DEPTH} levels`,
    };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { code: 'bad_frame', message: 'malformed frame (not JSON)' };
  }
  const frame = parseClientFrame(parsed);
  return frame ? { frame } : { code: 'bad_frame', message: 'malformed frame' };
}

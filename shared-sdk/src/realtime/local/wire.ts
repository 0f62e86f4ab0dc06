/**
 * The gateway's wire frames, as the client sees them. Source of truth:
 * backend/src/realtime/protocol.ts and README.md (the SDK tests run against that gateway).
 */

export type ServerFrame = { id: number; ts: number } & (
  | { type: 'welcome'; userId: string; epoch: string; replayed: number }
  | { type: 'peer'; from: string; payload: unknown }
  | { type: 'msg'; channel: string; from: string; payload: unknown }
  | { type: 'push'; channel?: string; payload: unknown }
  | { type: 'signal'; from: string; payload: unknown }
  | { type: 'member'; channel: string; userId: string; event: 'join' | 'leave' }
  | { type: 'ok'; ref: string; members?: string[]; online?: Record<string, boolean> }
  /** Codes: backend/src/realtime/protocol.ts ErrorCode. With `channel` and no `ref`: access to
   *  that channel ended (the room closed, a kick). */
  | { type: 'error'; ref?: string; code: string; message: string; channel?: string }
  | { type: 'pong'; ref?: string }
);

/**
 * Close codes after which retrying with the same token is pointless: 4001 (the token was refused,
 * or its login session ended: logout, a login elsewhere, a ban) and 4003 (protocol). The
 * connection renews its token once, then stops. Others (4002 auth timeout, 4008 slow consumer,
 * 4029 too many sockets for this user, 1011 server fault, 1001) reconnect with backoff.
 */
export const FATAL_CLOSE_CODES: ReadonlySet<number> = new Set([4001, 4003]);

/** The part of the browser WebSocket API the transport uses; `ws` (Node) fits too. */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: { code: number; reason: string }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}
export type WebSocketCtor = new (url: string) => WebSocketLike;

/** `url` from genToken is relative to the API base: http(s) becomes ws(s). */
export function resolveRealtimeUrl(url: string, apiBase?: string): string {
  const base = apiBase ?? (typeof location !== 'undefined' ? location.href : 'http://127.0.0.1/');
  const u = new URL(url, base);
  if (u.protocol === 'http:') u.protocol = 'ws:';
  else if (u.protocol === 'https:') u.protocol = 'wss:';
  return u.toString();
}

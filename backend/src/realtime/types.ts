/**
 * The gateway's public shapes (gateway.ts builds it; README.md documents the protocol).
 */
import type { Server as HttpServer } from 'node:http';
import type { ChannelPolicy } from './channels';
import type { GatewayLimits, UserId } from './protocol';

/**
 * What a valid token says. `visitor`: a tourist or guest of a live (visitors.ts), not a user:
 * they may only read the lives the channel policy admits them to (no peer frames, no presence,
 * signals only with a room's host).
 */
export type TokenClaims = { userId: string | number; sid?: string; visitor?: boolean };

export interface GatewayOptions {
  /** Checks a token from GET /facade/api/rtm/genToken (see token.ts). May be async. */
  verifyToken(token: string): TokenClaims | null | Promise<TokenClaims | null>;
  now?: () => number;
  limits?: Partial<GatewayLimits>;
  /** Channel access rules (channels.ts); default: a fresh policy (only self-describing channels). */
  policy?: ChannelPolicy;
  /** Whether a user id exists; peer messages to others are refused (`no_such_user`). Default: all. */
  userExists?(userId: UserId): boolean;
  /**
   * Whether either of two users blocked the other: peer frames between them are refused
   * (`blocked`). Asked on every frame, so a block made while the sockets are open counts at
   * once. Default: nobody is blocked.
   */
  blockedBetween?(a: UserId, b: UserId): boolean;
  /** Where faults are reported (default console.error). */
  log?(message: string, err?: unknown): void;
}

export type PresenceListener = (userId: UserId, online: boolean) => void;

export interface GatewayStats {
  sockets: number;
  users: number;
  channels: number;
  logs: number;
  logBytes: number;
  queuedBytes: number;
  unauthed: number;
  rooms: number;
}

export interface Gateway {
  attach(httpServer: HttpServer, path?: string): void;
  /** Channel access rules: call and live services register their rooms here (channels.ts). */
  readonly channels: ChannelPolicy;
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
  /**
   * Re-checks the token of each of the user's sockets (after a logout, a new login, a ban) and
   * closes those no longer valid with 4001. Resolves with how many were closed.
   */
  recheckUser(userId: string | number): Promise<number>;
  onPresence(fn: PresenceListener): () => void;
  /**
   * What a restart of this gateway does to its clients, without ending the process: every
   * socket closes with 1012 (service restart), new connections are refused (HTTP 503) for
   * `refuseMs`, and what lived only in its memory is gone as after a real restart — a new epoch,
   * empty replay logs (a client's next `auth` gets only what was pushed since), no subscriptions.
   * Frame ids keep growing; the channel policy stays (the services reopen their rooms at start-up
   * after a real restart: lives with `restore`, calls through the resolver).
   */
  restart(opts?: { refuseMs?: number }): { closed: number; epoch: string; refuseMs: number };
  stats(): GatewayStats;
  close(): Promise<void>;
}

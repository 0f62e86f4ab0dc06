/**
 * The two realtime interfaces (ARCHITECTURE.md "Realtime"): Messaging (RTM-like) and Media
 * (RTC-like), each with a `local` and an `agora` provider chosen by what the backend returns.
 */
import type { BizEnvelope, BizSource } from './envelope';

export type { BizSource };

export type RealtimeProvider = 'local' | 'agora';

/** `data` of GET /facade/api/rtm/genToken (spec 2 §7; shape: backend/src/realtime/README.md). */
export type GenTokenResult =
  | { provider: 'local'; token: string; url: string; expiresAt: number; userId: string }
  | { provider: 'agora'; appId: string; token: string; expiresAt: number; userId: string };

// ---------------------------------------------------------------- Messaging

/** The messaging connection's explicit states (see connection.ts for the transition table). */
export type ConnectionState = 'idle' | 'connecting' | 'online' | 'reconnecting' | 'offline';

/** Immutable; a new object on every change (for useSyncExternalStore). */
export interface MessagingSnapshot {
  state: ConnectionState;
  provider: RealtimeProvider;
  userId: string | null;
  /** Failed attempts since the last time online. */
  attempt: number;
  /** When the layer first came online in this login (server clock where known). spec 2 §4. */
  onlineAt: number | null;
  /** When the next reconnect attempt is due (reconnecting only). */
  retryAt: number | null;
  /** Why the connection last failed (offline / reconnecting). */
  error: string | null;
}

export interface PeerMessage {
  /** The sender, stamped by the gateway (Agora: the publisher): never the payload's own claim. */
  from: string;
  payload: unknown;
  ts: number;
}
export interface ChannelMessage {
  channel: string;
  from: string;
  payload: unknown;
  ts: number;
}
export interface PushMessage {
  /** Set for a push to a channel, absent for a push to this user. */
  channel?: string;
  payload: unknown;
  ts: number;
}

export interface MessagingEvents {
  state: MessagingSnapshot;
  peer: PeerMessage;
  channel: ChannelMessage;
  push: PushMessage;
  /**
   * Any peer/channel/push payload that is a business envelope (1050, 1052, 1040) — 1040 only
   * from the server's push to this user (`isServerPush`); consumers decide the rest by `source`.
   */
  biz: { envelope: BizEnvelope; source: BizSource };
  signal: { from: string; payload: unknown; ts: number };
  member: { channel: string; userId: string; event: 'join' | 'leave' };
}

export interface Messaging {
  readonly provider: RealtimeProvider;
  /** Starts the connection; resolves when online, rejects if it ends offline or idle first. */
  login(): Promise<void>;
  /** Back to idle; channels are forgotten. */
  logout(): void;
  /** useSyncExternalStore pair: one listener set, one immutable snapshot. */
  subscribe(listener: () => void): () => void;
  getSnapshot(): MessagingSnapshot;
  on<K extends keyof MessagingEvents>(type: K, fn: (ev: MessagingEvents[K]) => void): () => void;
  /** Resolves when the server took it; `online` tells whether the peer was connected. */
  sendPeer(to: string, payload: unknown): Promise<{ online: boolean }>;
  /** Kept across reconnects until unsubscribed. `members` asks for member join/leave events. */
  subscribeChannel(channel: string, opts?: { members?: boolean }): Promise<{ members?: string[] }>;
  unsubscribeChannel(channel: string): Promise<void>;
  publish(channel: string, payload: unknown): Promise<void>;
  /** WebRTC signalling relay (local media). Rejects when the peer is offline. */
  sendSignal(to: string, payload: unknown): Promise<void>;
  queryPresence(users: string[]): Promise<Record<string, boolean>>;
  /** Skip the backoff wait (e.g. on the browser's `online` event). */
  retryNow(): void;
}

// ---------------------------------------------------------------- Media

/** spec 3 §4 "Live room lifecycle": the audience joins with role level 1 (receive only). */
export type MediaRole = 'host' | 'audience';
export type MediaKind = 'audio' | 'video';
export type MediaConnectionState =
  'disconnected' | 'connecting' | 'connected' | 'reconnecting' | 'disconnecting';

export interface RemoteUser {
  uid: string;
  role: MediaRole;
  hasAudio: boolean;
  hasVideo: boolean;
}

export interface MediaEvents {
  'connection-state': { state: MediaConnectionState; reason?: string };
  'user-joined': { uid: string };
  'user-published': { uid: string; kind: MediaKind; track: MediaStreamTrack };
  'user-unpublished': { uid: string; kind: MediaKind };
  'user-left': { uid: string; reason: 'left' | 'disconnected' | 'failed' };
  /** First decoded remote video frame (spec 2 §4 call lifecycle 13; spec 3 live "playing"). */
  'first-frame': { uid: string; elapsedMs: number };
  /** The media token expires soon: pass a fresh one to renewToken (agora). */
  'token-will-expire': { channel: string };
}

export interface MediaJoinOptions {
  /** Media token (agora: rtcToken from the join call, spec 3 §3 "Join response"). */
  token?: string;
  /** agora app id (spec 3 §3 rtcAppId); local ignores it. */
  appId?: string;
  uid?: string;
}

export interface Media {
  readonly provider: RealtimeProvider;
  join(channel: string, role: MediaRole, opts?: MediaJoinOptions): Promise<void>;
  leave(): Promise<void>;
  /** Send camera and microphone tracks (hosts only). */
  publish(tracks: MediaStreamTrack[]): Promise<void>;
  unpublish(tracks?: MediaStreamTrack[]): Promise<void>;
  /** Remote track of a published user (agora subscribes on demand; local already has it). */
  subscribe(uid: string, kind: MediaKind): Promise<MediaStreamTrack>;
  /** Mute or unmute what this user sends. */
  mute(kind: MediaKind, muted: boolean): void;
  /** spec 2 §4 — remote playback volume 0 or 100. */
  setRemoteVolume(uid: string, volume: 0 | 100): void;
  remoteUsers(): RemoteUser[];
  renewToken(token: string): Promise<void>;
  on<K extends keyof MediaEvents>(type: K, fn: (ev: MediaEvents[K]) => void): () => void;
}

/**
 * What MessagingConnection needs from a provider: open one link with a token, report when it is
 * online, what arrives and when it closes. Reconnecting, backoff and the stale rule live in the
 * connection, not here. Providers: local/transport.ts (gateway), agora (see agora/mapping.ts).
 */
import type { RealtimeProvider } from './types';

export type Inbound =
  | { kind: 'peer'; from: string; payload: unknown; ts: number }
  | { kind: 'channel'; channel: string; from: string; payload: unknown; ts: number }
  | { kind: 'push'; channel?: string; payload: unknown; ts: number }
  | { kind: 'signal'; from: string; payload: unknown; ts: number }
  | { kind: 'member'; channel: string; userId: string; event: 'join' | 'leave'; ts: number };

export type Outbound =
  | { op: 'peer'; to: string; payload: unknown }
  | { op: 'sub'; channel: string; members?: boolean }
  | { op: 'unsub'; channel: string }
  | { op: 'pub'; channel: string; payload: unknown }
  | { op: 'signal'; to: string; payload: unknown }
  | { op: 'presence'; users: string[] };

/** What a request resolves with (fields depend on the op). */
export interface OutboundResult {
  online?: Record<string, boolean>;
  members?: string[];
}

export interface TransportCallbacks {
  /** The link is authenticated. `serverTime`: the server's clock at that moment, if known. */
  online(info: { userId: string; serverTime?: number }): void;
  inbound(msg: Inbound): void;
  /** The link ended. `fatal`: retrying with the same token is pointless (e.g. auth refused). */
  closed(info: { fatal: boolean; reason: string; code?: number }): void;
}

export interface TransportLink {
  request(out: Outbound, timeoutMs: number): Promise<OutboundResult>;
  /** Close without a `closed` callback being needed (the connection already moved on). */
  close(): void;
}

export interface MessagingTransport {
  readonly provider: RealtimeProvider;
  open(token: string, cb: TransportCallbacks): TransportLink;
}

/**
 * Pure pieces of the `agora` providers (rtm.ts, rtc.ts). Nothing here imports the SDKs: the few
 * SDK values mapped are declared below as our own types, and mapping.test.ts checks them against
 * the real `agora-rtm-sdk` 2.3 / `agora-rtc-sdk-ng` 4.24 enums and type unions (RTM 2 `linkState`,
 * `message`, `presence` events; RTC `connection-state-change`, `user-left`). The providers load
 * the SDKs lazily (inside login/join), so no landing page downloads them (TOOLCHAIN.md).
 */
import type { Inbound } from '../transport';
import type { MediaConnectionState } from '../types';

// ---- our own declarations of the Agora values we read ----
/** RTM 2.3 `LinkState`, plus RECONNECTING from 2.1's `status` event. */
export type AgoraRtmState =
  'IDLE' | 'CONNECTING' | 'CONNECTED' | 'RECONNECTING' | 'SUSPENDED' | 'DISCONNECTED' | 'FAILED';
export type AgoraRtcState =
  'DISCONNECTED' | 'CONNECTING' | 'RECONNECTING' | 'CONNECTED' | 'DISCONNECTING';
export interface AgoraRtmMessageEvent {
  channelType: 'MESSAGE' | 'USER' | 'STREAM';
  channelName: string;
  publisher: string;
  message: string | Uint8Array;
  customType?: string;
  publishTime?: number;
}
export interface AgoraRtmPresenceEvent {
  eventType: string;
  channelType: string;
  channelName: string;
  publisher: string;
  /** INTERVAL events (large channels) carry who joined, left and timed out since the last one. */
  interval?: {
    join: { users: string[] };
    leave: { users: string[] };
    timeout: { users: string[] };
  } | null;
}

/** customType marking a signalling message sent as an RTM user message. */
export const SIGNAL_CUSTOM_TYPE = 'signal';

/** What a transport reports for an RTM connection state. */
export type RtmEffect =
  { kind: 'online' } | { kind: 'closed'; fatal: boolean; reason: string } | { kind: 'none' };

/** `linkState` reasonCodes (RTM 2.3) after which logging in again with the same token cannot
 *  work (a fresh token is tried once, then offline: connection.ts). */
export const RTM_FATAL_REASONS: ReadonlySet<string> = new Set([
  'TOKEN_EXPIRED',
  'INVALID_TOKEN',
  'LOGIN_REJECTED',
  'LOGIN_NOT_AUTHORIZED',
  'SAME_UID_LOGIN',
  'KICKED_OUT_BY_SERVER',
  'INCONSISTENT_APP_ID',
  'INVALID_USER_ID',
]);

/** A rejected `rtm.login()`: fatal when the token or app id is refused, not on network trouble. */
export function isRtmLoginFatal(e: unknown): boolean {
  const err = (e ?? {}) as { name?: string; reason?: string; message?: string };
  if (err.name === 'TimeoutError') return false;
  return /token|not authori[sz]ed|rejected|app ?id|user ?id/i.test(
    `${err.reason ?? ''} ${err.message ?? ''}`,
  );
}

/**
 * RTM 2 `status` / `linkState` → MessagingConnection transport callbacks. RECONNECTING and
 * SUSPENDED count as closed (not fatal): the connection's own state machine backs off and logs
 * in again with a timeout, since offline the SDK's own retries never settle.
 */
export function mapRtmState(state: string, reason = ''): RtmEffect {
  switch (state as AgoraRtmState) {
    case 'CONNECTED':
      return { kind: 'online' };
    case 'RECONNECTING':
    case 'SUSPENDED':
      return { kind: 'closed', fatal: false, reason: reason || state };
    case 'DISCONNECTED':
    case 'FAILED':
      if (reason === 'LOGOUT') return { kind: 'none' };
      return {
        kind: 'closed',
        fatal: RTM_FATAL_REASONS.has(reason.toUpperCase()),
        reason: reason || state,
      };
    default:
      return { kind: 'none' };
  }
}

/** RTC `connection-state-change` → the Media interface's connection state. */
export function mapRtcState(state: string): MediaConnectionState {
  const s = state as AgoraRtcState;
  return (
    ['DISCONNECTED', 'CONNECTING', 'RECONNECTING', 'CONNECTED', 'DISCONNECTING'] as const
  ).includes(s)
    ? (s.toLowerCase() as MediaConnectionState)
    : 'disconnected';
}

/** RTC `ConnectionDisconnectedReason`s that end the session (no retry: spec 3 §4 kick). */
export const RTC_FATAL_REASONS: readonly string[] = ['UID_BANNED', 'IP_BANNED', 'CHANNEL_BANNED'];
export function isRtcFatal(reason: string | undefined): boolean {
  return !!reason && RTC_FATAL_REASONS.includes(reason);
}

/** RTC `user-left` reason ("Quit", "ServerTimeOut", "BecomeAudience") → the Media interface's. */
export function mapRtcUserLeft(reason: string | undefined): 'left' | 'disconnected' | 'failed' {
  if (reason === 'ServerTimeOut') return 'disconnected';
  if (reason === 'Quit' || reason === 'BecomeAudience') return 'left';
  return 'failed';
}

/** Agora uids: a numeric string becomes the number the RTC token was issued for. */
export function toAgoraUid(uid: string | undefined): number | string | null {
  if (uid === undefined || uid === '') return null;
  return /^\d{1,10}$/.test(uid) && Number(uid) < 2 ** 32 ? Number(uid) : uid;
}

function decode(message: string | Uint8Array): unknown {
  const text = typeof message === 'string' ? message : new TextDecoder().decode(message);
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** RTM 2 `message` event → Inbound (USER channel = peer or signal, MESSAGE channel = channel). */
export function mapRtmMessage(
  ev: AgoraRtmMessageEvent,
  now: () => number = Date.now,
): Inbound | null {
  const payload = decode(ev.message);
  const ts = ev.publishTime ?? now();
  if (ev.channelType === 'USER') {
    return ev.customType === SIGNAL_CUSTOM_TYPE
      ? { kind: 'signal', from: ev.publisher, payload, ts }
      : { kind: 'peer', from: ev.publisher, payload, ts };
  }
  if (ev.channelType === 'MESSAGE')
    return { kind: 'channel', channel: ev.channelName, from: ev.publisher, payload, ts };
  return null;
}

/** RTM 2 `presence` event → member join/leave (a timeout counts as leaving). */
export function mapRtmPresence(
  ev: AgoraRtmPresenceEvent,
  now: () => number = Date.now,
): Inbound | null {
  const event =
    ev.eventType === 'REMOTE_JOIN'
      ? 'join'
      : ev.eventType === 'REMOTE_LEAVE' || ev.eventType === 'REMOTE_TIMEOUT'
        ? 'leave'
        : null;
  return event
    ? { kind: 'member', channel: ev.channelName, userId: ev.publisher, event, ts: now() }
    : null;
}

/** Any RTM 2 `presence` event → member events (INTERVAL events carry lists of users). */
export function mapRtmPresenceAll(
  ev: AgoraRtmPresenceEvent,
  now: () => number = Date.now,
): Inbound[] {
  if (ev.eventType !== 'INTERVAL' || !ev.interval) {
    const one = mapRtmPresence(ev, now);
    return one ? [one] : [];
  }
  const ts = now();
  const out: Inbound[] = [];
  const add = (users: string[], event: 'join' | 'leave') => {
    for (const userId of users)
      out.push({ kind: 'member', channel: ev.channelName, userId, event, ts });
  };
  add(ev.interval.join.users, 'join');
  add(ev.interval.leave.users, 'leave');
  add(ev.interval.timeout.users, 'leave');
  return out;
}

export class TimeoutError extends Error {
  constructor(what: string, ms: number) {
    super(`${what} timed out after ${ms} ms`);
    this.name = 'TimeoutError';
  }
}

/**
 * Offline, `client.join()` and `rtm.login()` never settle (TOOLCHAIN.md): race them with a
 * timeout and cancel with `onTimeout` (client.leave() / rtm.logout()).
 */
export function withTimeout<T>(
  p: Promise<T>,
  ms: number,
  what: string,
  onTimeout?: () => unknown,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      try {
        void Promise.resolve(onTimeout?.()).catch(() => undefined);
      } finally {
        reject(new TimeoutError(what, ms));
      }
    }, ms);
    p.then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e) => (clearTimeout(timer), reject(e)),
    );
  });
}

/**
 * Handler for `token-privilege-will-expire` (RTC) / `tokenPrivilegeWillExpire` (RTM): fetch a
 * fresh token and hand it to the SDK's renewToken, one renewal at a time; failures are reported,
 * the SDK then ends the session on expiry and the state machine takes over.
 */
export function tokenRenewer(
  fetchToken: () => Promise<string>,
  renew: (token: string) => Promise<unknown>,
  onError?: (e: unknown) => void,
) {
  let inFlight: Promise<void> | null = null;
  return (): Promise<void> =>
    (inFlight ??= fetchToken()
      .then((t) => renew(t))
      .then(
        () => undefined,
        (e) => onError?.(e),
      )
      .finally(() => (inFlight = null)));
}

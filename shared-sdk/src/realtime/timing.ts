/**
 * Realtime timings and two pure rules: reconnect backoff and the stale-message rule.
 * The spec shows no reconnect policy; these numbers are the project's choice.
 */

export interface BackoffOptions {
  baseMs: number;
  factor: number;
  maxMs: number;
  /** 0..1: share of the delay that is random (0.5 = "equal jitter"). */
  jitter: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = {
  baseMs: 1_000,
  factor: 2,
  maxMs: 30_000,
  jitter: 0.5,
};
/** Attempts before the connection gives up and goes offline (about 5 minutes with the cap). */
export const DEFAULT_MAX_ATTEMPTS = 12;
/** An attempt that is not online within this time is abandoned (offline, Agora's login never
 *  settles: TOOLCHAIN.md "Agora SDKs"). */
export const RTM_CONNECT_TIMEOUT_MS = 15_000;
/** A request (send, subscribe, publish) that gets no answer within this time fails. */
export const RTM_REQUEST_TIMEOUT_MS = 10_000;
/** Agora media join timeout (join never settles offline). */
export const RTC_JOIN_TIMEOUT_MS = 15_000;
/** Project choice: local provider, a peer connection connecting this long restarts ICE
 *  (on one machine or a LAN it connects in well under a second). */
export const ICE_STALL_MS = 5_000;
/** Requests made while reconnecting wait at most this many in line. */
export const RTM_PENDING_REQUESTS_MAX = 200;

/**
 * Delay before reconnect attempt `attempt` (0-based): exponential, capped, with jitter.
 * `random` is injectable for tests.
 */
export function backoffDelay(
  attempt: number,
  opts: BackoffOptions = DEFAULT_BACKOFF,
  random: () => number = Math.random,
): number {
  const exp = Math.min(opts.maxMs, opts.baseMs * Math.pow(opts.factor, Math.max(0, attempt)));
  const fixed = exp * (1 - opts.jitter);
  return Math.round(fixed + random() * exp * opts.jitter);
}

/**
 * spec 2 §4 call lifecycle 9 (and §4 messaging): a message whose timestamp is not later than the
 * moment the messaging layer came online is ignored. `onlineAt` is the first time online in this
 * login (a reconnect does not move it, so what was pushed during a short drop still counts).
 */
export function isStale(timestamp: number, onlineAt: number | null): boolean {
  return onlineAt !== null && timestamp <= onlineAt;
}

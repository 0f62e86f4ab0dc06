/**
 * The live service's own numbers (the ones the web app shares are in shared-sdk
 * constants/live.ts, reached through src/sdk.ts).
 */

/**
 * project — a viewer is dropped from the room after this many missed heartbeats (spec 3 §7, §9:
 * every 10 s signed in, every 3 s as a tourist), as presence drops a user after three missed
 * beats (PRESENCE_STALE_MS).
 */
export const LIVE_VIEWER_STALE_BEATS = 3;

/**
 * project — the room clock's step: the schedule, stale viewers, simulated audiences (spec 3 §9
 * stays and refreshes are whole seconds) and liveInfo messages run this often.
 */
export const LIVE_ROOM_CLOCK_MS = 1_000;

/**
 * project — a seeded live's broadcast that did not start, or went off air while the live is on
 * (its host socket closed: a gateway restart), starts again after this wait, doubling with each
 * failure in a row up to LIVE_BROADCAST_RETRY_MAX_MS (broadcasts.ts).
 */
export const LIVE_BROADCAST_RETRY_MS = 1_000;
export const LIVE_BROADCAST_RETRY_MAX_MS = 30_000;

/** The most env LIVE_TOURIST_VIEW_LIMIT_MS may set: a whole day (the limit counts per UTC day). */
const TOURIST_VIEW_LIMIT_MAX_MS = 24 * 60 * 60_000;

/**
 * env LIVE_TOURIST_VIEW_LIMIT_MS: a tourist's viewing time per UTC day, whole ms in
 * 0..TOURIST_VIEW_LIMIT_MAX_MS (unset: the SDK's LIVE_TOURIST_VIEW_LIMIT_MS). Anything else is a
 * refusal to start, with the reason.
 */
export function touristViewLimitFromEnv(env: Record<string, string | undefined>): {
  limitMs?: number;
  refusal?: string;
} {
  const raw = env.LIVE_TOURIST_VIEW_LIMIT_MS;
  if (raw === undefined || raw === '') return {};
  const ms = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!(ms <= TOURIST_VIEW_LIMIT_MAX_MS))
    return {
      refusal: `LIVE_TOURIST_VIEW_LIMIT_MS must be whole milliseconds from 0 to ${TOURIST_VIEW_LIMIT_MAX_MS}; got ${JSON.stringify(raw)}`,
    };
  return { limitMs: ms };
}

/**
 * The live chat's rate limit (project's rule; spec 3 §9 "Live chat rate limits: not shown"):
 * per viewer, over all lives, at least LIVE_CHAT_MIN_INTERVAL_MS between two messages and at most
 * LIVE_CHAT_BURST_MAX messages in any LIVE_CHAT_BURST_WINDOW_MS. Only accepted messages count.
 * In memory: a restart forgets at most one window.
 */
import {
  LIVE_CHAT_BURST_MAX,
  LIVE_CHAT_BURST_WINDOW_MS,
  LIVE_CHAT_MIN_INTERVAL_MS,
} from '../../sdk';

export function createChatLimit() {
  const sent = new Map<number, number[]>();
  const recent = (userId: number, at: number) =>
    (sent.get(userId) ?? []).filter((t) => at - t < LIVE_CHAT_BURST_WINDOW_MS);

  return {
    /** 0 when `userId` may send now, else how long to wait (ms). */
    waitMs(userId: number, at: number): number {
      const times = recent(userId, at);
      const last = times[times.length - 1];
      const gap = last === undefined ? 0 : last + LIVE_CHAT_MIN_INTERVAL_MS - at;
      const oldest = times[times.length - LIVE_CHAT_BURST_MAX];
      const burst =
        times.length >= LIVE_CHAT_BURST_MAX && oldest !== undefined
          ? oldest + LIVE_CHAT_BURST_WINDOW_MS - at
          : 0;
      return Math.max(0, gap, burst);
    },
    /** An accepted message of `userId` at `at`. */
    record(userId: number, at: number): void {
      const times = recent(userId, at);
      times.push(at);
      sent.set(userId, times);
    },
    /** Forgets users with nothing in the window (the room clock calls it). */
    prune(at: number): void {
      for (const [userId, times] of sent)
        if (times.every((t) => at - t >= LIVE_CHAT_BURST_WINDOW_MS)) sent.delete(userId);
    },
  };
}
export type ChatLimit = ReturnType<typeof createChatLimit>;

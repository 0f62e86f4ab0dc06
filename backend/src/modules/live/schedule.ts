/**
 * When the seeded hosts are live (the demo world's plan): a pure function of the plan and the
 * clock, so a test with a movable clock sees lives start and end without waiting. The live
 * service asks it every LIVE_ROOM_CLOCK_MS (service.applySchedule); README.md "Schedule".
 *
 * Each entry repeats a cycle of `onMs` live then `offMs` off, shifted by `phaseMs`. An entry with
 * `offMs: 0` is "always live": one broadcast after the other, each `onMs` long (a new live, a new
 * channel). A window starts at most one live: a live the test API ended stays ended until the
 * host's next window.
 */
export interface LivePlanEntry {
  hostId: number;
  onMs: number;
  offMs: number;
  phaseMs: number;
}

export type LivePlan = readonly LivePlanEntry[];

export interface LiveWindow {
  start: number;
  end: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** project — hosts live all the time in the demo world (6-hour broadcasts back to back). */
const ALWAYS_LIVE_HOSTS = [10001, 10002, 10003, 10004];
/** project — hosts that go live for 4 minutes, then rest 2, each 45 s after the previous one. */
const ROTATING_HOSTS = [10005, 10006, 10007, 10008, 10009, 10010, 10011, 10012];
const ROTATING_ON_MS = 4 * MINUTE;
const ROTATING_OFF_MS = 2 * MINUTE;
const ROTATING_STAGGER_MS = 45_000;

/** The demo world's plan: a few always live, others starting and ending within minutes. */
export const DEFAULT_LIVE_PLAN: LivePlan = [
  ...ALWAYS_LIVE_HOSTS.map((hostId) => ({ hostId, onMs: 6 * HOUR, offMs: 0, phaseMs: 0 })),
  ...ROTATING_HOSTS.map((hostId, i) => ({
    hostId,
    onMs: ROTATING_ON_MS,
    offMs: ROTATING_OFF_MS,
    phaseMs: i * ROTATING_STAGGER_MS,
  })),
];

/** The window `at` falls in for this entry, or null while the host is off. */
export function plannedWindow(e: LivePlanEntry, at: number): LiveWindow | null {
  const period = e.onMs + e.offMs;
  if (!(e.onMs > 0) || !(period > 0)) return null;
  const start = Math.floor((at - e.phaseMs) / period) * period + e.phaseMs;
  return at - start < e.onMs ? { start, end: start + e.onMs } : null;
}

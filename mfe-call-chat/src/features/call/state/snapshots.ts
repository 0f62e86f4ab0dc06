/**
 * Call snapshots (spec 2 §4 "Snapshot times in a call are random within configured second
 * ranges"; the ranges come from getSnapshotConfig). Pure scheduling, tested with fake timers and
 * a seeded random in snapshots.test.ts; hooks/useCallSnapshots.ts takes the frames and uploads.
 */
import type { SnapshotConfig } from 'shared-sdk';

/**
 * One time (whole seconds from the call's start) inside each range, both ends included, sorted.
 * Ranges that make no sense (negative, max below min, not numbers) are skipped.
 */
export function snapshotTimes(ranges: SnapshotConfig['ranges'] | undefined, random: () => number): number[] {
  const out: number[] = [];
  for (const r of ranges ?? []) {
    const min = Math.ceil(Number(r?.min));
    const max = Math.floor(Number(r?.max));
    if (!Number.isFinite(min) || !Number.isFinite(max) || min < 0 || max < min) continue;
    out.push(min + Math.min(max - min, Math.floor(random() * (max - min + 1))));
  }
  return out.sort((a, b) => a - b);
}

/**
 * Runs `take(i)` at each of `times` seconds after `startedAt` (ms, the first remote frame); times
 * already passed (a late config answer) run at once, in order. Returns the cancel (call ended).
 */
export function scheduleSnapshots(p: {
  startedAt: number;
  now: number;
  times: number[];
  take(index: number): void;
}): () => void {
  const timers = p.times.map((s, i) =>
    setTimeout(() => p.take(i), Math.max(0, p.startedAt + s * 1000 - p.now)),
  );
  return () => timers.forEach(clearTimeout);
}

import { REPORTED_STATUS } from '../constants/status';

/**
 * Busy reasons (spec 1 §4.3 "Session upkeep": status 1 busy while a ring or video popup is open,
 * else 2 online). The call remote holds a reason while its popup is open:
 *
 *   const release = markBusy('ring'); ... release();
 *
 * Each markBusy is its own hold (two popups with the same reason need two releases); release is
 * idempotent. The host's status report listens with onBusyChange.
 */
export type ReportedStatus = (typeof REPORTED_STATUS)[keyof typeof REPORTED_STATUS];

const holds = new Map<symbol, string>();
const listeners = new Set<(busy: boolean) => void>();

function notify(): void {
  const busy = holds.size > 0;
  for (const fn of [...listeners]) fn(busy);
}

export function markBusy(reason: string): () => void {
  const key = Symbol(reason);
  const wasBusy = holds.size > 0;
  holds.set(key, reason);
  if (!wasBusy) notify();
  return () => {
    if (!holds.delete(key)) return;
    if (holds.size === 0) notify();
  };
}

export function isBusy(): boolean {
  return holds.size > 0;
}

/** The reasons held now (a reason held twice appears twice). */
export function getBusyReasons(): string[] {
  return [...holds.values()];
}

/** The status to report: 1 while any reason is held, else 2. */
export function currentReportedStatus(): ReportedStatus {
  return holds.size > 0 ? REPORTED_STATUS.busy : REPORTED_STATUS.online;
}

/** Called with the new busy flag when it flips (not on every hold). */
export function onBusyChange(fn: (busy: boolean) => void): () => void {
  listeners.add(fn);
  return () => void listeners.delete(fn);
}

/** Tests only: drop every hold without notifying. */
export function resetBusyForTests(): void {
  holds.clear();
}

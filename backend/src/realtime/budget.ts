/**
 * Memory the gateway holds for users, bounded per user and in total (issue 8: peer messages to
 * 600 user ids, 60 KB each, once kept 38 MB for 10 minutes).
 *
 * - Logs (frames kept for replay): each recipient's log ≤ USER_LOG_MAX_BYTES (userLog.ts drops
 *   its oldest); one sender's messages waiting in others' logs ≤ SENDER_LOG_MAX_BYTES (more is
 *   refused with `quota`); all logs ≤ TOTAL_LOG_MAX_BYTES: past it the oldest entry of each log
 *   goes in turn (round robin, O(1) per eviction) until the total fits again.
 * - Socket send queues (frames a slow reader has not taken yet): each ≤ SOCKET_QUEUE_MAX_BYTES,
 *   all ≤ TOTAL_QUEUE_MAX_BYTES; client.ts gives up on the socket that would pass either.
 */
import type { LogEntry, UserLog } from './userLog';

export interface BudgetLimits {
  SENDER_LOG_MAX_BYTES: number;
  TOTAL_LOG_MAX_BYTES: number;
  TOTAL_QUEUE_MAX_BYTES: number;
}

export class Budget {
  logBytes = 0;
  queuedBytes = 0;
  private readonly senders = new Map<string, number>();
  private cursor: Iterator<UserLog> | null = null;

  constructor(
    private readonly limits: BudgetLimits,
    /** Every user log (the gateway's map), walked in turn when the total is over. */
    private readonly logs: Map<string, UserLog>,
  ) {}

  /** Whether `from` may put `bytes` more into other users' logs. */
  senderMayAdd(from: string, bytes: number): boolean {
    return this.senderBytes(from) + bytes <= this.limits.SENDER_LOG_MAX_BYTES;
  }

  senderBytes(from: string): number {
    return this.senders.get(from) ?? 0;
  }

  /** Call after `log.append(entry)`; evicts old entries while the total is over its cap. */
  added(entry: LogEntry): void {
    if (entry.dropped) return;
    const n = entry.data.length;
    this.logBytes += n;
    if (entry.from !== null) this.senders.set(entry.from, this.senderBytes(entry.from) + n);
    let idle = 0; // logs passed without anything to drop: a full round of them means stop
    while (this.logBytes > this.limits.TOTAL_LOG_MAX_BYTES && idle <= this.logs.size) {
      const log = this.nextLog();
      if (log && log.size > 0) {
        log.dropFirst();
        idle = 0;
      } else idle++;
    }
  }

  /** UserLog's onDrop: the entry left its log. */
  dropped(entry: LogEntry): void {
    const n = entry.data.length;
    this.logBytes -= n;
    if (entry.from === null) return;
    const left = this.senderBytes(entry.from) - n;
    if (left > 0) this.senders.set(entry.from, left);
    else this.senders.delete(entry.from);
  }

  /** Socket queues: may `bytes` more be queued in total? */
  queueMayAdd(bytes: number): boolean {
    return this.queuedBytes + bytes <= this.limits.TOTAL_QUEUE_MAX_BYTES;
  }

  private nextLog(): UserLog | undefined {
    let step = this.cursor?.next();
    if (!step || step.done) {
      this.cursor = this.logs.values();
      step = this.cursor.next();
    }
    return step.done ? undefined : step.value;
  }
}

/**
 * Memory the gateway holds for users, bounded per user and in total (issue 8: peer messages to
 * 600 user ids, 60 KB each, once kept 38 MB for 10 minutes).
 *
 * - Logs (frames kept for replay): each recipient's log ≤ USER_LOG_MAX_BYTES (userLog.ts drops
 *   its oldest); one sender's messages waiting in others' logs ≤ SENDER_LOG_MAX_BYTES (more is
 *   refused with `quota`); all logs ≤ TOTAL_LOG_MAX_BYTES (the globally oldest entries go).
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
  /** Every logged entry in append order, with the log it sits in (entries leave logs front first). */
  private fifo: Array<{ entry: LogEntry; log: UserLog }> = [];
  private head = 0;

  constructor(private readonly limits: BudgetLimits) {}

  /** Whether `from` may put `bytes` more into other users' logs. */
  senderMayAdd(from: string, bytes: number): boolean {
    return (this.senders.get(from) ?? 0) + bytes <= this.limits.SENDER_LOG_MAX_BYTES;
  }

  senderBytes(from: string): number {
    return this.senders.get(from) ?? 0;
  }

  /** Call after `log.append(entry)`; evicts the globally oldest entries past the total. */
  added(entry: LogEntry, log: UserLog): void {
    if (entry.dropped) return; // the log dropped it at once (larger than the user's byte cap)
    const n = entry.data.length;
    this.logBytes += n;
    if (entry.from !== null) this.senders.set(entry.from, this.senderBytes(entry.from) + n);
    this.fifo.push({ entry, log });
    while (this.logBytes > this.limits.TOTAL_LOG_MAX_BYTES && this.head < this.fifo.length) {
      const oldest = this.fifo[this.head++] as { entry: LogEntry; log: UserLog };
      if (!oldest.entry.dropped && oldest.log.first() === oldest.entry) oldest.log.dropFirst();
    }
    if (this.head > 1024 && this.head * 2 > this.fifo.length) this.compact();
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

  /** Forgets entries that already left their logs (called from the periodic sweep). */
  compact(): void {
    this.fifo = this.fifo.slice(this.head).filter((x) => !x.entry.dropped);
    this.head = 0;
  }

  /** Socket queues: may `bytes` more be queued in total? */
  queueMayAdd(bytes: number): boolean {
    return this.queuedBytes + bytes <= this.limits.TOTAL_QUEUE_MAX_BYTES;
  }
}

/**
 * Memory the gateway holds for users, bounded per user and in total (peer messages to 600 user
 * ids, 60 KB each, once kept 38 MB for 10 minutes).
 *
 * - Logs (frames kept for replay), server pushes and peer frames each with budgets of their own:
 *   each recipient's log holds ≤ USER_PUSH_LOG_MAX_BYTES of pushes and
 *   ≤ USER_PEER_LOG_MAX_BYTES of peer frames, one sender ≤ PEER_LOG_SENDER_MAX_BYTES of those
 *   (userLog.ts drops the oldest of the same kind, or of the same sender); one sender's messages
 *   waiting in others' logs ≤ SENDER_LOG_MAX_BYTES (more is refused with `quota`); all logs
 *   ≤ TOTAL_PUSH_LOG_MAX_BYTES of pushes and ≤ TOTAL_PEER_LOG_MAX_BYTES of peer frames: past one,
 *   the oldest entry of that kind of each log goes in turn (round robin, O(1) per eviction) until
 *   the total fits again. Peer frames never evict a server push, here or in a user's log.
 * - Socket send queues (frames a slow reader has not taken yet): each ≤ SOCKET_QUEUE_MAX_BYTES,
 *   all ≤ TOTAL_QUEUE_MAX_BYTES; client.ts gives up on the socket that would pass either.
 */
import { kindOf, type LogEntry, type LogKind, type UserLog } from './userLog';

export interface BudgetLimits {
  SENDER_LOG_MAX_BYTES: number;
  TOTAL_PUSH_LOG_MAX_BYTES: number;
  TOTAL_PEER_LOG_MAX_BYTES: number;
  TOTAL_QUEUE_MAX_BYTES: number;
}

export class Budget {
  /** Bytes in all logs, by kind. */
  readonly kindBytes: Record<LogKind, number> = { push: 0, peer: 0 };
  queuedBytes = 0;
  private readonly senders = new Map<string, number>();
  private readonly cursors: Record<LogKind, Iterator<UserLog> | null> = { push: null, peer: null };

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

  /** Bytes in all logs. */
  get logBytes(): number {
    return this.kindBytes.push + this.kindBytes.peer;
  }

  /**
   * Call after `log.append(entry)`; while all logs hold more than their cap of the entry's kind,
   * evicts old entries of that kind only.
   */
  added(entry: LogEntry): void {
    if (entry.dropped) return;
    const n = entry.data.length;
    const kind = kindOf(entry);
    this.kindBytes[kind] += n;
    if (entry.from !== null) this.senders.set(entry.from, this.senderBytes(entry.from) + n);
    const cap =
      kind === 'push' ? this.limits.TOTAL_PUSH_LOG_MAX_BYTES : this.limits.TOTAL_PEER_LOG_MAX_BYTES;
    let idle = 0; // logs passed without anything to drop: a full round of them means stop
    while (this.kindBytes[kind] > cap && idle <= this.logs.size) {
      const log = this.nextLog(kind);
      if (log && log.sizeOf(kind) > 0) {
        log.dropFirst(kind);
        idle = 0;
      } else idle++;
    }
  }

  /** UserLog's onDrop: the entry left its log. */
  dropped(entry: LogEntry): void {
    const n = entry.data.length;
    this.kindBytes[kindOf(entry)] -= n;
    if (entry.from === null) return;
    const left = this.senderBytes(entry.from) - n;
    if (left > 0) this.senders.set(entry.from, left);
    else this.senders.delete(entry.from);
  }

  /** Socket queues: may `bytes` more be queued in total? */
  queueMayAdd(bytes: number): boolean {
    return this.queuedBytes + bytes <= this.limits.TOTAL_QUEUE_MAX_BYTES;
  }

  private nextLog(kind: LogKind): UserLog | undefined {
    let step = this.cursors[kind]?.next();
    if (!step || step.done) {
      this.cursors[kind] = this.logs.values();
      step = this.cursors[kind].next();
    }
    return step.done ? undefined : step.value;
  }
}

/**
 * Per-user log of frames addressed to one user (peer messages and server pushes), kept so a
 * client that reconnects with `lastSeenId` receives exactly what it missed. Bounded by count
 * (oldest dropped) and by age; acked entries go after a short grace period.
 */

export interface LogEntry {
  id: number;
  ts: number;
  /** The serialized frame, sent as is on replay. */
  data: string;
}

export interface UserLogOptions {
  max: number;
  ttlMs: number;
  ackGraceMs: number;
}

export class UserLog {
  private entries: LogEntry[] = [];
  private acked = 0;

  constructor(private readonly opts: UserLogOptions) {}

  get size(): number {
    return this.entries.length;
  }

  append(entry: LogEntry): void {
    this.entries.push(entry);
    if (this.entries.length > this.opts.max)
      this.entries.splice(0, this.entries.length - this.opts.max);
  }

  /** Entries with id > sinceId that have not expired, oldest first. */
  since(sinceId: number, now: number): LogEntry[] {
    const cutoff = now - this.opts.ttlMs;
    return this.entries.filter((e) => e.id > sinceId && e.ts > cutoff);
  }

  ack(id: number): void {
    if (id > this.acked) this.acked = id;
  }

  /** Drop expired entries and acked ones older than the grace period. Returns true when empty. */
  sweep(now: number): boolean {
    const ttlCut = now - this.opts.ttlMs;
    const ackCut = now - this.opts.ackGraceMs;
    this.entries = this.entries.filter(
      (e) => e.ts > ttlCut && !(e.id <= this.acked && e.ts <= ackCut),
    );
    return this.entries.length === 0;
  }
}

/**
 * Per-user log of frames addressed to one user (peer messages and server pushes), kept so a
 * client that reconnects with `lastSeenId` receives exactly what it missed. Bounded by count,
 * by bytes (oldest dropped) and by age; acked entries go after a short grace period. Entries
 * only ever leave from the front (ids and timestamps grow); the gateway's global byte budget
 * (budget.ts) drops a log's first entry when all logs together are over their cap.
 */

export interface LogEntry {
  id: number;
  ts: number;
  /** The serialized frame, sent as is on replay. */
  data: string;
  /** The sending user of a peer message (null for server pushes): their quota is charged. */
  from: string | null;
  /** Set once the entry left the log (created false: one object shape for every entry). */
  dropped: boolean;
}

export interface UserLogOptions {
  max: number;
  maxBytes: number;
  ttlMs: number;
  ackGraceMs: number;
  /** Called for every entry that leaves the log, whatever the reason. */
  onDrop?: (entry: LogEntry) => void;
}

export class UserLog {
  private entries: LogEntry[] = [];
  private acked = 0;
  bytes = 0;

  constructor(private readonly opts: UserLogOptions) {}

  get size(): number {
    return this.entries.length;
  }

  append(entry: LogEntry): void {
    this.entries.push(entry);
    this.bytes += entry.data.length;
    // Past a cap the oldest go, one at a time (at the cap, one per append: no array is built).
    while (
      this.entries.length > 1 &&
      (this.entries.length > this.opts.max || this.bytes > this.opts.maxBytes)
    )
      this.dropFirst();
  }

  /** Removes the oldest entry (all logs together are over their byte cap). */
  dropFirst(): void {
    const e = this.entries.shift();
    if (!e) return;
    this.bytes -= e.data.length;
    this.dropOne(e);
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
    const keep: LogEntry[] = [];
    const gone: LogEntry[] = [];
    for (const e of this.entries) {
      if (e.ts > ttlCut && !(e.id <= this.acked && e.ts <= ackCut)) keep.push(e);
      else {
        this.bytes -= e.data.length;
        gone.push(e);
      }
    }
    this.entries = keep;
    this.drop(gone);
    return this.entries.length === 0;
  }

  /** Empties the log (gateway closing). */
  clear(): void {
    const all = this.entries;
    this.entries = [];
    this.bytes = 0;
    this.drop(all);
  }

  private drop(entries: LogEntry[]): void {
    for (const e of entries) this.dropOne(e);
  }

  private dropOne(e: LogEntry): void {
    e.dropped = true;
    this.opts.onDrop?.(e);
  }
}

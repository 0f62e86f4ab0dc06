/**
 * Per-user log of frames addressed to one user (peer messages and server pushes), kept so a
 * client that reconnects with `lastSeenId` receives exactly what it missed. Bounded by count,
 * by bytes (oldest dropped) and by age; acked entries go after a short grace period. Entries
 * only ever leave from the front (ids and timestamps grow), which the gateway's global byte
 * budget relies on (budget.ts).
 */

export interface LogEntry {
  id: number;
  ts: number;
  /** The serialized frame, sent as is on replay. */
  data: string;
  /** The sending user of a peer message (null for server pushes): their quota is charged. */
  from: string | null;
  /** Set once the entry left the log. */
  dropped?: boolean;
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

  /** The oldest entry still in the log. */
  first(): LogEntry | undefined {
    return this.entries[0];
  }

  append(entry: LogEntry): void {
    this.entries.push(entry);
    this.bytes += entry.data.length;
    let n = 0;
    while (
      this.entries.length - n > 1 &&
      (this.entries.length - n > this.opts.max || this.bytes > this.opts.maxBytes)
    ) {
      this.bytes -= (this.entries[n] as LogEntry).data.length;
      n++;
    }
    if (n > 0) this.drop(this.entries.splice(0, n));
  }

  /** Removes the oldest entry (the global byte budget is over). */
  dropFirst(): void {
    const e = this.entries.shift();
    if (!e) return;
    this.bytes -= e.data.length;
    this.drop([e]);
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
    for (const e of entries) {
      e.dropped = true;
      this.opts.onDrop?.(e);
    }
  }
}

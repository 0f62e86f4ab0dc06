/**
 * Per-user log of frames addressed to one user (peer messages and server pushes), kept so a
 * client that reconnects with `lastSeenId` receives exactly what it missed. Bounded by count,
 * by bytes and by age; acked entries go after a short grace period.
 *
 * Server pushes and peer frames have budgets of their own (25 peer frames of 60 KB from a
 * stranger once pushed a real IM push out): a peer frame only ever evicts peer frames, and
 * one sender's share of the peer frames is capped — past it, that sender's own oldest go, so a
 * stranger's flood cannot push out another sender's frames either. Within a kind, entries leave
 * from the front (ids and timestamps grow); the gateway's global budgets (budget.ts) drop a log's
 * first entry of one kind when all logs together hold too much of that kind.
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

export type LogKind = 'push' | 'peer';
export const kindOf = (e: LogEntry): LogKind => (e.from === null ? 'push' : 'peer');

export interface LogCaps {
  /** Entries. */
  max: number;
  /** Bytes (of serialized frames). */
  maxBytes: number;
}

export interface UserLogOptions {
  /** Server pushes kept for this user. */
  push: LogCaps;
  /** Peer frames kept for this user. */
  peer: LogCaps;
  /** One sender's share of this user's peer frames. */
  perSender: LogCaps;
  ttlMs: number;
  ackGraceMs: number;
  /** Called for every entry that leaves the log, whatever the reason. */
  onDrop?: (entry: LogEntry) => void;
}

/** The entries of one kind, oldest first, with their bytes. */
class Lane {
  entries: LogEntry[] = [];
  bytes = 0;

  constructor(private readonly caps: LogCaps) {}

  add(e: LogEntry): void {
    this.entries.push(e);
    this.bytes += e.data.length;
  }

  /** Past a cap (one entry always stays: a frame larger than the cap is still delivered once). */
  get over(): boolean {
    return (
      this.entries.length > 1 &&
      (this.entries.length > this.caps.max || this.bytes > this.caps.maxBytes)
    );
  }

  shift(): LogEntry | undefined {
    const e = this.entries.shift();
    if (e) this.bytes -= e.data.length;
    return e;
  }

  /** Removes the oldest entry `pick` matches (a sender's own, past their share). */
  removeFirst(pick: (e: LogEntry) => boolean): LogEntry | undefined {
    const i = this.entries.findIndex(pick);
    if (i < 0) return undefined;
    const [e] = this.entries.splice(i, 1);
    this.bytes -= e!.data.length;
    return e;
  }

  /** Keeps the entries `keep` accepts; answers the others. */
  filter(keep: (e: LogEntry) => boolean): LogEntry[] {
    const kept: LogEntry[] = [];
    const gone: LogEntry[] = [];
    for (const e of this.entries) (keep(e) ? kept : gone).push(e);
    this.entries = kept;
    for (const e of gone) this.bytes -= e.data.length;
    return gone;
  }
}

export class UserLog {
  private readonly lanes: Record<LogKind, Lane>;
  /** Each sender's count and bytes among this user's peer frames. */
  private readonly shares = new Map<string, { count: number; bytes: number }>();
  private acked = 0;

  constructor(private readonly opts: UserLogOptions) {
    this.lanes = { push: new Lane(opts.push), peer: new Lane(opts.peer) };
  }

  get size(): number {
    return this.lanes.push.entries.length + this.lanes.peer.entries.length;
  }

  get bytes(): number {
    return this.lanes.push.bytes + this.lanes.peer.bytes;
  }

  /** Entries of one kind (the global budget walks the logs that hold any). */
  sizeOf(kind: LogKind): number {
    return this.lanes[kind].entries.length;
  }

  append(entry: LogEntry): void {
    const kind = kindOf(entry);
    const lane = this.lanes[kind];
    lane.add(entry);
    if (kind === 'peer') {
      const from = entry.from as string;
      const share = this.shares.get(from) ?? { count: 0, bytes: 0 };
      share.count++;
      share.bytes += entry.data.length;
      this.shares.set(from, share);
      const cap = this.opts.perSender;
      // Past their share, the sender's own oldest go (their newest always stays).
      while (share.count > 1 && (share.count > cap.max || share.bytes > cap.maxBytes))
        this.dropOne(lane.removeFirst((e) => e.from === from) as LogEntry);
    }
    // Past the lane's caps, its oldest go, one at a time: only entries of the same kind.
    while (lane.over) this.dropOne(lane.shift() as LogEntry);
  }

  /** Removes the oldest entry of one kind (all logs together hold too much of it). */
  dropFirst(kind: LogKind): void {
    const e = this.lanes[kind].shift();
    if (e) this.dropOne(e);
  }

  /** Entries with id > sinceId that have not expired, oldest first (both kinds, in id order). */
  since(sinceId: number, now: number): LogEntry[] {
    const cutoff = now - this.opts.ttlMs;
    const ok = (e: LogEntry) => e.id > sinceId && e.ts > cutoff;
    const a = this.lanes.push.entries.filter(ok);
    const b = this.lanes.peer.entries.filter(ok);
    const out: LogEntry[] = [];
    let i = 0;
    let j = 0;
    while (i < a.length || j < b.length)
      out.push(j >= b.length || (i < a.length && a[i]!.id < b[j]!.id) ? a[i++]! : b[j++]!);
    return out;
  }

  ack(id: number): void {
    if (id > this.acked) this.acked = id;
  }

  /** Drop expired entries and acked ones older than the grace period. Returns true when empty. */
  sweep(now: number): boolean {
    const ttlCut = now - this.opts.ttlMs;
    const ackCut = now - this.opts.ackGraceMs;
    const keep = (e: LogEntry) => e.ts > ttlCut && !(e.id <= this.acked && e.ts <= ackCut);
    for (const lane of Object.values(this.lanes))
      for (const e of lane.filter(keep)) this.dropOne(e);
    return this.size === 0;
  }

  /** Empties the log (gateway closing). */
  clear(): void {
    for (const lane of Object.values(this.lanes))
      for (const e of lane.filter(() => false)) this.dropOne(e);
  }

  private dropOne(e: LogEntry): void {
    e.dropped = true;
    if (e.from !== null) {
      const share = this.shares.get(e.from);
      if (share && --share.count > 0) share.bytes -= e.data.length;
      else this.shares.delete(e.from);
    }
    this.opts.onDrop?.(e);
  }
}

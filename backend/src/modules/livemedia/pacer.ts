/**
 * Frames out of one gateway socket at the rate the gateway allows (its token bucket per socket,
 * realtime/protocol.ts RATE_PER_SEC and RATE_BURST), kept a margin below it: a live host answers
 * many viewers through one socket, and a frame the gateway refuses as `rate_limited` would be a
 * viewer left without an answer. A refused frame is sent again (`retry`) after a pause.
 */
import { GatewayDefaults } from '../../realtime';

/** A margin under the gateway's bucket: its own frames (sub, ping) share the budget. */
const RATE_PER_SEC = Math.floor(GatewayDefaults.RATE_PER_SEC * 0.8);
const BURST = Math.floor(GatewayDefaults.RATE_BURST / 2);
const RETRY_PAUSE_MS = 1_000;
/** Frames waiting: past this the oldest greetings would be stale anyway (viewers retry on join). */
const MAX_QUEUE = 5_000;

export class Pacer {
  private readonly queue: string[] = [];
  private tokens = BURST;
  private refilledAt: number;
  private timer: NodeJS.Timeout | null = null;
  private pausedUntil = 0;
  private closed = false;
  /** Frames dropped because the queue was full. */
  dropped = 0;

  constructor(
    private readonly write: (data: string) => void,
    private readonly now: () => number = Date.now,
  ) {
    this.refilledAt = now();
  }

  send(data: string): void {
    if (this.closed) return;
    if (this.queue.length >= MAX_QUEUE) {
      this.queue.shift();
      this.dropped++;
    }
    this.queue.push(data);
    this.pump();
  }

  /** The gateway refused `data` as rate limited: it goes first, after a pause. */
  retry(data: string): void {
    if (this.closed) return;
    this.queue.unshift(data);
    this.pausedUntil = this.now() + RETRY_PAUSE_MS;
    this.tokens = 0;
    this.schedule(RETRY_PAUSE_MS);
  }

  get waiting(): number {
    return this.queue.length;
  }

  close(): void {
    this.closed = true;
    this.queue.length = 0;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private pump(): void {
    if (this.timer || this.closed) return;
    const t = this.now();
    if (t < this.pausedUntil) return this.schedule(this.pausedUntil - t);
    this.tokens = Math.min(BURST, this.tokens + ((t - this.refilledAt) * RATE_PER_SEC) / 1000);
    this.refilledAt = t;
    while (this.queue.length > 0 && this.tokens >= 1) {
      this.tokens--;
      this.write(this.queue.shift() as string);
    }
    if (this.queue.length > 0) this.schedule(Math.ceil(((1 - this.tokens) * 1000) / RATE_PER_SEC));
  }

  private schedule(ms: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.pump();
    }, ms);
  }
}

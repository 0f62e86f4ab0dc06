/**
 * One connected socket: its bounded send queue (a slow reader never stalls the others) and its
 * rate limiter. The gateway owns routing; this file owns the per-socket mechanics.
 */
import type { WebSocket } from 'ws';
import type { Budget } from './budget';
import { CloseCode, type UserId } from './protocol';

export interface ClientLimits {
  SOCKET_HIGH_WATER_BYTES: number;
  SOCKET_QUEUE_MAX: number;
  SOCKET_QUEUE_MAX_BYTES: number;
  RATE_PER_SEC: number;
  RATE_BURST: number;
}

export class Client {
  userId: UserId | null = null;
  /** The token this socket authenticated with: re-checked when the user's sessions change. */
  token = '';
  /** A tourist or guest of a live (TokenClaims.visitor): reads admitted lives, nothing else. */
  visitor = false;
  authing = false;
  alive = true;
  dead = false;
  readonly channels = new Set<string>();
  /** Channels where this socket asked for member join/leave events. */
  readonly memberChannels = new Set<string>();
  private queue: string[] = [];
  private queueBytes = 0;
  private drainTimer: ReturnType<typeof setInterval> | null = null;
  private tokens: number;
  private refilledAt = Date.now();
  authTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    readonly ws: WebSocket,
    /** The client's address (per-address socket caps). */
    readonly address: string,
    private readonly limits: ClientLimits,
    /** Bytes queued across every socket (budget.ts). */
    private readonly budget: Budget,
    /** Called once when the socket is given up as too slow. */
    private readonly onSlow: (c: Client) => void,
  ) {
    this.tokens = limits.RATE_BURST;
  }

  get queued(): number {
    return this.queue.length;
  }

  /**
   * Send one serialized frame. Frames go straight to the socket while its buffer is under the
   * high-water mark; past it they wait in a bounded queue, drained when the socket flushes.
   * Overflow means a reader that does not keep up: the socket is closed, the client reconnects
   * with lastSeenId and gets its user-addressed frames from the log.
   */
  send(data: string): void {
    if (this.dead || this.ws.readyState !== this.ws.OPEN) return;
    if (this.queue.length === 0 && this.ws.bufferedAmount <= this.limits.SOCKET_HIGH_WATER_BYTES) {
      this.ws.send(data, this.flushed);
      return;
    }
    if (
      this.queue.length >= this.limits.SOCKET_QUEUE_MAX ||
      this.queueBytes + data.length > this.limits.SOCKET_QUEUE_MAX_BYTES ||
      !this.budget.queueMayAdd(data.length)
    ) {
      this.giveUp();
      return;
    }
    this.queue.push(data);
    this.queueBytes += data.length;
    this.budget.queuedBytes += data.length;
    // Fallback in case no send callback is pending (e.g. bytes buffered by the sender itself).
    this.drainTimer ??= setInterval(this.drain, 50);
  }

  private readonly flushed = (err?: Error): void => {
    if (!err && this.queue.length > 0) this.drain();
  };

  private readonly drain = (): void => {
    if (this.dead || this.ws.readyState !== this.ws.OPEN) return this.stopDrain();
    while (this.queue.length > 0 && this.ws.bufferedAmount <= this.limits.SOCKET_HIGH_WATER_BYTES) {
      const data = this.queue.shift() as string;
      this.queueBytes -= data.length;
      this.budget.queuedBytes -= data.length;
      this.ws.send(data, this.flushed);
    }
    if (this.queue.length === 0) this.stopDrain();
  };

  private stopDrain(): void {
    if (this.drainTimer) clearInterval(this.drainTimer);
    this.drainTimer = null;
  }

  private emptyQueue(): void {
    this.budget.queuedBytes -= this.queueBytes;
    this.queueBytes = 0;
    this.queue = [];
  }

  private giveUp(): void {
    this.emptyQueue();
    this.stopDrain();
    this.onSlow(this);
    try {
      this.ws.close(CloseCode.SLOW_CONSUMER, 'slow consumer');
    } catch {
      /* already closing */
    }
    // The close frame itself sits behind the unread bytes: do not wait for it.
    setTimeout(() => this.ws.terminate(), 1000).unref();
  }

  /** Token bucket: false when the client sends faster than allowed. */
  take(): boolean {
    const t = Date.now();
    this.tokens = Math.min(
      this.limits.RATE_BURST,
      this.tokens + ((t - this.refilledAt) * this.limits.RATE_PER_SEC) / 1000,
    );
    this.refilledAt = t;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  dispose(): void {
    this.dead = true;
    this.emptyQueue();
    this.stopDrain();
    if (this.authTimer) clearTimeout(this.authTimer);
    this.authTimer = null;
  }
}

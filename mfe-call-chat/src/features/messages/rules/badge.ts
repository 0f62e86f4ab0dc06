import { BADGE_QUEUE_LIMIT } from 'shared-sdk';
import { UNREAD_BADGE_THROTTLE_MS } from 'shared-sdk';
import { realTimers, throttle, type Timers } from './throttle';

export class BadgeQueueOverflowError extends Error {
  constructor(size: number) {
    super(`badge queue over ${BADGE_QUEUE_LIMIT} (${size})`);
    this.name = 'BadgeQueueOverflowError';
  }
}

export interface BadgeQueue<K> {
  /** Queues a key (a conversation) for the next refresh; throws BadgeQueueOverflowError past the limit. */
  push(key: K): void;
  size(): number;
  /** Runs a pending refresh now. */
  flush(): void;
  cancel(): void;
}

/**
 * The unread-badge refresh queue (spec 2 §5 "a badge queue over 100 throws an error"; §9
 * "unread badge refresh throttled at 300 ms"). Keys are coalesced; `refresh` gets them at most
 * once per 300 ms. The owner catches the overflow and refreshes everything instead.
 */
export function createBadgeQueue<K>(
  refresh: (keys: K[]) => void,
  opts: { limit?: number; throttleMs?: number; timers?: Timers } = {},
): BadgeQueue<K> {
  const limit = opts.limit ?? BADGE_QUEUE_LIMIT;
  const pending = new Set<K>();
  const t = throttle(
    () => {
      const keys = [...pending];
      pending.clear();
      refresh(keys);
    },
    opts.throttleMs ?? UNREAD_BADGE_THROTTLE_MS,
    opts.timers ?? realTimers,
  );
  return {
    push(key) {
      if (!pending.has(key) && pending.size >= limit)
        throw new BadgeQueueOverflowError(pending.size + 1);
      pending.add(key);
      t.call();
    },
    size: () => pending.size,
    flush: () => t.flush(),
    cancel() {
      t.cancel();
      pending.clear();
    },
  };
}

/** Timers, injectable so tests can drive time (jest fake timers would also stall fake-indexeddb). */
export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
}

export const realTimers: Timers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

export interface Throttled {
  /** Runs now if the last run was at least `ms` ago, else once at the end of the window. */
  call(): void;
  /** Runs a pending call now. */
  flush(): void;
  cancel(): void;
}

/**
 * Leading and trailing throttle: the first call runs at once, calls inside the window collapse
 * into one run at its end (spec 2 §9: unread badge refresh 300 ms, conversation refresh 200 ms).
 */
export function throttle(fn: () => void, ms: number, timers: Timers = realTimers): Throttled {
  let last = -Infinity;
  let timer: unknown = null;
  const run = () => {
    timer = null;
    last = timers.now();
    fn();
  };
  return {
    call() {
      if (timer !== null) return;
      const wait = last + ms - timers.now();
      if (wait <= 0) run();
      else timer = timers.setTimeout(run, wait);
    },
    flush() {
      if (timer === null) return;
      timers.clearTimeout(timer);
      run();
    },
    cancel() {
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
    },
  };
}

/** A clock for tests: `advance(ms)` runs due timers in order. */
export function manualTimers(start = 0): Timers & { advance(ms: number): void } {
  let t = start;
  let seq = 0;
  const due = new Map<number, { at: number; fn: () => void }>();
  return {
    now: () => t,
    setTimeout(fn, ms) {
      const id = ++seq;
      due.set(id, { at: t + Math.max(0, ms), fn });
      return id;
    },
    clearTimeout(h) {
      due.delete(h as number);
    },
    advance(ms) {
      const end = t + ms;
      for (;;) {
        let next: [number, { at: number; fn: () => void }] | null = null;
        for (const e of due) if (e[1].at <= end && (!next || e[1].at < next[1].at)) next = e;
        if (!next) break;
        due.delete(next[0]);
        t = next[1].at;
        next[1].fn();
      }
      t = end;
    },
  };
}

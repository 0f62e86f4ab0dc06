/**
 * One always-on layer's registration (ARCHITECTURE.md "Always-on layers"): the call layer and
 * the live layer each register one function here, and a part's request made before the layer
 * mounted waits for it a moment.
 */
export interface LayerSlot<F> {
  current(): F | null;
  /** Registers `fn`; returns the unregister (a no-op once another registered), which runs `onGone`. */
  register(fn: F, onGone?: () => void): () => void;
  /** The layer, now or once it registers within `ms`; null if it never does. */
  when(ms: number): Promise<F | null>;
}

export function layerSlot<F>(): LayerSlot<F> {
  let layer: F | null = null;
  const waiters: Array<() => void> = [];
  return {
    current: () => layer,
    register(fn, onGone) {
      layer = fn;
      for (const w of waiters.splice(0)) w();
      return () => {
        if (layer !== fn) return;
        layer = null;
        onGone?.();
      };
    },
    when(ms) {
      if (layer) return Promise.resolve(layer);
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          resolve(layer);
        };
        const timer = setTimeout(() => {
          const i = waiters.indexOf(done);
          if (i >= 0) waiters.splice(i, 1);
          resolve(null);
        }, ms);
        waiters.push(done);
      });
    },
  };
}

import { appStore, isLoggedInAtom } from './atoms';

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
  /** The next layer to register within `ms` (not the current one); null if none does. */
  next(ms: number): Promise<F | null>;
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
      return layer ? Promise.resolve(layer) : this.next(ms);
    },
    next(ms) {
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

/**
 * What a visitor asked a layer for (a call, a live), done once they sign in within `keptMs`; a
 * newer request replaces it, and any other change of the signed-in state drops it.
 */
export function afterSignIn(keptMs: number): (run: () => void) => void {
  let pending: { run: () => void; at: number } | null = null;
  let watching = false;
  return (run) => {
    pending = { run, at: Date.now() };
    if (watching) return;
    watching = true;
    appStore.sub(isLoggedInAtom, () => {
      const p = pending;
      pending = null;
      if (appStore.get(isLoggedInAtom) && p && Date.now() - p.at <= keptMs) p.run();
    });
  };
}

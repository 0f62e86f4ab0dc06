/** A tiny typed emitter: `subscribe(fn)` returns the unsubscribe function. */
export interface Emitter<T> {
  subscribe(fn: (value: T) => void): () => void;
  emit(value: T): void;
}

export function createEmitter<T>(): Emitter<T> {
  const listeners = new Set<(value: T) => void>();
  return {
    subscribe(fn) {
      listeners.add(fn);
      return () => void listeners.delete(fn);
    },
    emit(value) {
      for (const fn of [...listeners]) {
        try {
          fn(value);
        } catch (e) {
          // one failing listener must not stop the others (the host's reset, a remote's cleanup)
          console.error('[shared-sdk] listener failed', e);
        }
      }
    },
  };
}

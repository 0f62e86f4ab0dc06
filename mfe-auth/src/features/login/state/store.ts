import { INITIAL, reduce, type FlowEvent, type FlowState } from './flow';

/** One popup's store: subscribe / getSnapshot for useSyncExternalStore, dispatch for actions. */
export interface FlowStore {
  getSnapshot(): FlowState;
  subscribe(fn: () => void): () => void;
  dispatch(e: FlowEvent): void;
}

export function createFlowStore(initial: FlowState = INITIAL): FlowStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => state,
    subscribe(fn) {
      listeners.add(fn);
      return () => void listeners.delete(fn);
    },
    dispatch(e) {
      const next = reduce(state, e);
      if (next === state) return;
      state = next;
      for (const fn of [...listeners]) fn();
    },
  };
}

import { createSnapshotStore } from 'shared-sdk';
import { INITIAL, reduce, type FlowEvent, type FlowState } from './flow';

/** One popup's store: subscribe / getSnapshot for useSyncExternalStore, dispatch for actions. */
export interface FlowStore {
  getSnapshot(): FlowState;
  subscribe(fn: () => void): () => void;
  dispatch(e: FlowEvent): void;
}

export function createFlowStore(initial: FlowState = INITIAL): FlowStore {
  const store = createSnapshotStore(initial);
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    // An event the flow ignores returns the same state: no one is told.
    dispatch: (e) => store.set(reduce(store.getSnapshot(), e)),
  };
}

import { createContext, useContext, useSyncExternalStore } from 'react';
import type { FlowCallbacks } from '../state/actions';
import type { FlowState, FlowStore } from '../state/flow';

/** The popup's flow store and callbacks, for the step components. */
export const FlowContext = createContext<{ store: FlowStore; cb: FlowCallbacks } | null>(null);

export function useFlow(): { state: FlowState; store: FlowStore; cb: FlowCallbacks } {
  const ctx = useContext(FlowContext);
  if (!ctx) throw new Error('useFlow outside the login popup');
  const state = useSyncExternalStore(ctx.store.subscribe, ctx.store.getSnapshot, ctx.store.getSnapshot);
  return { state, ...ctx };
}

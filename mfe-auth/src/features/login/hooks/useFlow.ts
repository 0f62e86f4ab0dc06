import { createContext, useContext, useSyncExternalStore } from 'react';
import type { FlowCtx } from '../state/call';
import type { FlowState } from '../state/flow';

/** The popup's flow store and callbacks, for the step components. */
export const FlowContext = createContext<FlowCtx | null>(null);

/** The flow's state (through useSyncExternalStore) and the context the actions take. */
export function useFlow(): { state: FlowState; ctx: FlowCtx } {
  const ctx = useContext(FlowContext);
  if (!ctx) throw new Error('useFlow outside the login popup');
  const state = useSyncExternalStore(
    ctx.store.subscribe,
    ctx.store.getSnapshot,
    ctx.store.getSnapshot,
  );
  return { state, ctx };
}

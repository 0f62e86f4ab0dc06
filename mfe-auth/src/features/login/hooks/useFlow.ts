import { createContext, useContext } from 'react';
import { useSnapshotStore } from 'shared-sdk';
import type { FlowCtx } from '../state/call';
import type { FlowState } from '../state/flow';

/** The popup's flow store and callbacks, for the step components. */
export const FlowContext = createContext<FlowCtx | null>(null);

/** The flow's state (the SDK's useSnapshotStore) and the context the actions take. */
export function useFlow(): { state: FlowState; ctx: FlowCtx } {
  const ctx = useContext(FlowContext);
  if (!ctx) throw new Error('useFlow outside the login popup');
  const state = useSnapshotStore(ctx.store);
  return { state, ctx };
}

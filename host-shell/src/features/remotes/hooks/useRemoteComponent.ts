import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { useRemoteLoader } from '../state/loaderContext';

export type RemoteState =
  | { status: 'loading' }
  | { status: 'ready'; Component: ComponentType<Record<string, unknown>> }
  | { status: 'failed'; error: unknown };

/** Components already resolved, so revisiting a page renders at once (no loading flash). */
const resolved = new Map<string, ComponentType<Record<string, unknown>>>();

export function forgetResolved(id?: string): void {
  if (id === undefined) resolved.clear();
  else resolved.delete(id);
}

function initial(id: string): RemoteState {
  const Component = resolved.get(id);
  return Component ? { status: 'ready', Component } : { status: 'loading' };
}

/** Loads `remote/module` (its default export) again whenever `attempt` changes. */
export function useRemoteComponent(id: string, attempt: number): RemoteState {
  const loader = useRemoteLoader();
  const [state, setState] = useState<{ key: string; value: RemoteState }>(() => ({
    key: `${id}#${attempt}`,
    value: initial(id),
  }));
  const key = `${id}#${attempt}`;
  const current = state.key === key ? state.value : initial(id);

  useEffect(() => {
    // Cached or still loading: `current` is derived above, no state to set here.
    if (resolved.has(id)) return;
    let live = true;
    const fail = (error: unknown) => {
      if (live) setState({ key, value: { status: 'failed', error } });
    };
    loader
      .load(id)
      .then((mod) => {
        const Component = (mod.default ?? mod) as ComponentType<Record<string, unknown>>;
        if (typeof Component !== 'function' && typeof Component !== 'object') {
          throw new Error(`${id} has no default-exported component`);
        }
        resolved.set(id, Component);
        // A transition: mounting a remote page is heavy; React may yield to input meanwhile.
        if (live) startTransition(() => setState({ key, value: { status: 'ready', Component } }));
      })
      .catch(fail);
    return () => {
      live = false;
    };
  }, [id, key, loader]);

  return current;
}

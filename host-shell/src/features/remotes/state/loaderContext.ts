import { createContext, useContext } from 'react';
import { loadRemoteModule, remoteNameOf, resetRemote } from './registry';

/** How slots load and reset remotes; tests and the standalone page provide their own. */
export interface RemoteLoader {
  load(id: string): Promise<Record<string, unknown>>;
  reset(remoteName: string): void;
}

export const defaultRemoteLoader: RemoteLoader = { load: loadRemoteModule, reset: resetRemote };

export const RemoteLoaderContext = createContext<RemoteLoader>(defaultRemoteLoader);

export function useRemoteLoader(): RemoteLoader {
  return useContext(RemoteLoaderContext);
}

export { remoteNameOf };

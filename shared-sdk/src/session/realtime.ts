import { useSyncExternalStore } from 'react';
import type { Messaging, MessagingSnapshot } from '../realtime/types';
import { createSnapshotStore } from '../state/snapshotStore';

/**
 * The host's one messaging connection (ARCHITECTURE.md "Realtime"): the host creates it
 * after login and drops it on logout (`setMessaging`); remotes (calls, chat, live) read it with
 * `getMessaging()` / `useMessaging()` and its state with `useMessagingState()`, and never open a
 * second one. Lives in the SDK singleton so every remote sees the same instance.
 */

/** What `useMessagingState()` returns while there is no connection (logged out). */
export const IDLE_MESSAGING_SNAPSHOT: MessagingSnapshot = Object.freeze({
  state: 'idle',
  provider: 'local',
  userId: null,
  attempt: 0,
  onlineAt: null,
  retryAt: null,
  error: null,
}) as MessagingSnapshot;

/** The instance itself (its state is the instance's own store). */
const instance = createSnapshotStore<Messaging | null>(null);

/** The live Messaging instance, or null when logged out (or before the host connected). */
export function getMessaging(): Messaging | null {
  return instance.getSnapshot();
}

/** Host only: installs (or clears, with null) the one connection. */
export function setMessaging(m: Messaging | null): void {
  instance.set(m);
}

/** Called when the instance is replaced (login, logout). */
export function onMessagingChange(fn: () => void): () => void {
  return instance.subscribe(fn);
}

/**
 * useSyncExternalStore pair over "the current instance's snapshot": follows the instance's own
 * store and the swaps between instances.
 */
export function subscribeMessagingState(listener: () => void): () => void {
  let off = getMessaging()?.subscribe(listener) ?? (() => undefined);
  const offSwap = instance.subscribe(() => {
    off();
    off = getMessaging()?.subscribe(listener) ?? (() => undefined);
    listener();
  });
  return () => {
    offSwap();
    off();
  };
}

export function getMessagingSnapshot(): MessagingSnapshot {
  return getMessaging()?.getSnapshot() ?? IDLE_MESSAGING_SNAPSHOT;
}

/** The connection snapshot (state 'idle' | 'connecting' | 'online' | 'reconnecting' | 'offline'). */
export function useMessagingState(): MessagingSnapshot {
  return useSyncExternalStore(subscribeMessagingState, getMessagingSnapshot, getMessagingSnapshot);
}

/** The current instance (re-renders when the host swaps it), or null when logged out. */
export function useMessaging(): Messaging | null {
  return useSyncExternalStore(onMessagingChange, getMessaging, getMessaging);
}

import { useCallback, useSyncExternalStore } from 'react';
import { getLocal, setLocal } from 'shared-sdk';

/** A value kept on the device (localStorage), read by components and written by the driver. */
const listeners = new Set<() => void>();
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const cache = new Map<string, { raw: string | null; value: unknown }>();

function read<T>(key: string): T | null {
  const value = getLocal<T>(key);
  const raw = JSON.stringify(value);
  const hit = cache.get(key);
  // The same object while the stored value is unchanged (useSyncExternalStore needs it).
  if (hit && hit.raw === raw) return hit.value as T | null;
  cache.set(key, { raw, value });
  return value;
}

export function writeDeviceValue(key: string, value: unknown): void {
  setLocal(key, value);
  listeners.forEach((l) => l());
}

export function useDeviceValue<T>(key: string | null): T | null {
  const get = useCallback(() => (key ? read<T>(key) : null), [key]);
  return useSyncExternalStore(subscribe, get, () => null);
}

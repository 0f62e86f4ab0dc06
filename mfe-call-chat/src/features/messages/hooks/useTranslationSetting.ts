import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useMessageStore } from '../store/react';

const noop = () => () => undefined;

/**
 * spec 2 §4 "Translation is on by default": the store keeps the switch (per user, on this device,
 * every tab in step) and turns it off on translateCode 54000. This is the chat's view of it.
 */
export function useTranslationSetting(): { on: boolean; set(on: boolean): void } {
  const store = useMessageStore();
  const on = useSyncExternalStore(
    store ? (fn) => store.events.on('translation', fn) : noop,
    () => store?.getTranslation() ?? true,
  );
  const set = useCallback(
    (next: boolean) => void store?.setTranslation(next).catch(() => undefined),
    [store],
  );
  return { on, set };
}

/** The store's notices for the user (spec 2 §8 "translateCode 54000 … switched off"): the latest, until dismissed. */
export function useStoreNotice(): { key: string | null; dismiss(): void } {
  const store = useMessageStore();
  const [key, setKey] = useState<string | null>(null);
  useEffect(() => store?.events.on('notice', (n) => setKey(n.key)), [store]);
  return { key, dismiss: useCallback(() => setKey(null), []) };
}

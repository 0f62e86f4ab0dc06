import { useEffect, useState } from 'react';

const NONE = Symbol('none');

/**
 * A tip that shows for `ms` and then hides by itself (spec 3 §9: task tip 20 s, check-in tip
 * 20 s, wall tip 5 s). A new `key` (another page) shows it again for its time.
 */
export function useTimedTip(ms: number, key: unknown = null): boolean {
  const [hiddenFor, setHiddenFor] = useState<unknown>(NONE);
  useEffect(() => {
    const timer = setTimeout(() => setHiddenFor(key), ms);
    return () => clearTimeout(timer);
  }, [ms, key]);
  return hiddenFor !== key;
}

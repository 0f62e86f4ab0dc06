import { useEffect, useState } from 'react';

const NONE = Symbol('none');

/**
 * A tip that shows for `ms` and then hides by itself (spec 3 §9: task tip 20 s, check-in tip
 * 20 s, wall tip 5 s). The time runs from when the tip has something to show (`ready`: its data
 * came), so a slow answer does not eat it. A new `key` (another page) shows it again.
 */
export function useTimedTip(ms: number, key: unknown = null, ready = true): boolean {
  const [hiddenFor, setHiddenFor] = useState<unknown>(NONE);
  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => setHiddenFor(key), ms);
    return () => clearTimeout(timer);
  }, [ms, key, ready]);
  return hiddenFor !== key;
}

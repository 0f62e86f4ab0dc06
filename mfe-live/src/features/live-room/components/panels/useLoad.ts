import { useCallback, useEffect, useState } from 'react';

/** What a panel shows of a request: loading, its answer, or a failure it can try again. */
export type Loaded<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error' };

/**
 * Runs `load` for `key` (again when the key changes, and on `retry`); null from `load` is a
 * failure. An answer for a key no longer asked for is dropped. A null key loads nothing.
 */
export function useLoad<T>(
  key: string | number | null,
  load: () => Promise<T | null>,
): Loaded<T> & { retry(): void } {
  const [held, setHeld] = useState<{ key: typeof key; gen: number; s: Loaded<T> }>({
    key: null,
    gen: 0,
    s: { status: 'loading' },
  });
  const [gen, setGen] = useState(0);
  useEffect(() => {
    if (key === null) return;
    let current = true;
    load().then(
      (data) =>
        current &&
        setHeld({ key, gen, s: data === null ? { status: 'error' } : { status: 'ready', data } }),
      () => current && setHeld({ key, gen, s: { status: 'error' } }),
    );
    return () => {
      current = false;
    };
    // `load` is read for the key asked; a new function for the same key does not load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, gen]);
  const retry = useCallback(() => setGen((g) => g + 1), []);
  const s: Loaded<T> = held.key === key && held.gen === gen ? held.s : { status: 'loading' };
  return { ...s, retry };
}

import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import type { ApiResult } from 'shared-sdk';

/**
 * A server answer read once `ask` is set (and not again while it is held), with its setter for
 * what the widget learns afterwards (a claim paid, push granted). A refusal leaves null: the
 * widget shows nothing until a later ask.
 */
export function useServerAnswer<T>(
  ask: (() => Promise<ApiResult<T>>) | null,
): [T | null, Dispatch<SetStateAction<T | null>>] {
  const [answer, setAnswer] = useState<T | null>(null);
  const asking = ask !== null && answer === null;
  useEffect(() => {
    if (!asking || !ask) return;
    let live = true;
    void ask().then((res) => {
      if (live && res.ok) setAnswer(res.data);
    });
    return () => {
      live = false;
    };
    // `ask` is a stable API call; what matters is whether it is wanted now.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asking]);
  return [answer, setAnswer];
}

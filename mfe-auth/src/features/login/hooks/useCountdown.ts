import { useEffect, useState } from 'react';

/** Seconds left of a wait whose remaining ms `remaining()` reports; re-read every second. */
export function useCountdown(remaining: () => number, restartKey: unknown): number {
  const [, tick] = useState(0);
  useEffect(() => {
    const id = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(id);
  }, [restartKey]);
  return Math.ceil(remaining() / 1000);
}

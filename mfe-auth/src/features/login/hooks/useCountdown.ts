import { useEffect, useState } from 'react';
import { resendRemainingMs, type CodeChannel } from '../state/signInMemory';

/**
 * Whole seconds left of the resend wait for `to` (spec 1 §9: 60 s), read from local storage on
 * every render so a reload keeps it; a one-second tick runs only while the wait does. `sentAt`
 * changes when a code goes out and starts the tick again.
 */
export function useCountdown(channel: CodeChannel, to: string, sentAt: number): number {
  const [, tick] = useState(0);
  const seconds = Math.ceil(resendRemainingMs(channel, { to }) / 1000);
  const running = seconds > 0;
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(id);
  }, [running, channel, to, sentAt]);
  return seconds;
}

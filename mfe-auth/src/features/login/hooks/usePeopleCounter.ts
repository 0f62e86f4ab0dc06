import { useEffect, useState } from 'react';
import {
  LOGIN_COUNTER_BASE,
  LOGIN_COUNTER_GROWTH_MAX,
  LOGIN_COUNTER_GROWTH_MIN,
} from 'shared-sdk/constants';

/** A random whole step between the spec's bounds (1 to 10). */
export function nextGrowth(random: () => number = Math.random): number {
  const span = LOGIN_COUNTER_GROWTH_MAX - LOGIN_COUNTER_GROWTH_MIN + 1;
  return LOGIN_COUNTER_GROWTH_MIN + Math.floor(random() * span);
}

/**
 * The live people counter of login step 1 (spec 1 §1): starts at the base (122987212) and
 * grows by a random 1 to 10 every second while the popup is open.
 */
export function usePeopleCounter(): number {
  const [count, setCount] = useState(LOGIN_COUNTER_BASE);
  useEffect(() => {
    const timer = setInterval(() => setCount((n) => n + nextGrowth()), 1000);
    return () => clearInterval(timer);
  }, []);
  return count;
}

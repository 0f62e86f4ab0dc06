/** spec 3 §2: on desktop a one-time swipe hint shows until dismissed (flag stored locally). */
import { useState } from 'react';

export const SWIPE_HINT_KEY = 'livcam.live.swipeHintSeen';

function seen(): boolean {
  try {
    return localStorage.getItem(SWIPE_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

export function useSwipeHint(desktop: boolean): { shown: boolean; dismiss(): void } {
  const [dismissed, setDismissed] = useState(seen);
  return {
    shown: desktop && !dismissed,
    dismiss() {
      setDismissed(true);
      try {
        localStorage.setItem(SWIPE_HINT_KEY, '1');
      } catch {
        // Private mode: the hint shows again next time, nothing worse.
      }
    },
  };
}

import { useCallback, useEffect, useRef } from 'react';
import { callStore } from '../engine';

const resting = (status: string) => status === 'idle' || status === 'ended';

/**
 * Where the keyboard focus was when a call flow began: the Call button a person pressed, or
 * whatever had the focus when a call rang in. Each of the call's dialogs (price, ring bell, video
 * window) returns the focus there when it closes, so it comes back to that button when the call
 * is over instead of dropping to the page (the SDK's focus trap waits until the button, disabled
 * during the call, is enabled again). Read from the store's own notification, before any dialog
 * has rendered and moved the focus.
 */
export function useFocusOrigin(): () => HTMLElement | null {
  const origin = useRef<HTMLElement | null>(null);
  useEffect(() => {
    let last = callStore.getSnapshot().status;
    return callStore.subscribe(() => {
      const status = callStore.getSnapshot().status;
      if (resting(last) && !resting(status)) {
        const active = document.activeElement;
        origin.current = active instanceof HTMLElement && active !== document.body ? active : null;
      }
      last = status;
    });
  }, []);
  return useCallback(() => origin.current, []);
}

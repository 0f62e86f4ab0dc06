import { useState } from 'react';

/**
 * spec 3 §2 "Settings popup": a Web Notification entry in the dev environment only (the popup
 * renders it only in development builds). Asks for permission and shows a test notification.
 */
export function WebNotificationTest({ className }: { className?: string }) {
  const [state, setState] = useState<string | null>(null);
  const run = async () => {
    if (typeof Notification === 'undefined') return setState('not supported by this browser');
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') return setState(`permission ${permission}`);
    new Notification('LivCam', { body: 'Test notification from the dev build.' });
    setState('sent');
  };
  return (
    <button type="button" className={className} onClick={() => void run()}>
      Web notification (dev){state ? ` — ${state}` : ''}
    </button>
  );
}

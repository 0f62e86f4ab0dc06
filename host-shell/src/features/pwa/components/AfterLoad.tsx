import { lazy, Suspense, useEffect, useState } from 'react';
import { whenShown } from '../../prerender/state/takeover';

// The service worker and the install and push prompts: requested only once the app is on screen
// (after the pre-rendered landing's takeover), the page has loaded and the browser is idle —
// never on the landing's path (README "Web app").
const PwaLayer = lazy(() => import('./PwaLayer'));

/** Mounts the web-app layer once the app is shown, the page has loaded and the browser is idle. */
export function PwaAfterLoad() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const idle = () =>
      'requestIdleCallback' in window
        ? window.requestIdleCallback(() => setReady(true))
        : setTimeout(() => setReady(true), 0);
    let live = true;
    const afterLoad = () => {
      if (!live) return;
      if (document.readyState === 'complete') idle();
      else window.addEventListener('load', idle, { once: true });
    };
    whenShown(afterLoad);
    return () => {
      live = false;
      window.removeEventListener('load', idle);
    };
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <PwaLayer />
    </Suspense>
  ) : null;
}

import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { splitLanguagePrefix } from 'shared-sdk';
import { openUrlOf, registerServiceWorker } from '../serviceWorker';

/**
 * Registers the service worker (mounted after load: PwaAfterLoad) and opens, in place, the path a
 * tapped notification asks for (the page is not reloaded: a running call stays up). The path
 * keeps the language prefix the visitor is on.
 */
export function ServiceWorkerBridge() {
  const navigate = useNavigate();
  useEffect(() => registerServiceWorker(), []);
  useEffect(() => {
    const sw = navigator.serviceWorker;
    if (!sw) return;
    const onMessage = (e: MessageEvent) => {
      const url = openUrlOf(e.data);
      if (!url) return;
      const { prefix } = splitLanguagePrefix(window.location.pathname);
      navigate(prefix ? `/${prefix}${url}` : url);
      // Tells the worker it was opened in place (else it navigates the window itself).
      e.ports[0]?.postMessage('opened');
    };
    sw.addEventListener('message', onMessage);
    return () => sw.removeEventListener('message', onMessage);
  }, [navigate]);
  return null;
}

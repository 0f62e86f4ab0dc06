import https from 'node:https';
import type { PushRequest, WebPushDeps } from './service';

/** The push services browsers subscribe with (Chrome/Edge via FCM, Firefox, Safari, Windows). */
export const KNOWN_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  '*.notify.windows.com',
] as const;

export interface PushServiceOptions {
  /**
   * Hosts a push may be sent to (`*.` allows subdomains). A subscription's endpoint is the
   * client's word, so without this list the server would post wherever a client asked.
   */
  allowedHosts: readonly string[];
  /** Extra trusted CA (PEM): the loopback stand-in's certificate in tests. */
  ca?: string;
  timeoutMs?: number;
}

export const hostAllowed = (host: string, allowed: readonly string[]): boolean =>
  allowed.some((a) => (a.startsWith('*.') ? host.endsWith(a.slice(1)) : host === a));

/** One POST of a built push request (RFC 8030); resolves with the push service's status code. */
function post(req: PushRequest, o: PushServiceOptions): Promise<number> {
  return new Promise((resolve, reject) => {
    const r = https.request(
      req.endpoint,
      {
        method: 'POST',
        headers: { ...req.headers, 'Content-Length': String(req.body?.length ?? 0) },
        timeout: o.timeoutMs ?? 10_000,
        ...(o.ca ? { ca: o.ca } : {}),
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    r.on('timeout', () => r.destroy(new Error('push service timed out')));
    r.on('error', reject);
    r.end(req.body ?? undefined);
  });
}

/**
 * Delivery to the real push services, for a deployment that reaches them (WEB_PUSH_SEND=1):
 * the request `requestFor` built (VAPID header, aes128gcm body) is posted to the endpoint. A
 * subscription the push service no longer knows (404, 410) is forgotten; other failures throw,
 * and the service logs them.
 */
export function pushServiceDelivery(
  o: PushServiceOptions & { forget(endpoint: string): void },
): WebPushDeps['deliver'] {
  return async (_userId, _notice, request) => {
    const host = new URL(request.endpoint).hostname;
    if (!hostAllowed(host, o.allowedHosts))
      throw new Error(`push endpoint host ${host} is not a known push service`);
    const status = await post(request, o);
    if (status === 404 || status === 410) return o.forget(request.endpoint);
    if (status < 200 || status >= 300) throw new Error(`push service answered ${status}`);
  };
}

/** WEB_PUSH_SEND=1's settings: PUSH_SERVICE_HOSTS (comma-separated) or the known push services. */
export function pushServiceFromEnv(env: NodeJS.ProcessEnv): PushServiceOptions {
  const hosts = (env.PUSH_SERVICE_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  return { allowedHosts: hosts.length ? hosts : KNOWN_PUSH_SERVICE_HOSTS };
}

import type { BrowserContext } from '@playwright/test';
import { loadSigning } from './chat-store';
import { BACKEND } from './session';

/**
 * A device whose clock has moved on: the
 * context's clock (Date, timers) runs `shiftMs` ahead of the real time, as if the person came
 * back days later. The backend keeps the real time and refuses a request whose signed
 * `timestamp` is more than 5 minutes off (40003), so the test re-signs each backend request in
 * flight with the real time (the SDK's own signing code, the same nonce, URL and body): the
 * server answers as it would days later, and only the device's clock is shifted.
 */
export async function shiftClock(context: BrowserContext, shiftMs: number): Promise<void> {
  await context.clock.install({ time: Date.now() + shiftMs });
  const { signRequest } = await loadSigning();
  await context.route(`${BACKEND}/**`, async (route) => {
    const req = route.request();
    const url = new URL(req.url());
    const headers = req.headers();
    if (!url.searchParams.has('timestamp') || !headers['x-sign']) return route.continue();
    const timestamp = String(Date.now());
    url.searchParams.set('timestamp', timestamp);
    // The SDK signs the body text when it sends JSON (form data is not part of the signature).
    const json = (headers['content-type'] ?? '').includes('application/json');
    headers['x-sign'] = await signRequest({
      url: url.pathname + url.search,
      loginToken: headers['x-login-token'] ?? '',
      deviceId: url.searchParams.get('deviceId') ?? '',
      nonce: url.searchParams.get('nonce') ?? '',
      timestamp,
      userId: url.searchParams.get('userId') ?? '',
      ...(json ? { body: req.postData() ?? '' } : {}),
    });
    await route.continue({ url: url.toString(), headers });
  });
}

import { requestLive, showToast, type LiveRequest } from 'shared-sdk';

/** spec 2 §8 "Not logged in rejects with 'not login'": the login popup is already open. */
const NOT_LOGIN = 'not login';

/**
 * Opens a live through the SDK's `requestLive`, the one way in for every part. A visitor gets the
 * login popup there; the live layer shows its own refusals (the entry lock, an ended live). The
 * one failure nobody else can show is the layer never answering (its remote did not load): then
 * `failedText` is toasted.
 */
export function openLive(request: LiveRequest, failedText: string): Promise<void> {
  return requestLive(request).catch((e: unknown) => {
    const msg = e instanceof Error ? e.message : String(e);
    if (msg === NOT_LOGIN) return;
    if (/not mounted/.test(msg)) showToast(failedText);
  });
}

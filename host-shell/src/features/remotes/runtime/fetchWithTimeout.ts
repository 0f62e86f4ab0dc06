/**
 * Manifest fetch with a per-attempt timeout and a bounded retry (TOOLCHAIN.md: a server that
 * accepts and never answers hangs the manifest fetch forever). One function so that the MF
 * `fetch` hook issues exactly one request chain: the runtime's AsyncHook calls every plugin's
 * `fetch` in turn, so two plugins each fetching would double the requests.
 */
export interface FetchRetryOptions {
  timeoutMs: number;
  retries: number;
  retryDelayMs: number;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

function isTimeout(err: unknown): boolean {
  return err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
}

export async function fetchWithTimeout(
  url: string,
  init: RequestInit,
  { timeoutMs, retries, retryDelayMs }: FetchRetryOptions,
  fetchFn: typeof fetch = fetch,
): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt++) {
    if (attempt > 0) await sleep(retryDelayMs);
    try {
      const signal = init.signal
        ? AbortSignal.any([init.signal, AbortSignal.timeout(timeoutMs)])
        : AbortSignal.timeout(timeoutMs);
      const res = await fetchFn(url, { ...init, signal, cache: 'no-cache' });
      if (!res.ok) throw new Error(`HTTP ${res.status} for ${url}`);
      return res;
    } catch (err) {
      lastError = err;
      // A hung server stays hung: do not multiply the wait by retrying a timeout.
      if (isTimeout(err))
        throw new Error(`Manifest timed out after ${timeoutMs} ms: ${url}`, { cause: err });
    }
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}

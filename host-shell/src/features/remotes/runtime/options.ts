/**
 * Values the build-time runtime plugins read when they run (after start-up has fetched the
 * app config). Kept in a tiny module with no React so the plugins stay out of the shared graph.
 */
export interface RemoteRuntimeOptions {
  /** Per-attempt manifest timeout (app-config `manifestTimeoutMs`, default 10 s). */
  manifestTimeoutMs: number;
  /** Extra manifest attempts after a network error or 5xx (not after a timeout). */
  manifestRetries: number;
  retryDelayMs: number;
}

export const remoteRuntimeOptions: RemoteRuntimeOptions = {
  manifestTimeoutMs: 10_000,
  manifestRetries: 1,
  retryDelayMs: 300,
};

export function setRemoteRuntimeOptions(patch: Partial<RemoteRuntimeOptions>): void {
  Object.assign(remoteRuntimeOptions, patch);
}

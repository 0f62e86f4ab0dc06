/**
 * The API calls still under way (client.ts adds each apiRequest until it settles). Not part of
 * the SDK's public surface: `shared-sdk/testing`'s `settleRequests()` reads it, so a test can
 * wait for the requests a page started instead of leaving them to finish after the test (a
 * late "[api] … -1: network" warning after jest's environment is gone fails the run).
 */
export const inFlight = new Set<Promise<unknown>>();

/** Tracks `p` until it settles; answers `p` itself. */
export function track<T>(p: Promise<T>): Promise<T> {
  inFlight.add(p);
  const done = () => void inFlight.delete(p);
  p.then(done, done);
  return p;
}

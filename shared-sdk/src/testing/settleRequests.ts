import { inFlight } from '../api/inflight';

/**
 * Waits until no API call is under way: the ones a rendered page started and any they lead to.
 * Await it (inside `act`) before a test ends, so no request outlives its test.
 */
export async function settleRequests(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}

import { watchRealtime } from '../../realtime/state/watchRealtime';
import { watchSessionUpkeep } from './upkeep';

/**
 * The session's background work that only a signed-in user has: the upkeep of spec 1 §4.3 and
 * the host's messaging connection. Loaded at the first signed-in user (watchers.ts);
 * from then on both follow userAtom themselves.
 */
export function startSignedInWatchers(): void {
  watchSessionUpkeep();
  watchRealtime();
}

import { watchMessageStore } from 'shared-sdk';
import { watchRealtime } from '../../realtime/state/watchRealtime';
import { watchSessionUpkeep } from './upkeep';

let installed = false;

/**
 * The background work tied to the session, started once at boot (issue 3): the upkeep of
 * spec 1 §4.3, the host's messaging connection and (issue 10) the user's message store, which
 * feeds the unread summary. All follow userAtom.
 */
export function startSessionWatchers(): void {
  if (installed) return;
  installed = true;
  watchSessionUpkeep();
  watchRealtime();
  watchMessageStore();
}

// Shared helpers for host tests.
import { appStore, resetSessionAtoms } from 'shared-sdk';
import { playWaysAtom, type PlayWay } from '../src/features/routing/state/playWays';
import { storedSessionAtom } from '../src/features/session/state/sessionAtoms';

export const ALL_PLAY_WAYS = (main?: string): PlayWay[] =>
  ['LIVCAM', 'CARD', 'WALL', 'MATCH', 'LIVE'].map((name, i) => ({
    name,
    id: i + 1,
    main: name === main,
  }));

export function resetStores(): void {
  resetSessionAtoms();
  appStore.set(storedSessionAtom, false);
  appStore.set(playWaysAtom, { status: 'ready', list: ALL_PLAY_WAYS() });
}

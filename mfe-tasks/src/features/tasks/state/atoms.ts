import { atom } from 'jotai';

/**
 * Bumped after every claim or check-in in this remote, so the entry's dot and tip (mounted in
 * the shell, apart from the list) read the claimable coins again. Written by useMissions and
 * useCheckIn only.
 */
export const tasksChangedAtom = atom(0);

/** The day the list was opened (mirrors the first-visit cookie, so the entry's dot goes at once). */
export const listOpenedAtom = atom(0);

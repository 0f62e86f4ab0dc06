import { atom } from 'jotai';

/** Session cookies exist (spec 1 §3) — set at start-up, cleared on logout and session codes. */
export const storedSessionAtom = atom(false);

/** The ban screen's message (spec 1 §4.3 "Account bans", §8 10115/10116), or null. */
export const banMessageAtom = atom<string | null>(null);

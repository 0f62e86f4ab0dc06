import { atom } from 'jotai';

/** Session cookies exist (spec 1 §3) — set at start-up, cleared on logout and session codes. */
export const storedSessionAtom = atom(false);

/** What the ban screen shows (spec 1 §4.3 "Account bans", §8 10115/10116), or null. */
export interface BanNotice {
  /** 10115 account blocked (48 hours), 10116 device banned. */
  code: number;
  message: string;
}
export const banAtom = atom<BanNotice | null>(null);

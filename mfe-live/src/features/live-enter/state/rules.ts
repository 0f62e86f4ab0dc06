import { getLocal, setLocal } from 'shared-sdk';

/**
 * The live-enter popup (spec 3 §2 "Widgets": "a live-enter popup with an Enter button"; spec 2
 * §5 "a host who is living gets a highlight and a live-entry popup"). The spec gives no timing or
 * frequency: these are the project's.
 */

/**
 * project — the popup waits this long on the page before it asks whether to show: a user who came
 * to call or match has started by then (a call in progress or an open popup suppresses it).
 */
export const LIVE_ENTER_DELAY_MS = 8_000;
/** project — local-storage key: the UTC day the popup last showed, per user id. */
export const LIVE_ENTER_SHOWN_KEY = 'livcam.live.enterPopup';

/** The UTC day of `at`, YYYY-MM-DD (spec 2 §9 "daily counters keyed by date"). */
export const dayOf = (at: number): string => new Date(at).toISOString().slice(0, 10);

/** Whether the popup already showed to `userId` today (at most once a day and user). */
export function shownToday(userId: number, at: number): boolean {
  return getLocal<Record<string, string>>(LIVE_ENTER_SHOWN_KEY)?.[String(userId)] === dayOf(at);
}

/** Remembers that the popup showed to `userId` today (other users' days are kept). */
export function markShown(userId: number, at: number): void {
  const all = getLocal<Record<string, string>>(LIVE_ENTER_SHOWN_KEY) ?? {};
  setLocal(LIVE_ENTER_SHOWN_KEY, { ...all, [String(userId)]: dayOf(at) });
}

export interface EnterConditions {
  userId: number | null;
  /** Already shown to this user today. */
  shownToday: boolean;
  /** A live plays in the mini player: the user is watching already. */
  watching: boolean;
  /** A call is being prepared, rings or runs. */
  inCall: boolean;
  /** The page is hidden, or another popup is open (the SDK's hidden-document rule). */
  pageHidden: boolean;
}

/** Whether to ask the server at all (signed in, not shown today, nothing else going on). */
export function mayAsk(c: EnterConditions): boolean {
  return c.userId !== null && !c.shownToday && !c.watching && !c.inCall && !c.pageHidden;
}

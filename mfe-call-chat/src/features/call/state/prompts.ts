/**
 * Prompts during a call (spec 2 §4 "Prompts during a call", §9): pure rules, table-tested in
 * prompts.test.ts; components/CallPrompts.tsx shows them over the video window.
 *
 * - Recharge prompt: while the next minute is not covered (the server's 101 said isGoldEnough
 *   false), a countdown of RECHARGE_COUNTDOWN_S (58) seconds, then it starts again.
 * - Minute-call prompt: after each coin deduction (101) the minute now being paid, from the
 *   server's call time (videoTime of that 101), never from the device's clock. Project: shown
 *   for MINUTE_PROMPT_SHOW_MS.
 * - Favourite prompt: at FAVOURITE_PROMPT_AT_S (300) seconds of call time, for a friend (relation
 *   2) who is not a favourite yet, unless the recharge prompt is showing; it closes by itself
 *   after 20 s, or 3 s after the user confirms.
 */
import {
  FAVOURITE_PROMPT_AT_S,
  FAVOURITE_PROMPT_CLOSE_MS,
  FAVOURITE_PROMPT_CONFIRM_CLOSE_MS,
  RECHARGE_COUNTDOWN_S,
} from 'shared-sdk/constants';

/** project — how long the minute-call prompt stays after a deduction. */
export const MINUTE_PROMPT_SHOW_MS = 4_000;

/** Seconds left on the recharge countdown `shownMs` after it appeared (58 … 1, then 58 again). */
export function rechargeSecondsLeft(shownMs: number): number {
  const passed = Math.floor(Math.max(0, shownMs) / 1000) % RECHARGE_COUNTDOWN_S;
  return RECHARGE_COUNTDOWN_S - passed;
}

/** The minute being paid at the server's call time `videoTimeS` (minute 1 from the first frame). */
export function minuteOfCall(videoTimeS: number): number {
  return Math.floor(Math.max(0, videoTimeS) / 60) + 1;
}

export type FavouritePrompt =
  | { status: 'waiting' }
  | { status: 'open'; openedAt: number }
  | { status: 'confirmed'; at: number }
  | { status: 'done' };

export type FavouriteEvent =
  /** Every second of the call: call time from the first frame, and what the rule needs. */
  | {
      type: 'tick';
      now: number;
      callS: number;
      friend: boolean;
      favourite: boolean;
      rechargeShowing: boolean;
    }
  | { type: 'confirm'; now: number }
  | { type: 'dismiss' };

export interface FavouriteTransition {
  state: FavouritePrompt;
  /** POST /facade/api/friend/stick with stick 1 (the favourite toggle, spec 2 §7). */
  stick: boolean;
}

export const FAVOURITE_WAITING: FavouritePrompt = { status: 'waiting' };

/** The favourite prompt's table: once per call; anything else leaves the same state. */
export function favouriteTransition(s: FavouritePrompt, e: FavouriteEvent): FavouriteTransition {
  const stay = { state: s, stick: false };
  switch (s.status) {
    case 'waiting':
      if (e.type !== 'tick' || e.callS < FAVOURITE_PROMPT_AT_S) return stay;
      if (!e.friend || e.favourite) return { state: { status: 'done' }, stick: false };
      // Not over the recharge prompt: it waits until that one is gone.
      if (e.rechargeShowing) return stay;
      return { state: { status: 'open', openedAt: e.now }, stick: false };
    case 'open':
      if (e.type === 'confirm') return { state: { status: 'confirmed', at: e.now }, stick: true };
      if (e.type === 'dismiss') return { state: { status: 'done' }, stick: false };
      if (e.type === 'tick' && e.now - s.openedAt >= FAVOURITE_PROMPT_CLOSE_MS)
        return { state: { status: 'done' }, stick: false };
      return stay;
    case 'confirmed':
      if (e.type === 'dismiss') return { state: { status: 'done' }, stick: false };
      if (e.type === 'tick' && e.now - s.at >= FAVOURITE_PROMPT_CONFIRM_CLOSE_MS)
        return { state: { status: 'done' }, stick: false };
      return stay;
    case 'done':
      return stay;
  }
}

/**
 * Random matching on MatchPage (spec 2 §4 rules 3, 7, 14; §7 "Matches"; issue 11) as an explicit
 * state machine: `matchTransition(state, event)` is pure and returns the next state and the
 * commands the driver (useMatching) runs — the match API, the poll timer, the call.
 *
 *   idle → starting → waiting ⇄ (poll) → matched → inCall → idle ("Next match")
 *                        ↑          │ (pair fell through / call never connected)
 *                        └──────────┘
 * The pair's `caller` launches the call at once (callLocation 100 with the matchId: sent directly,
 * no price confirm); the `callee` accepts the invitation of its own match without a ring bell
 * (they asked to be matched). The call itself is the SDK call machine's.
 */
import type { MatchInfo, MatchState } from 'shared-sdk';

export type MatchStatus = 'idle' | 'starting' | 'waiting' | 'matched' | 'inCall' | 'failed';

export interface MatchMachineState {
  status: MatchStatus;
  match: MatchInfo | null;
  /** People waiting right now (the server's count, this user included). */
  waiting: number;
  /** The last pair fell through before a call connected (shown as a note while waiting again). */
  fellThrough: boolean;
  /** The partner of the last match call (for "Next match"). */
  last: MatchInfo | null;
  /** The error code of a failed start (e.g. 100007 already in a call). */
  code: number | null;
}

export const INITIAL_MATCH_STATE: MatchMachineState = Object.freeze({
  status: 'idle',
  match: null,
  waiting: 0,
  fellThrough: false,
  last: null,
  code: null,
}) as MatchMachineState;

export type MatchCommand =
  | { type: 'requestStart' }
  | { type: 'requestExit' }
  | { type: 'poll' }
  | { type: 'clearPoll' }
  | { type: 'launch'; match: MatchInfo }
  | { type: 'accept' };

export type MatchEvent =
  /** The user taps Start (or Next match). */
  | { type: 'start' }
  /** The user taps Stop, or leaves MatchPage. */
  | { type: 'stop' }
  /** An answer of matching / matching/fetch. */
  | { type: 'answer'; state: MatchState }
  | { type: 'failed'; code?: number }
  /** The call machine rings with the invitation of this match (callee side). */
  | { type: 'invited'; matchId: string }
  /** The call of this match connected (media). */
  | { type: 'callConnected'; matchId: string }
  /** The call of this match is over; `connected` if it ever connected. */
  | { type: 'callEnded'; matchId: string; connected: boolean }
  /** The call could not be paid (not-enough-coins / VIP dialog): matching stops. */
  | { type: 'callBlocked'; matchId: string };

export interface MatchTransition {
  state: MatchMachineState;
  commands: MatchCommand[];
}

const stay = (s: MatchMachineState): MatchTransition => ({ state: s, commands: [] });
const ofMatch = (s: MatchMachineState, matchId: string) => s.match?.matchId === matchId;

/** A server answer while starting, waiting or matched (not yet in the call). */
function onAnswer(s: MatchMachineState, m: MatchState): MatchTransition {
  const waiting = m.waiting;
  if (m.status === 'matched' && m.match) {
    if (s.status === 'matched' && ofMatch(s, m.match.matchId))
      return { state: { ...s, match: m.match, waiting }, commands: [{ type: 'poll' }] };
    const next: MatchMachineState = { ...s, status: 'matched', match: m.match, waiting, fellThrough: false, code: null };
    // The caller launches once; the callee keeps polling (the pair can fall through) until invited.
    return {
      state: next,
      commands: m.match.role === 'caller' ? [{ type: 'launch', match: m.match }, { type: 'poll' }] : [{ type: 'poll' }],
    };
  }
  if (m.status === 'waiting')
    return {
      state: {
        ...s,
        status: 'waiting',
        match: null,
        waiting,
        fellThrough: s.status === 'matched' || m.matchCancelled || s.fellThrough,
      },
      commands: [{ type: 'poll' }],
    };
  // idle / cancelled: the server forgot us (stale, restarted) — join the queue again.
  return { state: { ...s, status: 'starting', match: null, waiting }, commands: [{ type: 'requestStart' }] };
}

export function matchTransition(s: MatchMachineState, e: MatchEvent): MatchTransition {
  switch (s.status) {
    case 'idle':
    case 'failed':
      if (e.type === 'start')
        return { state: { ...s, status: 'starting', match: null, code: null, fellThrough: false }, commands: [{ type: 'requestStart' }] };
      return stay(s);

    case 'starting':
    case 'waiting':
      if (e.type === 'answer') return onAnswer(s, e.state);
      if (e.type === 'failed')
        return { state: { ...s, status: 'failed', match: null, code: e.code ?? null }, commands: [{ type: 'clearPoll' }] };
      if (e.type === 'stop')
        return { state: { ...s, status: 'idle', match: null }, commands: [{ type: 'clearPoll' }, { type: 'requestExit' }] };
      return stay(s);

    case 'matched':
      if (e.type === 'answer') return onAnswer(s, e.state);
      if (e.type === 'failed') return { state: s, commands: [{ type: 'poll' }] }; // a poll failed: try again
      if (e.type === 'stop')
        return { state: { ...s, status: 'idle', match: null }, commands: [{ type: 'clearPoll' }, { type: 'requestExit' }] };
      if (e.type === 'invited' && ofMatch(s, e.matchId))
        return s.match?.role === 'callee' ? { state: s, commands: [{ type: 'accept' }] } : stay(s);
      if (e.type === 'callConnected' && ofMatch(s, e.matchId))
        return { state: { ...s, status: 'inCall' }, commands: [{ type: 'clearPoll' }] };
      if (e.type === 'callBlocked' && ofMatch(s, e.matchId))
        return { state: { ...s, status: 'idle', match: null }, commands: [{ type: 'clearPoll' }, { type: 'requestExit' }] };
      if (e.type === 'callEnded' && ofMatch(s, e.matchId))
        // Refused, timed out or failed before connecting: the next match at once.
        return { state: { ...s, status: 'starting', match: null, fellThrough: true }, commands: [{ type: 'clearPoll' }, { type: 'requestStart' }] };
      return stay(s);

    case 'inCall':
      if (e.type === 'callEnded' && ofMatch(s, e.matchId))
        return { state: { ...s, status: 'idle', last: s.match, match: null }, commands: [] };
      return stay(s);
  }
}

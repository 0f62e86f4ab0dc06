/**
 * Random matching on MatchPage (spec 2 §4 rules 3, 7, 14; §7 "Matches") as an explicit
 * state machine: `matchTransition(state, event)` is pure and returns the next state and the
 * commands the driver (useMatching) runs — the match API, the poll timer, the call.
 *
 *   idle → starting → waiting ⇄ (poll) → matched → inCall → idle ("Next match")
 *                        ↑          │ (pair fell through / call never connected / Skip)
 *                        └──────────┘
 * The pair's `caller` launches the call (callLocation 100 with the matchId: sent directly, no
 * price confirm): a free match at once; a paid one (a host, `pricePerMinute` > 0) after the
 * matched card has shown its price for MATCH_PRICE_REVEAL_MS (`revealing`; Skip = the next
 * match), so the price is read before video and coins start (backend match README rule M5). The
 * `callee` accepts the invitation of its own match without a ring bell (they asked to be
 * matched). The call itself is the SDK call machine's. Every answer also brings what host
 * matches cost this user (`hosts`, rule M4): MatchPage says it before Start.
 */
import type { MatchHostPrices, MatchInfo, MatchState } from 'shared-sdk';

/**
 * How long the matched card shows a paid match's price before the call is placed (project: long
 * enough to read a name and a price, well inside the server's 15 s launch time,
 * MATCH_LAUNCH_TIMEOUT_MS).
 */
export const MATCH_PRICE_REVEAL_MS = 2_500;

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
  /** A paid match's price is on screen; the call is placed when the reveal ends (caller only). */
  revealing: boolean;
  /** What host matches cost this user, and their coins (the server's last answer); null until known. */
  hosts: MatchHostPrices | null;
  goldNum: number | null;
}

export const INITIAL_MATCH_STATE: MatchMachineState = Object.freeze({
  status: 'idle',
  match: null,
  waiting: 0,
  fellThrough: false,
  last: null,
  code: null,
  revealing: false,
  hosts: null,
  goldNum: null,
}) as MatchMachineState;

export type MatchCommand =
  | { type: 'requestStart' }
  | { type: 'requestExit' }
  | { type: 'poll' }
  | { type: 'clearPoll' }
  | { type: 'launch'; match: MatchInfo }
  /** Show the price for MATCH_PRICE_REVEAL_MS, then `revealed`. */
  | { type: 'reveal'; match: MatchInfo }
  | { type: 'clearReveal' }
  /** Read the matching state once for `offer` (what host matches cost; on open, after a call). */
  | { type: 'peek' }
  | { type: 'accept' };

export type MatchEvent =
  /** The user taps Start (or Next match). */
  | { type: 'start' }
  /** The user taps Stop, or leaves MatchPage. */
  | { type: 'stop' }
  /** An answer of matching / matching/fetch. */
  | { type: 'answer'; state: MatchState }
  /** The answer of a `peek`: only what host matches cost and the coins are taken from it. */
  | { type: 'offer'; state: MatchState }
  /** The price was shown long enough: place the call. */
  | { type: 'revealed'; matchId: string }
  /** The user skips a match whose price they saw: the next match. */
  | { type: 'skip' }
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
/** What every answer says besides the queue: host prices and the coins (when it carries them). */
const offerOf = (s: MatchMachineState, m: MatchState): MatchMachineState =>
  m.hosts ? { ...s, hosts: m.hosts, goldNum: m.goldNum ?? s.goldNum } : s;
/** Leaving a match before its call: stop the poll, and the reveal if it runs. */
const leaveMatch = (s: MatchMachineState): MatchCommand[] =>
  s.revealing ? [{ type: 'clearReveal' }, { type: 'clearPoll' }] : [{ type: 'clearPoll' }];

/** A server answer while starting, waiting or matched (not yet in the call). */
function onAnswer(prev: MatchMachineState, m: MatchState): MatchTransition {
  const s = offerOf(prev, m);
  const waiting = m.waiting;
  if (m.status === 'matched' && m.match) {
    if (s.status === 'matched' && ofMatch(s, m.match.matchId))
      return { state: { ...s, match: m.match, waiting }, commands: [{ type: 'poll' }] };
    const next: MatchMachineState = {
      ...s,
      status: 'matched',
      match: m.match,
      waiting,
      fellThrough: false,
      code: null,
      revealing: false,
    };
    // The callee keeps polling (the pair can fall through) until invited.
    if (m.match.role !== 'caller') return { state: next, commands: [{ type: 'poll' }] };
    // The caller launches once: a paid match after its price was shown.
    if (m.match.pricePerMinute > 0)
      return {
        state: { ...next, revealing: true },
        commands: [{ type: 'reveal', match: m.match }, { type: 'poll' }],
      };
    return { state: next, commands: [{ type: 'launch', match: m.match }, { type: 'poll' }] };
  }
  const left =
    prev.status === 'matched' ? leaveMatch(prev).filter((c) => c.type === 'clearReveal') : [];
  if (m.status === 'waiting')
    return {
      state: {
        ...s,
        status: 'waiting',
        match: null,
        waiting,
        revealing: false,
        fellThrough: s.status === 'matched' || m.matchCancelled || s.fellThrough,
      },
      commands: [...left, { type: 'poll' }],
    };
  // idle / cancelled: the server forgot us (stale, restarted) — join the queue again.
  return {
    state: { ...s, status: 'starting', match: null, waiting, revealing: false },
    commands: [...left, { type: 'requestStart' }],
  };
}

export function matchTransition(s: MatchMachineState, e: MatchEvent): MatchTransition {
  if (e.type === 'offer') return { state: offerOf(s, e.state), commands: [] };
  switch (s.status) {
    case 'idle':
    case 'failed':
      if (e.type === 'start')
        return {
          state: { ...s, status: 'starting', match: null, code: null, fellThrough: false },
          commands: [{ type: 'requestStart' }],
        };
      return stay(s);

    case 'starting':
    case 'waiting':
      if (e.type === 'answer') return onAnswer(s, e.state);
      if (e.type === 'failed')
        return {
          state: { ...s, status: 'failed', match: null, code: e.code ?? null },
          commands: [{ type: 'clearPoll' }],
        };
      if (e.type === 'stop')
        return {
          state: { ...s, status: 'idle', match: null },
          commands: [{ type: 'clearPoll' }, { type: 'requestExit' }],
        };
      return stay(s);

    case 'matched':
      if (e.type === 'answer') return onAnswer(s, e.state);
      if (e.type === 'failed') return { state: s, commands: [{ type: 'poll' }] }; // a poll failed: try again
      if (e.type === 'stop')
        return {
          state: { ...s, status: 'idle', match: null, revealing: false },
          commands: [...leaveMatch(s), { type: 'requestExit' }],
        };
      if (e.type === 'revealed' && s.revealing && ofMatch(s, e.matchId) && s.match)
        return {
          state: { ...s, revealing: false },
          commands: [{ type: 'launch', match: s.match }],
        };
      if (e.type === 'skip' && s.revealing)
        // Asking to match again while the pair waits for its launch is the next match (rule M7).
        return {
          state: { ...s, status: 'starting', match: null, revealing: false },
          commands: [...leaveMatch(s), { type: 'requestStart' }],
        };
      if (e.type === 'invited' && ofMatch(s, e.matchId))
        return s.match?.role === 'callee' ? { state: s, commands: [{ type: 'accept' }] } : stay(s);
      if (e.type === 'callConnected' && ofMatch(s, e.matchId))
        return { state: { ...s, status: 'inCall' }, commands: [{ type: 'clearPoll' }] };
      if (e.type === 'callBlocked' && ofMatch(s, e.matchId))
        return {
          state: { ...s, status: 'idle', match: null },
          commands: [{ type: 'clearPoll' }, { type: 'requestExit' }],
        };
      if (e.type === 'callEnded' && ofMatch(s, e.matchId))
        // Refused, timed out or failed before connecting: the next match at once.
        return {
          state: { ...s, status: 'starting', match: null, fellThrough: true },
          commands: [{ type: 'clearPoll' }, { type: 'requestStart' }],
        };
      return stay(s);

    case 'inCall':
      // After the call the coins moved: what host matches cost is read again.
      if (e.type === 'callEnded' && ofMatch(s, e.matchId))
        return {
          state: { ...s, status: 'idle', last: s.match, match: null },
          commands: [{ type: 'peek' }],
        };
      return stay(s);
  }
}

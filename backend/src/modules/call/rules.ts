/**
 * The call room's transition table (issue 11: "rooms with explicit states, refusing impossible
 * moves"). Pure: no clock, no database. The service looks a move up here before it writes;
 * anything not in the table answers 100007 (CALL_CODE.badRoomAction).
 *
 * ringing ──answer──▶ connecting ──notifyStart──▶ connected
 *    │                    │                           │
 *    └ cancel/refuse/     └ hangup/notifyEnd/clean/   └ hangup/notifyEnd/clean/gone/noCoins
 *      timeout/clean/gone   startTimeout/gone
 *                 ╲              │                           ╱
 *                  ──────────────▶ ended ◀───────────────────
 */
import type { CallRoomState, HangupReason } from 'shared-sdk/node';
import { CALL_EVENT, HANGUP_REASON } from './sdk';

export type CallRole = 'caller' | 'callee';
/** Who asks: one of the two parties, or the server's own clock (timeouts, billing, presence). */
export type Actor = CallRole | 'server';

/** Client actions (spec 2 §3 action codes) and the server's own moves. */
export type CallAction =
  | 'answer'
  | 'refuse'
  | 'busy'
  | 'cancel'
  | 'timeout'
  | 'hangup'
  | 'notifyJoin'
  | 'notifyStart'
  | 'notifyEnd'
  /** Abnormal-call clean-up after a reload (spec 2 §7). */
  | 'clean'
  /** Server: answered, but no first frame in time. */
  | 'startTimeout'
  /** Server: a party has had no realtime connection for the leave timer. */
  | 'gone'
  /** Server: the next minute could not be paid. */
  | 'noCoins';

export interface Move {
  to: CallRoomState;
  /** Set when the move ends the room. */
  reason?: HangupReason;
  /** The 1050 action pushed to both parties (none for moves that change nothing visible). */
  event?: (typeof CALL_EVENT)[keyof typeof CALL_EVENT];
}

type Table = Partial<
  Record<CallRoomState, Partial<Record<CallAction, Partial<Record<Actor, Move>>>>>
>;

const E = CALL_EVENT;
const R = HANGUP_REASON;
const end = (reason: HangupReason, event: Move['event']): Move => ({ to: 'ended', reason, event });
const parties = (m: Move) => ({ caller: m, callee: m });

/** The whole table. Tested row by row in rules.test.ts. */
export const TRANSITIONS: Table = {
  ringing: {
    answer: { callee: { to: 'connecting', event: E.connected } },
    refuse: { callee: end(R.refused, E.declined) },
    busy: { callee: end(R.busy, E.declined) },
    cancel: { caller: end(R.cancelled, E.callerCancelled) },
    timeout: { ...parties(end(R.noAnswer, E.timeout)), server: end(R.noAnswer, E.timeout) },
    // A reload while it rang: the caller's clean-up is a cancel, the callee's a refusal.
    clean: { caller: end(R.cancelled, E.callerCancelled), callee: end(R.refused, E.declined) },
    gone: { server: end(R.connectionLost, E.hungUp) },
  },
  connecting: {
    notifyJoin: parties({ to: 'connecting' }),
    notifyStart: parties({ to: 'connected' }),
    hangup: parties(end(R.hungUp, E.hungUp)),
    notifyEnd: parties(end(R.hungUp, E.hungUp)),
    clean: parties(end(R.connectionLost, E.hungUp)),
    startTimeout: { server: end(R.connectFailed, E.hungUp) },
    gone: { server: end(R.connectionLost, E.hungUp) },
  },
  connected: {
    notifyJoin: parties({ to: 'connected' }),
    notifyStart: parties({ to: 'connected' }),
    hangup: parties(end(R.hungUp, E.hungUp)),
    notifyEnd: parties(end(R.hungUp, E.hungUp)),
    clean: parties(end(R.connectionLost, E.hungUp)),
    gone: { server: end(R.connectionLost, E.hungUp) },
    noCoins: { server: end(R.noCoins, E.hungUp) },
  },
};

/** Actions that end a room: repeating one on an ended room is a safe retry (answers the final view). */
export const ENDING_ACTIONS: ReadonlySet<CallAction> = new Set<CallAction>([
  'refuse',
  'busy',
  'cancel',
  'timeout',
  'hangup',
  'notifyEnd',
  'clean',
]);

export type MoveResult = { ok: true; move: Move } | { ok: false; retry: boolean };

/**
 * The move for `action` by `actor` in `state`. `retry` is true when the room has already ended
 * and the action is one that ends rooms: the caller answers with the final view, changing nothing.
 */
export function transition(state: CallRoomState, action: CallAction, actor: Actor): MoveResult {
  const move = TRANSITIONS[state]?.[action]?.[actor];
  if (move) return { ok: true, move };
  return { ok: false, retry: state === 'ended' && actor !== 'server' && ENDING_ACTIONS.has(action) };
}

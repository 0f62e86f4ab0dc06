/**
 * The call room's transition table (rooms with explicit states, refusing impossible
 * moves). Pure: no clock, no database. The service looks a move up here before it writes;
 * anything not in the table answers 100007 (CALL_CODE.badRoomAction).
 *
 * ringing ──answer──▶ connecting ──start──▶ connected     (start: see "Who starts the clock")
 *    │                    │                           │
 *    └ cancel/refuse/     └ hangup/notifyEnd/clean/   └ hangup/notifyEnd/clean/gone/noCoins
 *      timeout/clean/gone   startTimeout/gone
 *                 ╲              │                           ╱
 *                  ──────────────▶ ended ◀───────────────────
 */
import type { CallRoomState, HangupReason } from 'shared-sdk/node';
import { CALL_EVENT, HANGUP_REASON } from '../../sdk';

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
  /** A party's first decoded remote frame (spec 2 §4 rule 13). */
  | 'notifyStart'
  | 'notifyEnd'
  /** Abnormal-call clean-up after a reload (spec 2 §7). */
  | 'clean'
  /** Server: its own media peer (a seeded host) sent the first video frame on a connected transport. */
  | 'mediaStart'
  /** Server: answered, but no first frame in time (or the payer never confirmed one: rules below). */
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

/**
 * Who starts the clock (the first paid minute) — decided by the server, never by one client alone:
 * - a call between two people starts when the CALLER, who pays, reports its first decoded frame
 *   of the callee. The callee's own report is kept (callee_frame_at) but starts nothing, so a
 *   callee cannot charge a caller who never saw a picture. A caller who never reports is not
 *   watching for free: the service ends the room unbilled CALL_START_CONFIRM_MS after the callee
 *   joined the media (it publishes from then on), and the relaunch limit stops a loop;
 * - a call to a seeded host starts when the server's own media peer sends the first video frame on
 *   a connected transport (`mediaStart`): the caller's report changes nothing there
 *   (SERVER_CALL_OVERRIDES), so a caller who stays silent pays from the first frame it is sent.
 */
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
    notifyStart: { caller: { to: 'connected' }, callee: { to: 'connecting' } },
    mediaStart: { server: { to: 'connected' } },
    hangup: parties(end(R.hungUp, E.hungUp)),
    notifyEnd: parties(end(R.hungUp, E.hungUp)),
    clean: parties(end(R.connectionLost, E.hungUp)),
    startTimeout: { server: end(R.connectFailed, E.hungUp) },
    gone: { server: end(R.connectionLost, E.hungUp) },
  },
  connected: {
    notifyJoin: parties({ to: 'connected' }),
    notifyStart: parties({ to: 'connected' }),
    mediaStart: { server: { to: 'connected' } },
    hangup: parties(end(R.hungUp, E.hungUp)),
    notifyEnd: parties(end(R.hungUp, E.hungUp)),
    clean: parties(end(R.connectionLost, E.hungUp)),
    gone: { server: end(R.connectionLost, E.hungUp) },
    noCoins: { server: end(R.noCoins, E.hungUp) },
  },
};

/** A seeded host's room: only the server's observation (mediaStart) starts it. */
export const SERVER_CALL_OVERRIDES: Table = {
  connecting: { notifyStart: parties({ to: 'connecting' }) },
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
export function transition(
  state: CallRoomState,
  action: CallAction,
  actor: Actor,
  room: { serverCall?: boolean } = {},
): MoveResult {
  const override = room.serverCall ? SERVER_CALL_OVERRIDES[state]?.[action]?.[actor] : undefined;
  const move = override ?? TRANSITIONS[state]?.[action]?.[actor];
  if (move) return { ok: true, move };
  return { ok: false, retry: state === 'ended' && actor !== 'server' && ENDING_ACTIONS.has(action) };
}

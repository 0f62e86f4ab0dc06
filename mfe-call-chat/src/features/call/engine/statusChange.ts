/**
 * What follows from a change of the call's status, whatever event made it: the online status
 * busy while a ring bell or the video window is open (spec 2 §4 rule 12), the ring bell's status on
 * the server, the end shown for a moment, the camera stopped once nothing is going on. Pure, like
 * the transition table: `step` is what the store runs (machine.test.ts has its rows).
 */
import { RING_BELL_STATUS } from './callApi';
import {
  BUSY_STATUSES,
  transition,
  type CallCommand,
  type CallEvent,
  type CallState,
  type Transition,
} from './machine';

/**
 * How long `ended` lasts (project): one turn of the event loop, so the end's toasts and the phase
 * 'ended' are seen; the layer shows no end screen, the toasts say how it ended.
 */
export const CALL_ENDED_SHOWN_MS = 0;

/** The room whose ring bell is open (either side), or null. */
function ringingRoom(s: CallState): string | null {
  return s.status === 'outgoing' || s.status === 'incoming' ? (s.room?.roomNum ?? null) : null;
}

/** The commands a change from `prev` to `next` brings, in order. */
export function statusCommands(prev: CallState, next: CallState): CallCommand[] {
  const out: CallCommand[] = [];
  const wasBusy = BUSY_STATUSES.includes(prev.status);
  const busy = BUSY_STATUSES.includes(next.status);
  if (busy !== wasBusy) out.push({ type: 'markBusy', busy });
  const wasRinging = ringingRoom(prev);
  const ringing = ringingRoom(next);
  if (wasRinging && wasRinging !== ringing)
    out.push({ type: 'ringBellStatus', status: RING_BELL_STATUS.closed, roomNum: wasRinging });
  if (ringing && ringing !== wasRinging)
    out.push({ type: 'ringBellStatus', status: RING_BELL_STATUS.shown, roomNum: ringing });
  if (next.status !== prev.status) {
    if (next.status === 'ended')
      out.push({ type: 'startTimer', name: 'endedShown', ms: CALL_ENDED_SHOWN_MS });
    // A dismissed dialog (price, coins, devices) leaves the camera preview running otherwise.
    if (next.status === 'idle') out.push({ type: 'leaveMedia' });
  }
  return out;
}

/** One event: the transition's commands, then those of the status change it made. */
export function step(s: CallState, e: CallEvent): Transition {
  const t = transition(s, e);
  if (t.state === s) return t;
  return { state: t.state, commands: [...t.commands, ...statusCommands(s, t.state)] };
}

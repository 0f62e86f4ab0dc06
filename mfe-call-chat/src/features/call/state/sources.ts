/**
 * Who may send each 1050 call message. Any signed-in user can send a peer message to any other
 * user, so a message that states what the server decided — a room, its end, a coin deduction —
 * counts only as the server's push; otherwise a stranger could ring this device with a made-up
 * caller and price, end its call, or set its coin balance.
 *
 * The real senders (backend/src/modules/call): service.ts pushes 1–7 to the room's parties and
 * 101 to the payer; friends.ts pushes 102; only the clients send 103, peer to peer
 * (hooks/useCallChecks.ts), and the machine takes it only from the call's other party.
 * No 1050 message travels on a channel (anyone in a channel may publish there).
 */
import type { BizSource, CallEventCode } from 'shared-sdk';
import { CALL_EVENT, CALL_IN_CALL_EVENT } from 'shared-sdk/constants';

export type CallSender = 'server' | 'peer';

const SERVER: readonly CallSender[] = ['server'];
const PEER: readonly CallSender[] = ['peer'];

/** 1050 action → the senders it is taken from. */
export const CALL_ACTION_SENDERS: Readonly<Record<CallEventCode, readonly CallSender[]>> = {
  /** spec 2 §4 rule 6: the caller creates the room on the server; its number arrives by message. */
  [CALL_EVENT.invitation]: SERVER,
  /** Accept, cancel, refuse/busy, the 30 s timeout and the hang-up are room moves the server made (rules.ts). */
  [CALL_EVENT.callerCancelled]: SERVER,
  [CALL_EVENT.connected]: SERVER,
  [CALL_EVENT.declined]: SERVER,
  [CALL_EVENT.timeout]: SERVER,
  [CALL_EVENT.hungUp]: SERVER,
  /** The coin deduction: the ledger's balance and the server's call time (the minute-call prompt). */
  [CALL_EVENT.coinsDeducted]: SERVER,
  /** spec 2 §4 add-friend prompt: the request and its acceptance are the server's friend records. */
  [CALL_IN_CALL_EVENT.addFriend]: SERVER,
  /** spec 2 §4 face and blur messages: each party reports its own camera to the other. */
  [CALL_IN_CALL_EVENT.faceCheck]: PEER,
};

/** The sender kind of a message; null for a channel message (never a call message). */
export function senderOf(source: BizSource): CallSender | null {
  if (source.kind === 'push') return 'server';
  if (source.kind === 'peer') return 'peer';
  return null;
}

/** True when `action` is taken from `source`; unknown actions are not taken at all. */
export function callMessageAllowed(action: number, source: BizSource): boolean {
  const sender = senderOf(source);
  const allowed = (CALL_ACTION_SENDERS as Partial<Record<number, readonly CallSender[]>>)[action];
  return sender !== null && !!allowed?.includes(sender);
}

/**
 * The outbox's explicit state machine: one
 * entry per message the user sent, keyed by its client messageUuid. A pure table; the Outbox
 * (outbox.ts) persists every transition and shows it on the message ("sending" while queued or
 * in flight, "sent", "failed" with a Retry).
 *
 *   queued ──dispatch──▶ sending ──ack/echo──▶ sent
 *     ▲                    │ offline (no network: back in line, same uuid)
 *     └────────────────────┘
 *   sending ──timeout/error──▶ failed ──retry──▶ queued
 *   queued/failed ──discard──▶ discarded            failed ──ack/echo──▶ sent (a late answer)
 */
export type OutboxState = 'queued' | 'sending' | 'sent' | 'failed' | 'discarded';

export type OutboxEvent =
  /** The head of the line goes out (connection up, this tab sends). */
  | 'dispatch'
  /** The server answered 200 to the send. */
  | 'ack'
  /** The message came back from the server (realtime echo or history sync): it is stored there. */
  | 'echo'
  /** The request never reached the server (no network): wait for the connection, keep the order. */
  | 'offline'
  /** No answer within CHAT_SEND_TIMEOUT_MS. */
  | 'timeout'
  /** The server refused it (blocked, too long, …). */
  | 'error'
  /** The user pressed Retry. */
  | 'retry'
  /** The user deleted the unsent message. */
  | 'discard';

export const OUTBOX_TRANSITIONS: Readonly<
  Record<OutboxState, Partial<Record<OutboxEvent, OutboxState>>>
> = {
  queued: { dispatch: 'sending', ack: 'sent', echo: 'sent', discard: 'discarded' },
  sending: { ack: 'sent', echo: 'sent', offline: 'queued', timeout: 'failed', error: 'failed' },
  failed: { retry: 'queued', ack: 'sent', echo: 'sent', discard: 'discarded' },
  sent: {},
  discarded: {},
};

/** The next state, or null when the event does not apply in this state (it is then ignored). */
export function outboxNext(state: OutboxState, event: OutboxEvent): OutboxState | null {
  return OUTBOX_TRANSITIONS[state][event] ?? null;
}

/** What the message bubble shows for an outbox state (spec: "sending", "sent", "failed"). */
export function sendStatusOf(state: OutboxState): 'sending' | 'sent' | 'failed' | null {
  if (state === 'queued' || state === 'sending') return 'sending';
  if (state === 'sent') return 'sent';
  if (state === 'failed') return 'failed';
  return null;
}

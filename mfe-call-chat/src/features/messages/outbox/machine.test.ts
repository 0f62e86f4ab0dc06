import {
  OUTBOX_TRANSITIONS,
  outboxNext,
  sendStatusOf,
  type OutboxEvent,
  type OutboxState,
} from './machine';

const STATES: OutboxState[] = ['queued', 'sending', 'sent', 'failed', 'discarded'];
const EVENTS: OutboxEvent[] = [
  'dispatch',
  'ack',
  'echo',
  'offline',
  'timeout',
  'error',
  'retry',
  'discard',
];

// The whole table, written out: every state × every event. '-' = ignored.
const EXPECTED: Record<OutboxState, Record<OutboxEvent, OutboxState | '-'>> = {
  queued: {
    dispatch: 'sending',
    ack: 'sent',
    echo: 'sent',
    offline: '-',
    timeout: '-',
    error: '-',
    retry: '-',
    discard: 'discarded',
  },
  sending: {
    dispatch: '-',
    ack: 'sent',
    echo: 'sent',
    offline: 'queued',
    timeout: 'failed',
    error: 'failed',
    retry: '-',
    discard: '-',
  },
  failed: {
    dispatch: '-',
    ack: 'sent',
    echo: 'sent',
    offline: '-',
    timeout: '-',
    error: '-',
    retry: 'queued',
    discard: 'discarded',
  },
  sent: {
    dispatch: '-',
    ack: '-',
    echo: '-',
    offline: '-',
    timeout: '-',
    error: '-',
    retry: '-',
    discard: '-',
  },
  discarded: {
    dispatch: '-',
    ack: '-',
    echo: '-',
    offline: '-',
    timeout: '-',
    error: '-',
    retry: '-',
    discard: '-',
  },
};

describe('outbox transition table', () => {
  const rows = STATES.flatMap((s) => EVENTS.map((e) => [s, e, EXPECTED[s][e]] as const));
  test.each(rows)('%s + %s → %s', (state, event, to) => {
    expect(outboxNext(state, event)).toBe(to === '-' ? null : to);
  });

  test('the table has no state outside the list', () => {
    expect(Object.keys(OUTBOX_TRANSITIONS).sort()).toEqual([...STATES].sort());
  });

  test('a message in flight cannot be discarded, a sent one never changes again', () => {
    expect(outboxNext('sending', 'discard')).toBeNull();
    for (const e of EVENTS) expect(outboxNext('sent', e)).toBeNull();
  });

  test('what the bubble shows', () => {
    expect(STATES.map(sendStatusOf)).toEqual(['sending', 'sending', 'sent', 'failed', null]);
  });
});

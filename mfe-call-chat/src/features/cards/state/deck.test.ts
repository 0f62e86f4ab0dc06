import { deckTransition, INITIAL_DECK, type DeckCard, type DeckEvent, type DeckState } from './deck';

const CARD: DeckCard = { id: 10002, name: 'Olivia', headImg: '', country: 'United States', status: 2, price: 60, picture: '', video: '', videoCover: '', liked: false };
const ready = (card: Partial<DeckCard> = {}, extra: Partial<Extract<DeckState, { status: 'ready' }>> = {}): DeckState => ({
  status: 'ready',
  card: { ...CARD, ...card },
  liking: false,
  likeFailed: false,
  ...extra,
});

type Row = [rule: string, from: DeckState, event: DeckEvent, to: DeckState, commands: unknown[]];

const TABLE: Row[] = [
  ['the first card arrives', INITIAL_DECK, { type: 'loaded', card: CARD }, ready(), []],
  ['no host at all → empty', INITIAL_DECK, { type: 'loaded', card: null }, { status: 'end', empty: true }, []],
  ['no host after the last → the end', { status: 'loading', afterId: 10090 }, { type: 'loaded', card: null }, { status: 'end', empty: false }, []],
  ['a failed load → Retry', { status: 'loading', afterId: 5 }, { type: 'loadFailed' }, { status: 'failed', afterId: 5 }, []],
  ['retry loads the same place again', { status: 'failed', afterId: 5 }, { type: 'retry' }, { status: 'loading', afterId: 5 }, [{ type: 'fetch', afterId: 5 }]],
  ['next → the host after this one', ready(), { type: 'next' }, { status: 'loading', afterId: 10002 }, [{ type: 'fetch', afterId: 10002 }]],
  ['like → sent once', ready(), { type: 'like' }, ready({}, { liking: true }), [{ type: 'like', id: 10002 }]],
  ['like while one is on its way: nothing', ready({}, { liking: true }), { type: 'like' }, ready({}, { liking: true }), []],
  ['an already liked host: nothing', ready({ liked: true }), { type: 'like' }, ready({ liked: true }), []],
  ['the like landed', ready({}, { liking: true }), { type: 'likeDone', ok: true }, ready({ liked: true }), []],
  ['the like failed: said, can be tried again', ready({}, { liking: true }), { type: 'likeDone', ok: false }, ready({}, { likeFailed: true }), []],
  ['a failed like is cleared by the next try', ready({}, { likeFailed: true }), { type: 'like' }, ready({}, { liking: true }), [{ type: 'like', id: 10002 }]],
  ['start again from the first host', { status: 'end', empty: false }, { type: 'restart' }, { status: 'loading', afterId: 0 }, [{ type: 'fetch', afterId: 0 }]],
  ['empty: look again', { status: 'end', empty: true }, { type: 'restart' }, { status: 'loading', afterId: 0 }, [{ type: 'fetch', afterId: 0 }]],
];

describe('CardPage deck transitions', () => {
  test.each(TABLE)('%s', (_rule, from, event, to, commands) => {
    const t = deckTransition(from, event);
    expect(t.state).toEqual(to);
    expect(t.commands).toEqual(commands);
  });

  // Everything not in the table is ignored: the same state object, no commands.
  const EVENTS: DeckEvent[] = [
    { type: 'loaded', card: CARD },
    { type: 'loadFailed' },
    { type: 'retry' },
    { type: 'next' },
    { type: 'restart' },
    { type: 'like' },
    { type: 'likeDone', ok: true },
  ];
  const STATES: DeckState[] = [INITIAL_DECK, ready(), { status: 'end', empty: false }, { status: 'end', empty: true }, { status: 'failed', afterId: 1 }];
  const handled = new Set(TABLE.map(([, from, e]) => `${from.status}|${e.type}`));
  test.each(STATES.flatMap((s) => EVENTS.map((e) => [s.status, s, e] as const)))('%s ignores what it does not handle', (_n, s, e) => {
    const t = deckTransition(s, e);
    if (handled.has(`${s.status}|${e.type}`)) return;
    expect(t.state).toBe(s);
    expect(t.commands).toEqual([]);
  });
});

import {
  FAVOURITE_WAITING,
  favouriteTransition,
  minuteOfCall,
  rechargeSecondsLeft,
  type FavouriteEvent,
  type FavouritePrompt,
} from './prompts';

describe('recharge prompt: a 58 s countdown, then it starts again (spec 2 §4, §9)', () => {
  test.each([
    [0, 58],
    [999, 58],
    [1_000, 57],
    [30_000, 28],
    [57_000, 1],
    [57_999, 1],
    [58_000, 58],
    [59_000, 57],
    [116_000, 58],
    [-500, 58],
  ])('%i ms after it appeared → %i s', (ms, left) => expect(rechargeSecondsLeft(ms)).toBe(left));
});

describe("minute-call prompt: the minute being paid, from the server's call time", () => {
  test.each([
    [0, 1],
    [1, 1],
    [59, 1],
    [60, 2],
    [61, 2],
    [119, 2],
    [120, 3],
    [3_600, 61],
    [-3, 1],
  ])('videoTime %i s → minute %i', (s, minute) => expect(minuteOfCall(s)).toBe(minute));
});

describe('favourite prompt: at 300 s for a friend not yet favourite; closes after 20 s, 3 s after confirm', () => {
  const tick = (callS: number, now: number, over: Partial<Extract<FavouriteEvent, { type: 'tick' }>> = {}): FavouriteEvent => ({
    type: 'tick',
    now,
    callS,
    friend: true,
    favourite: false,
    rechargeShowing: false,
    ...over,
  });
  const open: FavouritePrompt = { status: 'open', openedAt: 1_000_000 };
  const confirmed: FavouritePrompt = { status: 'confirmed', at: 1_005_000 };
  type Row = [rule: string, from: FavouritePrompt, event: FavouriteEvent, to: FavouritePrompt, stick: boolean];
  const TABLE: Row[] = [
    ['before 300 s: nothing', FAVOURITE_WAITING, tick(299, 999_000), FAVOURITE_WAITING, false],
    ['at 300 s, a friend not favourite: shown', FAVOURITE_WAITING, tick(300, 1_000_000), open, false],
    ['later than 300 s (the first tick after): shown', FAVOURITE_WAITING, tick(305, 1_000_000), open, false],
    ['not a friend: never', FAVOURITE_WAITING, tick(300, 1_000_000, { friend: false }), { status: 'done' }, false],
    ['already a favourite: never', FAVOURITE_WAITING, tick(300, 1_000_000, { favourite: true }), { status: 'done' }, false],
    ['the recharge prompt is showing: waits', FAVOURITE_WAITING, tick(300, 1_000_000, { rechargeShowing: true }), FAVOURITE_WAITING, false],
    ['the recharge prompt gone: shown', FAVOURITE_WAITING, tick(340, 1_000_000), open, false],
    ['open 19.9 s: still open', open, tick(320, 1_019_999), open, false],
    ['open 20 s: closes by itself', open, tick(320, 1_020_000), { status: 'done' }, false],
    ['confirm: favourite set once, a thank-you', open, { type: 'confirm', now: 1_005_000 }, confirmed, true],
    ['not now: closed', open, { type: 'dismiss' }, { status: 'done' }, false],
    ['confirmed 2.9 s: still shown', confirmed, tick(308, 1_007_999), confirmed, false],
    ['confirmed 3 s: closes', confirmed, tick(308, 1_008_000), { status: 'done' }, false],
    ['confirm again: nothing more', confirmed, { type: 'confirm', now: 1_006_000 }, confirmed, false],
    ['once per call', { status: 'done' }, tick(400, 1_100_000), { status: 'done' }, false],
  ];
  test.each(TABLE)('%s', (_rule, from, event, to, stick) => {
    const t = favouriteTransition(from, event);
    expect(t.state).toEqual(to);
    expect(t.stick).toBe(stick);
  });
  test('an event a status does not take leaves the same state object', () => {
    expect(favouriteTransition(FAVOURITE_WAITING, { type: 'confirm', now: 1 }).state).toBe(FAVOURITE_WAITING);
    expect(favouriteTransition(FAVOURITE_WAITING, { type: 'dismiss' }).state).toBe(FAVOURITE_WAITING);
    expect(favouriteTransition(open, tick(301, 1_001_000)).state).toBe(open);
  });
});

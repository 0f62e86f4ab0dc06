import { LIVE_ENTER_SHOWN_KEY, dayOf, markShown, mayAsk, shownToday } from './rules';

const base = { userId: 7, shownToday: false, watching: false, inCall: false, pageHidden: false };

test.each([
  ['signed in, nothing going on', base, true],
  ['a visitor', { ...base, userId: null }, false],
  ['already shown today', { ...base, shownToday: true }, false],
  ['watching a live in the mini player', { ...base, watching: true }, false],
  ['in a call', { ...base, inCall: true }, false],
  ['page hidden or another popup open', { ...base, pageHidden: true }, false],
])('%s → may ask: %s', (_name, c, expected) => {
  expect(mayAsk(c)).toBe(expected);
});

test('once a UTC day and user: a new day, or another user, may see it again', () => {
  localStorage.clear();
  const noon = Date.UTC(2026, 10, 26, 12);
  expect(shownToday(7, noon)).toBe(false);
  markShown(7, noon);
  expect(shownToday(7, noon)).toBe(true);
  expect(shownToday(7, Date.UTC(2026, 10, 26, 23, 59))).toBe(true);
  expect(shownToday(7, Date.UTC(2026, 10, 27, 0, 0))).toBe(false);
  expect(shownToday(8, noon)).toBe(false);
  markShown(8, noon);
  expect(JSON.parse(localStorage.getItem(LIVE_ENTER_SHOWN_KEY)!)).toEqual({
    7: dayOf(noon),
    8: dayOf(noon),
  });
});

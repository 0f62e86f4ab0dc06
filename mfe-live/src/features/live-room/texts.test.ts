import type { LiveToast } from './engine';
import { LIVE_ROOM_TEXTS, liveRoomText, liveToastText } from './texts';

/** i18next's English fallback: the default text with {{vars}} filled in. */
const t = (_key: string, text: string, vars: Record<string, unknown> = {}) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name]));

const TOASTS: LiveToast[] = [
  'systemError',
  'removed',
  'kicked',
  'liveEnded',
  'peopleMax',
  'touristLiveEnded',
  'touristPeopleMax',
  'muted',
  'noMoreLives',
  'networkEnded',
  'giftSystemError',
  'error',
  'joinFailed',
  'loadFailed',
  'sendFailed',
  'viewingLimit',
];

describe('live room texts (spec 3 §4, §8)', () => {
  it.each([
    ['systemError', 'System error, please refresh the page'],
    ['removed', 'You were removed from this live.'],
    ['kicked', "You were removed from this live. Can't join in currently."],
    ['peopleMax', 'This live has reached to its viewer limits. Please try again later.'],
    ['muted', "You're muted."],
  ] as const)('%s says the spec’s words', (key, text) => {
    expect(liveToastText(t, key)).toBe(text);
  });

  it("the gift error names the code: 'code:system error'", () => {
    expect(liveToastText(t, 'giftSystemError', { code: 1500 })).toBe('1500:system error');
  });

  it('every toast and text the room uses has words', () => {
    for (const key of TOASTS) expect(liveToastText(t, key).length).toBeGreaterThan(5);
    for (const key of LIVE_ROOM_TEXTS) expect(liveRoomText(t, key).length).toBeGreaterThan(5);
  });
});

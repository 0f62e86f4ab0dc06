import { GIFT_MESSAGE_DISPLAY_MS } from 'shared-sdk';
import { expireGift, pushGift } from './giftQueue';
import type { GiftMessage } from './types';

const gift = (seq: number): GiftMessage => ({ seq, senderName: `u${seq}`, giftId: 10 + seq });

describe('gift message queue (spec 3 §4, §9: shown 3 s, at most 3)', () => {
  it.each<[string, GiftMessage[], GiftMessage, number[]]>([
    ['the first one shows', [], gift(1), [1]],
    ['a second one shows below', [gift(1)], gift(2), [1, 2]],
    ['three show at once', [gift(1), gift(2)], gift(3), [1, 2, 3]],
    ['a fourth drops the oldest', [gift(1), gift(2), gift(3)], gift(4), [2, 3, 4]],
  ])('%s', (_rule, before, added, shown) => {
    const { gifts, commands } = pushGift(before, added);
    expect(gifts.map((g) => g.seq)).toEqual(shown);
    expect(commands).toEqual([
      { type: 'startTimer', name: 'giftShown', key: added.seq, ms: GIFT_MESSAGE_DISPLAY_MS },
    ]);
  });

  it('its timer removes it; a dropped one expiring changes nothing', () => {
    const shown = [gift(2), gift(3)];
    expect(expireGift(shown, 2).map((g) => g.seq)).toEqual([3]);
    expect(expireGift(shown, 1)).toBe(shown);
  });
});

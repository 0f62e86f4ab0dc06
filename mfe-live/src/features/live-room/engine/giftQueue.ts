/**
 * The gift messages over the video (spec 3 §4, §9): each shows GIFT_MESSAGE_DISPLAY_MS, at most
 * GIFT_MESSAGES_MAX at once, the oldest dropped for a new one. A dropped message's timer may
 * still fire: expiring a message that is gone changes nothing.
 */
import { GIFT_MESSAGE_DISPLAY_MS, GIFT_MESSAGES_MAX } from 'shared-sdk';
import type { GiftMessage, LiveCommand } from './types';

export function pushGift(
  gifts: readonly GiftMessage[],
  gift: GiftMessage,
): { gifts: GiftMessage[]; commands: LiveCommand[] } {
  return {
    gifts: [...gifts, gift].slice(-GIFT_MESSAGES_MAX),
    commands: [
      { type: 'startTimer', name: 'giftShown', key: gift.seq, ms: GIFT_MESSAGE_DISPLAY_MS },
    ],
  };
}

/** The message's time is up. Returns the same array when it is no longer shown. */
export function expireGift(gifts: GiftMessage[], seq: number): GiftMessage[] {
  return gifts.some((g) => g.seq === seq) ? gifts.filter((g) => g.seq !== seq) : gifts;
}

import type { ChatMessage } from '../../chat/types';
import type { BalanceFields } from './page';

/** spec 2 §3 "Gift": id or giftId, giftImage, gold, friendGiftSort, giftStar. */
export interface Gift {
  id: number;
  giftId: number;
  name: string;
  /** Absolute URL of the gift's picture (shipped with the backend, /assets/gifts/). */
  giftImage: string;
  /** Price in coins. */
  gold: number;
  /** Order in the chat gift panel (the quick bar shows the first 6, QUICK_GIFTS_1V1). */
  friendGiftSort: number;
  /** 1–5: the gift's class shown by the gift display. */
  giftStar: number;
}

/** POST /facade/api/gift/send (spec 2 §7), plus `messageUuid` (project: the retry key). */
export interface GiftSendParams {
  /** GIFT_PAGE: 0 from the backpack (no coins), 1 popular (paid). */
  giftPage: number;
  giftId: number;
  receiveUserId: number;
  /** The caller. */
  userId: number;
  /** The call room while in a call. */
  roomId?: string | number;
  /** Where it was sent from (project: 1 chat, 2 call, 3 profile). */
  source?: number;
  flag?: string | number;
  /**
   * The gift message's uuid, made by the client once per gift and sent again on a retry: the
   * coins move once and the message is stored once, whatever is retried.
   */
  messageUuid?: string;
}

/** The send answer: spec 2 §7 "response gold" (the caller's coins), the ledger fields, the message. */
export interface GiftSendResult extends BalanceFields {
  /** Same as goldNum (the spec's name). */
  gold: number;
  /** Coins this gift cost (0 from the backpack). */
  cost: number;
  /** The gift chat message as stored and pushed to the receiver. */
  message: ChatMessage;
  duplicate: boolean;
}

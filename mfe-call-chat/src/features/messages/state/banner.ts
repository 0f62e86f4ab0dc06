import { type RouteName } from 'shared-sdk';
import { FRIEND_ADD_TYPE } from 'shared-sdk/constants';
import type { StoredMessage } from '../db/records';
import { messageKind } from '../rules/kind';

/**
 * The incoming-message tip banner (spec 3 §2 "Incoming message tip banner"): where it is never
 * shown. Besides these routes it stays hidden while a ring bell, a video window or a one-to-one
 * popup is up (any call phase but idle).
 */
export const BANNER_HIDDEN_ROUTES: readonly RouteName[] = [
  'CoinPage',
  'CoinsPayPage',
  'CoinPayPage',
  'PayOrderList',
  'PayRefund',
  'RefundBack',
  'cardList',
  'paymentInfoAdd',
  'paymentMethodsList',
  'CallbackPage',
  'IMMessageSession',
  'MatchPage',
] as const;

/** How long a banner stays (the spec gives no time: the project's choice, long enough to read). */
export const MESSAGE_BANNER_MS = 5_000;

export function bannerAllowed(routeName: RouteName | null, callPhase: string): boolean {
  return callPhase === 'idle' && !(routeName && BANNER_HIDDEN_ROUTES.includes(routeName));
}

/** Whether a new message raises a banner: from a person, or a notice that asks for one. */
export function wantsBanner(m: Pick<StoredMessage, 'senderId' | 'showInAppBanner'>): boolean {
  return m.senderId > 0 || m.showInAppBanner === true;
}

/** The banner's line for a message: its text, or what kind of message it is. */
/** A translate function as react-i18next's `t(key, englishDefault)` (the tests pass the default). */
export type BannerTranslate = (key: string, english: string) => string;

export function bannerPreview(m: StoredMessage, t: BannerTranslate): string {
  switch (messageKind(m)) {
    case 'img':
      return t('banner.picture', 'Sent you a picture');
    case 'gift':
    case 'giftAsk':
      return t('banner.gift', 'Sent you a gift');
    case 'video':
      return t('banner.videoCall', 'Video call');
    case 'friend':
      // spec 2 §4: "A friend-agree notification (add type 2) produces an agree banner"; a reply
      // without accept is a declined request (the friend wording's rule).
      if (m.accept) return t('banner.friendAccepted', 'Accepted your friend request');
      return m.addType === FRIEND_ADD_TYPE.reply
        ? t('banner.friendDeclined', 'Declined your friend request')
        : t('banner.friendRequest', 'Friend request');
    default:
      return m.content?.trim() ? m.content : t('banner.newMessage', 'New message');
  }
}

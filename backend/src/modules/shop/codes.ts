/**
 * Shop answers (spec 3 §8 "Order placement"; project codes in shared-sdk constants/shop.ts
 * SHOP_CODES). placeOrder refusals carry their code both as the envelope code and as data.code,
 * so a client reading either (the spec reads data.code for most) sees the same.
 */
import { REFUND_WINDOW_DAYS, SHOP_CODES } from '../../sdk';

export const ShopCodes = {
  /** spec 3 §8 "code 0 success" (placeOrder). */
  ORDER_OK: 0,
  CHANNEL_UNAVAILABLE: 20001,
  CHANNEL_DISABLED: 20002,
  DEAL_USED: 10097,
  PAY_FAILED: 500,
  SUBSCRIBED: 30001,
  INFO_INCORRECT: 400,
  ...{
    NOT_REFUNDABLE: SHOP_CODES.notRefundable,
    REFUND_EXISTS: SHOP_CODES.refundExists,
    CAPTCHA_MISSING: SHOP_CODES.captchaMissing,
    CAPTCHA_WRONG: SHOP_CODES.captchaWrong,
    CAPTCHA_LOCKED: SHOP_CODES.captchaLocked,
    COINS_SPENT: SHOP_CODES.coinsSpent,
    TOO_MANY_ORDERS: SHOP_CODES.tooManyOrders,
    PHOTO_NOT_APPROVED: SHOP_CODES.photoNotApproved,
    NOT_FOUND: SHOP_CODES.notFound,
    OFFER_ENDED: SHOP_CODES.offerEnded,
  },
} as const;

export const ShopMessages: Record<number, string> = {
  [ShopCodes.CHANNEL_UNAVAILABLE]:
    'This payment channel is not available for this pack in your country',
  [ShopCodes.CHANNEL_DISABLED]: 'This payment channel is temporarily unavailable',
  [ShopCodes.DEAL_USED]:
    'Ops! It looks like you already used this special deal. Please check our other offers to keep the fun going!',
  [ShopCodes.PAY_FAILED]: 'Payment failed, please retry',
  [ShopCodes.SUBSCRIBED]: 'You already have an active subscription',
  [ShopCodes.INFO_INCORRECT]: 'The payment information is incorrect',
  [ShopCodes.NOT_REFUNDABLE]: 'This order cannot be refunded',
  [ShopCodes.REFUND_EXISTS]: 'A refund for this order was already requested',
  [ShopCodes.CAPTCHA_MISSING]: 'Enter the characters shown in the picture',
  [ShopCodes.CAPTCHA_WRONG]:
    'The characters do not match the picture, or the picture expired. Try the new one',
  [ShopCodes.CAPTCHA_LOCKED]: 'Too many tries with the picture. Please try again later',
  [ShopCodes.COINS_SPENT]:
    'The coins from this order were already used, so the money cannot be returned',
  [ShopCodes.TOO_MANY_ORDERS]: 'Too many unfinished orders. Please finish or wait a few minutes',
  [ShopCodes.PHOTO_NOT_APPROVED]: 'Photo not approved: upload a JPEG, PNG or WebP picture up to 5M',
  [ShopCodes.NOT_FOUND]: 'Not found',
  [ShopCodes.OFFER_ENDED]: 'This offer has ended',
};

/** Why an order is not refundable (ShopOrder.refundBlock) and what the refusal says. */
export const RefundBlocks = {
  notPaid: 'Only paid orders can be refunded',
  alreadyCredited: 'The coins of this order were credited',
  window: `Refunds can be requested within ${REFUND_WINDOW_DAYS} days of purchase`,
  notLastRecurring: 'Only the last recurring purchase of a subscription can be refunded',
  refundExists: 'A refund for this order was already requested',
  refunded: 'This order was refunded',
  coinsSpent: 'The coins from this order were already used, so the money cannot be returned',
  noPayment: 'No payment reached the payment provider for this order, so nothing was charged',
} as const;
export type RefundBlock = keyof typeof RefundBlocks;

/** Server-side texts of the card checks (shared-sdk shop/card.ts keys). */
export const CardMessages: Record<string, string> = {
  nameRequired: 'Enter the name on the card',
  nameTooLong: 'The name is too long',
  emailRequired: 'Enter your billing e-mail',
  emailInvalid: 'Enter a valid billing e-mail',
  numberRequired: 'Enter the card number',
  numberDigits: 'The card number can only contain digits',
  numberLength: 'The card number has the wrong length',
  numberLuhn: 'The card number is not valid',
  expiryRequired: 'Enter the expiry date',
  expiryFormat: 'Enter the expiry date as MM/YY',
  expiryPast: 'This card has expired',
  cvvRequired: 'Enter the security code',
  cvvLength: 'The security code has the wrong length',
};

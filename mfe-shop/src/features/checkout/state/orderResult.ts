/**
 * What the app does with placeOrder's answer: spec 3 §8 "Order placement", as a table.
 * 20001 / 20002: toast pay-channel-unavailable, order aborted. 10097: the special-deal toast.
 * 500: pay-failed-and-retry, confirm reloads. 30001: subscribed already, confirm reloads.
 * 400: payment info incorrect, confirm reloads. 0: success, go on with the data. Anything else:
 * the server's message. (Project codes: 10098 offer ended, 47006 too many orders: their message.)
 */
import type { ApiResult, PlacedOrder } from 'shared-sdk';
import {
  CODE_NETWORK,
  ORDER_CHANNEL_UNAVAILABLE,
  ORDER_DEAL_USED,
  ORDER_INFO_INCORRECT,
  ORDER_OK,
  ORDER_PAY_FAILED,
  ORDER_SUBSCRIBED,
} from 'shared-sdk/constants';

/** Message keys (namespace shop, `order.*`); texts in locales/en.json and in code. */
export type OrderMessage =
  | 'channelUnavailable'
  | 'dealUsed'
  | 'payFailedRetry'
  | 'subscribedAlready'
  | 'payInfoIncorrect'
  | 'network'
  | 'unknown';

export type OrderReaction =
  | { kind: 'go'; order: PlacedOrder }
  | { kind: 'toast'; message: OrderMessage }
  | { kind: 'toastServer'; text: string }
  | { kind: 'confirmReload'; message: OrderMessage; detail: string };

/** The spec's exact wording for 10097. */
export const DEAL_USED_TEXT =
  'Ops! It looks like you already used this special deal. Please check our other offers to keep the fun going!';

export function orderReaction(res: ApiResult<PlacedOrder>): OrderReaction {
  if (res.ok && res.code === ORDER_OK && res.data) return { kind: 'go', order: res.data };
  const code = res.code;
  if ((ORDER_CHANNEL_UNAVAILABLE as readonly number[]).includes(code))
    return { kind: 'toast', message: 'channelUnavailable' };
  if (code === ORDER_DEAL_USED) return { kind: 'toast', message: 'dealUsed' };
  if (code === ORDER_PAY_FAILED)
    return { kind: 'confirmReload', message: 'payFailedRetry', detail: '' };
  if (code === ORDER_SUBSCRIBED)
    return { kind: 'confirmReload', message: 'subscribedAlready', detail: '' };
  if (code === ORDER_INFO_INCORRECT)
    return { kind: 'confirmReload', message: 'payInfoIncorrect', detail: res.msg };
  if (code === CODE_NETWORK) return { kind: 'toast', message: 'network' };
  return res.msg ? { kind: 'toastServer', text: res.msg } : { kind: 'toast', message: 'unknown' };
}

/**
 * The order and refund state machines (spec 3 §4 "Payment results"): pure transition tables,
 * enforced by the backend on every change and read by the web app to know what a state allows.
 * An impossible move (refunded → success, failed → pending) is refused, not applied.
 */
import type { OrderStatus, RefundStatus } from '../constants/shop';

/**
 * created: placed, the provider has not answered; pending: the provider says the money is on its
 * way; success: paid, coins credited; failed: declined or abandoned; refunding: a refund was
 * accepted and the coins taken back; refunded: the money went back.
 * failed → success is allowed: a provider may confirm a payment it first reported as failed
 * (a late capture, or the reconciliation of "I paid but got no coins").
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  created: ['pending', 'success', 'failed'],
  pending: ['success', 'failed'],
  failed: ['success'],
  success: ['refunding'],
  refunding: ['refunded', 'success'],
  refunded: [],
};

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from]?.includes(to) ?? false;
}

/** A state the order will not leave by itself (the result page stops waiting). */
export function isOrderSettled(s: OrderStatus): boolean {
  return s === 'success' || s === 'failed' || s === 'refunding' || s === 'refunded';
}

/**
 * processing: the request is with the provider; successful: the provider accepted the refund;
 * refunded: the money went back; failed: the provider refused (coins given back);
 * coins_credited: the payment was found and the coins credited instead; rejected: the feedback
 * was turned down (no payment found).
 */
export const REFUND_TRANSITIONS: Readonly<Record<RefundStatus, readonly RefundStatus[]>> = {
  processing: ['successful', 'failed', 'coins_credited', 'rejected'],
  successful: ['refunded', 'failed'],
  failed: [],
  refunded: [],
  coins_credited: [],
  rejected: [],
};

export function canMoveRefund(from: RefundStatus, to: RefundStatus): boolean {
  return REFUND_TRANSITIONS[from]?.includes(to) ?? false;
}

export function isRefundFinal(s: RefundStatus): boolean {
  return REFUND_TRANSITIONS[s]?.length === 0;
}

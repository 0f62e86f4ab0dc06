/**
 * Two refund eligibility checks decided on the server's own data (what the order list shows and
 * what a request is refused with), kept apart from the refund flow in ./refunds.ts:
 *
 * - `coinsSpent`: a paid order's coins (with its first-purchase bonus) are no longer all in the
 *   user's balance, so taking them back — what a money-back refund starts with — is impossible.
 *   The ledger's balance is the truth; the same comparison the refund's debit makes.
 * - `paymentSeen`: an unpaid order ("Waiting for payment", "Failed") is worth a "Paid but no
 *   coins?" report only if the payment provider has seen a payment for it: the provider said
 *   "pending", or its books show the payment captured or pending (a callback that never came).
 *   An order the user left on the provider's page, or one the provider declined, took no money.
 */
import type { Ledger } from '../ledger';
import type { PaymentGateway } from '../payments/provider';
import type { OrderRow } from './orders';

/** True when a paid order's coins are not all in the user's balance any more. */
export function coinsSpent(ledger: Ledger, o: OrderRow): boolean {
  if (o.status !== 'success' || o.user_id === null) return false;
  return (ledger.balance(o.user_id) ?? 0) < o.coins + o.first_purchase_bonus;
}

const UNPAID = new Set<OrderRow['status']>(['created', 'pending', 'failed']);

/** True when the provider has seen a payment for this unpaid order (asks it when needed). */
export async function paymentSeen(gateway: PaymentGateway, o: OrderRow): Promise<boolean> {
  if (!UNPAID.has(o.status)) return false;
  if (o.status === 'pending') return true;
  const provider = o.provider_ref ? gateway.byProviderName(o.provider) : undefined;
  if (!provider || !o.provider_ref) return false;
  const status = await provider.status(o.provider_ref).catch(() => null);
  return status?.state === 'captured' || status?.state === 'pending';
}

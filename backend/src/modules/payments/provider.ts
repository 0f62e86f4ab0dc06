/**
 * One interface for every payment provider (providers are plug-ins): create a payment
 * and send the user to the provider's page, read its status, refund it, and read the provider's
 * signed notifications. A real provider (Stripe, Checkout.com, dLocal, …) implements it with its
 * API; locally the test provider (./test-provider) stands in for all twenty names of spec 3 §2.
 */

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvv: string;
  holderName: string;
}

export interface CreatePaymentInput {
  orderNo: string;
  amount: number;
  currency: string;
  description: string;
  /** The spec's provider name the user chose (the page the provider shows). */
  method: string;
  /** Where the provider sends the user back (the app's result page). */
  returnUrl: string;
  /** The backend's own origin, for hosted pages of a local provider. */
  origin: string;
  card?: CardInput;
  /** A saved card's token (cardList). */
  cardToken?: string;
  /** Charge without the user present (a subscription renewal on a saved card). */
  offSession?: boolean;
}

export interface SavedCardToken {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  fingerprint: string;
}

export type CreatePaymentResult =
  | { ok: true; providerRef: string; redirectUrl: string; card?: SavedCardToken }
  | { ok: false; reason: 'declined' | 'unavailable'; message: string; providerRef?: string };

export type ProviderPaymentState = 'created' | 'pending' | 'captured' | 'failed' | 'refunded';

export interface PaymentStatus {
  state: ProviderPaymentState;
  txnId: string;
  amount: number;
  currency: string;
}

export type NotificationEvent =
  'payment.succeeded' | 'payment.failed' | 'payment.pending' | 'refund.succeeded' | 'refund.failed';

/** What a provider tells the backend, after its signature was checked. */
export interface ProviderNotification {
  event: NotificationEvent;
  providerRef: string;
  /** The provider's transaction id: a payment is applied once per (provider, txnId, event). */
  txnId: string;
  orderNo: string;
  amount: number;
  currency: string;
}

export interface PaymentProvider {
  readonly name: string;
  createPayment(input: CreatePaymentInput): Promise<CreatePaymentResult>;
  status(providerRef: string): Promise<PaymentStatus | null>;
  refund(
    providerRef: string,
    amount: number,
    currency: string,
  ): Promise<{ accepted: boolean; message?: string }>;
  /** Checks the notification's signature; null when it is not the provider's. */
  parseNotification(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): ProviderNotification | null;
}

/** Which provider handles each of the spec's names (payCompanyCode). */
export class PaymentGateway {
  private readonly byMethod = new Map<string, PaymentProvider>();
  private readonly byName = new Map<string, PaymentProvider>();

  /** Registers `provider` for the given method names (payCompanyCode values). */
  register(provider: PaymentProvider, methods: readonly string[]): void {
    this.byName.set(provider.name, provider);
    for (const m of methods) this.byMethod.set(m, provider);
  }

  forMethod(method: string): PaymentProvider | undefined {
    return this.byMethod.get(method);
  }

  byProviderName(name: string): PaymentProvider | undefined {
    return this.byName.get(name);
  }
}

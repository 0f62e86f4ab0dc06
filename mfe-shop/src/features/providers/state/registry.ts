/**
 * Payment providers as plug-ins: the twenty provider pages of spec 3 §2, registered by
 * name, each saying what its page asks for, plus the Apple Pay and Google Pay labels. Every
 * plug-in pays through the same client (./client.ts): create the payment (placeOrder), send the
 * user to the provider (redirect), read the status (getOrderById), ask for a refund
 * (submitUserFeedback). Which ones a country sees comes from the backend's channel list, itself
 * from the SDK's PROVIDER_COUNTRIES.
 */
import type { PaymentProviderName } from 'shared-sdk/shop';
import { PAYMENT_PROVIDERS, PROVIDER_KIND, WALLET_LABELS } from 'shared-sdk/constants';

export type ProviderKind = 'card' | 'wallet' | 'bank' | 'local';

export interface ProviderPlugin {
  name: PaymentProviderName;
  /** What the method list and the provider page call it. */
  label: string;
  kind: ProviderKind;
  /** The page asks for: a card form, a bank (iDEAL issuers), billing name and e-mail, the
   * channel's extra fields (…/channelexts/channel), a Klarna session after the order. */
  asks: {
    card: boolean;
    issuer: boolean;
    billing: boolean;
    fields: boolean;
    klarnaSession: boolean;
  };
  /** Card providers that also take Apple Pay / Google Pay. */
  wallets: boolean;
}

const LABELS: Record<PaymentProviderName, string> = {
  giropay: 'giropay',
  ideal: 'iDEAL',
  checkout: 'Credit / debit card',
  payermax: 'PayerMax',
  codapay: 'Codapay',
  livpay: 'LivPay wallet',
  pagsmile: 'Pagsmile (Pix, Boleto)',
  paydibs: 'Paydibs (FPX)',
  payssion: 'Payssion',
  klarna: 'Klarna',
  cpay: 'CPay',
  dlocal: 'dLocal',
  xendit: 'Xendit',
  rapyd: 'Rapyd bank transfer',
  pingpong: 'PingPong card',
  stripe: 'Card (Stripe)',
  thunes: 'Thunes mobile wallet',
  jindou: 'Jindou',
  onerway: 'Onerway card',
  qart: 'Qart (UPI)',
};

function plugin(name: PaymentProviderName): ProviderPlugin {
  const kind = PROVIDER_KIND[name];
  const card = kind === 'card';
  return {
    name,
    label: LABELS[name],
    kind,
    asks: {
      card,
      issuer: name === 'ideal',
      billing: !card,
      fields: !card,
      klarnaSession: name === 'klarna',
    },
    wallets: name === 'stripe',
  };
}

/** Every provider page, by name. */
export const PROVIDERS: Readonly<Record<PaymentProviderName, ProviderPlugin>> = Object.fromEntries(
  PAYMENT_PROVIDERS.map((n) => [n, plugin(n)]),
) as Record<PaymentProviderName, ProviderPlugin>;

export function providerFor(name: string | null | undefined): ProviderPlugin | null {
  return name && name in PROVIDERS ? PROVIDERS[name as PaymentProviderName] : null;
}

export type WalletName = keyof typeof WALLET_LABELS;

/**
 * Which wallet labels a device shows (spec 3 §2 "Labels for Apple pay and Google Pay"): Apple Pay
 * on Apple devices' Safari, Google Pay on Chrome and Android. Project's rule.
 */
export function walletsFor(userAgent: string): WalletName[] {
  const out: WalletName[] = [];
  const apple =
    /iPhone|iPad|Macintosh/.test(userAgent) &&
    /Safari/.test(userAgent) &&
    !/Chrome|CriOS|Android/.test(userAgent);
  if (apple) out.push('applePay');
  if (/Android|Chrome|CriOS/.test(userAgent)) out.push('googlePay');
  return out;
}

/** spec 3 "Localisation": the shop inside an iframe (a live room's recharge frame) shows cards only. */
export function inIframe(): boolean {
  try {
    return typeof window !== 'undefined' && window.self !== window.top;
  } catch {
    return true;
  }
}

/**
 * Which providers a country sees (spec 3 "Localisation": a fixed country list controls the
 * payment options; GL groups IR, SY, CN, SG). One function for the backend's channel list and the
 * web app's checks.
 */
import { GL_COUNTRIES, PAYMENT_PROVIDERS } from '../constants/shop';
import { PROVIDER_COUNTRIES, PROVIDER_KIND, SHOP_GLOBAL_COUNTRY } from '../constants/shop';

export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** The shop's country for a country short code: GL for the GL group, MY for MYC/MYNC. */
export function shopCountryOf(ab: string | null | undefined): string {
  const c = (ab ?? '').toUpperCase();
  if ((GL_COUNTRIES as readonly string[]).includes(c)) return SHOP_GLOBAL_COUNTRY;
  if (c === 'MYC' || c === 'MYNC') return 'MY';
  return c || SHOP_GLOBAL_COUNTRY;
}

export function isPaymentProvider(name: string): name is PaymentProviderName {
  return (PAYMENT_PROVIDERS as readonly string[]).includes(name);
}

/** Providers offered in a shop country, in the spec's order. */
export function providersForCountry(shopCountry: string): PaymentProviderName[] {
  return PAYMENT_PROVIDERS.filter((p) => {
    const where = PROVIDER_COUNTRIES[p];
    return where === 'all' || where.includes(shopCountry);
  });
}

/** spec 3 "Localisation": inside an iframe (the live room's recharge frame) only cards show. */
export function providersForFrame(providers: readonly string[], inIframe: boolean): string[] {
  return inIframe
    ? providers.filter((p) => isPaymentProvider(p) && PROVIDER_KIND[p] === 'card')
    : [...providers];
}

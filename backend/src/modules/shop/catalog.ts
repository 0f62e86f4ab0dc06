/**
 * The coin packs and their prices per shop country (spec 3 §3 "Coin pack", "Subscription
 * packages are weekly or monthly", "first-purchase bonus"; §9 "up to 20% extra", discounted pack
 * coinType 1 with 299 coins on the checkout card channel). Static data: a real deployment reads
 * it from its pricing system; the numbers are the project's. All money is integer minor units:
 * a price is computed from a USD price in cents with an integer rate and rounded to a price
 * people expect (x.99, or whole thousands for currencies with large numbers), no floats.
 */
import type { CoinChannel, PayChannel, RcpCoinCountry } from 'shared-sdk/node';
import {
  COIN_TYPE,
  DISCOUNTED_PACK_COINS,
  PROVIDER_KIND,
  currencyExponent,
  percentOf,
  providersForCountry,
  shopCountryOf,
} from '../../sdk';

export interface Pack {
  id: number;
  coinType: number;
  baseCoins: number;
  extraPercent: number;
  usdCents: number;
  period: 'weekly' | 'monthly' | null;
}

/** One-time packs, then the subscribed packs. */
export const PACKS: readonly Pack[] = [
  {
    id: 1,
    coinType: COIN_TYPE.normal,
    baseCoins: 100,
    extraPercent: 0,
    usdCents: 99,
    period: null,
  },
  {
    id: 2,
    coinType: COIN_TYPE.normal,
    baseCoins: 500,
    extraPercent: 5,
    usdCents: 499,
    period: null,
  },
  {
    id: 3,
    coinType: COIN_TYPE.normal,
    baseCoins: 1000,
    extraPercent: 10,
    usdCents: 999,
    period: null,
  },
  {
    id: 4,
    coinType: COIN_TYPE.normal,
    baseCoins: 2000,
    extraPercent: 15,
    usdCents: 1999,
    period: null,
  },
  {
    id: 5,
    coinType: COIN_TYPE.normal,
    baseCoins: 5000,
    extraPercent: 20,
    usdCents: 4999,
    period: null,
  },
  {
    id: 6,
    coinType: COIN_TYPE.normal,
    baseCoins: 10000,
    extraPercent: 20,
    usdCents: 9999,
    period: null,
  },
  {
    id: 11,
    coinType: COIN_TYPE.subscription,
    baseCoins: 700,
    extraPercent: 0,
    usdCents: 499,
    period: 'weekly',
  },
  {
    id: 12,
    coinType: COIN_TYPE.subscription,
    baseCoins: 3500,
    extraPercent: 0,
    usdCents: 1999,
    period: 'monthly',
  },
];

/** The limited offer's pack (spec 3 §9: coinType 1, 299 coins, checkout card channel). */
export const OFFER_PACK: Pack = {
  id: 21,
  coinType: COIN_TYPE.discounted,
  baseCoins: DISCOUNTED_PACK_COINS,
  extraPercent: 0,
  usdCents: 299,
  period: null,
};
export const OFFER_PROVIDER = 'checkout';

export function packById(id: number): Pack | undefined {
  return id === OFFER_PACK.id ? OFFER_PACK : PACKS.find((p) => p.id === id);
}

export function packCoins(p: Pack): number {
  return p.baseCoins + percentOf(p.baseCoins, p.extraPercent);
}

/** Shop countries: name, currency, and minor units of that currency per 1 USD (integer). */
export const SHOP_COUNTRIES: Readonly<
  Record<string, { name: string; currency: string; perUsd: number; hot: boolean }>
> = {
  US: { name: 'United States', currency: 'USD', perUsd: 100, hot: true },
  GB: { name: 'United Kingdom', currency: 'GBP', perUsd: 79, hot: true },
  NL: { name: 'Netherlands', currency: 'EUR', perUsd: 92, hot: true },
  DE: { name: 'Germany', currency: 'EUR', perUsd: 92, hot: true },
  FR: { name: 'France', currency: 'EUR', perUsd: 92, hot: false },
  ES: { name: 'Spain', currency: 'EUR', perUsd: 92, hot: false },
  TR: { name: 'Türkiye', currency: 'TRY', perUsd: 3400, hot: true },
  BR: { name: 'Brazil', currency: 'BRL', perUsd: 540, hot: true },
  MX: { name: 'Mexico', currency: 'MXN', perUsd: 1750, hot: false },
  CO: { name: 'Colombia', currency: 'COP', perUsd: 400000, hot: false },
  IN: { name: 'India', currency: 'INR', perUsd: 8300, hot: true },
  ID: { name: 'Indonesia', currency: 'IDR', perUsd: 1550000, hot: true },
  PH: { name: 'Philippines', currency: 'PHP', perUsd: 5600, hot: true },
  VN: { name: 'Vietnam', currency: 'VND', perUsd: 24500, hot: false },
  TH: { name: 'Thailand', currency: 'THB', perUsd: 3500, hot: false },
  JP: { name: 'Japan', currency: 'JPY', perUsd: 150, hot: false },
  UA: { name: 'Ukraine', currency: 'UAH', perUsd: 4100, hot: false },
  MY: { name: 'Malaysia', currency: 'MYR', perUsd: 470, hot: false },
  GL: { name: 'Global', currency: 'USD', perUsd: 100, hot: false },
};

/** A country without its own price list buys from the global one. */
export function shopCountryFor(ab: string | null | undefined): string {
  const c = shopCountryOf(ab);
  return SHOP_COUNTRIES[c] ? c : 'GL';
}

/** The price of `usdCents` in `country`'s currency, integer minor units, rounded to look right. */
export function priceIn(usdCents: number, country: string): { amount: number; currency: string } {
  const c = SHOP_COUNTRIES[country] ?? (SHOP_COUNTRIES.GL as (typeof SHOP_COUNTRIES)[string]);
  const exp = currencyExponent(c.currency);
  const unit = 10 ** exp;
  const raw = Math.ceil((usdCents * c.perUsd) / 100); // minor units
  const major = Math.ceil(raw / unit);
  let amount: number;
  if (major >= 10_000) amount = Math.ceil(major / 1000) * 1000 * unit;
  else if (exp > 0)
    amount = major * unit - 1; // x.99
  else amount = major >= 1000 ? Math.ceil(major / 10) * 10 : major;
  return { amount, currency: c.currency };
}

const CHANNEL_NAMES: Readonly<Record<string, string>> = {
  checkout: 'Credit / debit card',
  stripe: 'Card, Apple Pay, Google Pay',
  onerway: 'Card (Onerway)',
  pingpong: 'Card (PingPong)',
  livpay: 'LivPay wallet',
  giropay: 'giropay',
  ideal: 'iDEAL',
  klarna: 'Klarna',
  payermax: 'PayerMax local methods',
  codapay: 'Codapay (e-wallets, vouchers)',
  pagsmile: 'Pagsmile (Pix, Boleto)',
  paydibs: 'Paydibs (FPX)',
  payssion: 'Payssion',
  cpay: 'CPay',
  dlocal: 'dLocal',
  xendit: 'Xendit (e-wallets)',
  rapyd: 'Rapyd bank transfer',
  thunes: 'Thunes mobile wallets',
  jindou: 'Jindou',
  qart: 'Qart (UPI)',
};

/** The channel of `provider` for a pack in a country (spec 3 §3 channelAndPayCompanyDtoList). */
export function channelFor(provider: string, pack: Pack, country: string): PayChannel {
  const { amount, currency } = priceIn(pack.usdCents, country);
  const kind = PROVIDER_KIND[provider as keyof typeof PROVIDER_KIND] ?? 'local';
  return {
    payCompanyCode: provider,
    payChannel: kind.toUpperCase(),
    channelName: CHANNEL_NAMES[provider] ?? provider,
    channelCode: `${provider}_${country}`,
    coinChannelCode: `${provider}:${pack.id}:${country}`,
    price: amount,
    currency,
    currencyMark: currency,
    thirdPaymentChannelCode: `${provider}-${kind}`,
    isMultistage: provider === 'klarna',
    channelType: kind,
    channelUrl: kind === 'card' ? '/paymentInfoAdd' : `/pay/coin?provider=${provider}`,
  };
}

/** Providers that can charge a pack: subscriptions renew on a card; the offer pack only on checkout. */
export function providersForPack(pack: Pack, country: string): string[] {
  if (pack.coinType === COIN_TYPE.discounted) return [OFFER_PROVIDER];
  const all = providersForCountry(country);
  return pack.period ? all.filter((p) => PROVIDER_KIND[p] === 'card') : all;
}

export function rcpOf(pack: Pack, country: string): RcpCoinCountry {
  const total = packCoins(pack);
  return {
    id: pack.id,
    coinType: pack.coinType,
    totalCoinNum: total,
    baseCoinNum: pack.baseCoins,
    extraCoinNum: total - pack.baseCoins,
    extraPercent: pack.extraPercent,
    countryCode: country,
    period: pack.period,
  };
}

export function coinChannelOf(
  pack: Pack,
  country: string,
  enabled: (channelCode: string) => boolean,
): CoinChannel {
  return {
    rcpCoinCountry: rcpOf(pack, country),
    channelAndPayCompanyDtoList: providersForPack(pack, country)
      .map((p) => channelFor(p, pack, country))
      .filter((c) => enabled(c.channelCode)),
  };
}

/** Parses a coinChannelCode `provider:packId:country`. */
export function parseChannelCode(
  code: string,
): { provider: string; packId: number; country: string } | null {
  const m = /^([a-z]+):(\d{1,4}):([A-Z]{2})$/.exec(code);
  if (!m) return null;
  return { provider: m[1] as string, packId: Number(m[2]), country: m[3] as string };
}

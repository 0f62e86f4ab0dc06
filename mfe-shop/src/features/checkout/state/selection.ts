/**
 * What is being bought, carried in the address from page to page of the checkout (so a reload or
 * a back step keeps it): coin = pack id, country = shop country, offer = limited offer id,
 * channel = the chosen method's coinChannelCode, provider = its provider name.
 */
export interface Selection {
  coinId: number;
  country: string;
  offerId: number | null;
  channel: string | null;
  provider: string | null;
}

export function readSelection(search: string): Selection | null {
  const q = new URLSearchParams(search);
  const coinId = Number(q.get('coin'));
  const country = (q.get('country') ?? '').toUpperCase();
  if (!Number.isInteger(coinId) || coinId <= 0 || !/^[A-Z]{2}$/.test(country)) return null;
  const offer = Number(q.get('offer'));
  const channel = q.get('channel');
  const provider = q.get('provider');
  return {
    coinId,
    country,
    offerId: Number.isInteger(offer) && offer > 0 ? offer : null,
    channel: channel && /^[a-z]+:\d{1,4}:[A-Z]{2}$/.test(channel) ? channel : null,
    provider: provider && /^[a-z]{2,20}$/.test(provider) ? provider : null,
  };
}

/** The query for navigate(). */
export function selectionQuery(
  s: Partial<Selection> & { coinId: number; country: string },
): Record<string, string | number | undefined> {
  return {
    coin: s.coinId,
    country: s.country,
    offer: s.offerId ?? undefined,
    channel: s.channel ?? undefined,
    provider: s.provider ?? undefined,
  };
}

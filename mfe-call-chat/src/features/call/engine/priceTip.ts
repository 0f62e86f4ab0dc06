/**
 * The price-confirm tip modes (spec 2 §4 rule 5, §9): 'always' asks before every call; 'once'
 * asks once per call location, remembered in local storage. The mode itself is a user setting
 * (default 'always', so nobody is charged without having seen the price once).
 */
import { getLocal, setLocal } from 'shared-sdk';

export type PriceTipMode = 'always' | 'once';
const MODE_KEY = 'livcam.call.priceTipMode';
const CONFIRMED_KEY = 'livcam.call.priceConfirmed';

export function getPriceTipMode(): PriceTipMode {
  return getLocal<PriceTipMode>(MODE_KEY) === 'once' ? 'once' : 'always';
}

export function setPriceTipMode(mode: PriceTipMode): void {
  setLocal(MODE_KEY, mode);
}

function confirmedLocations(): number[] {
  const v = getLocal<number[]>(CONFIRMED_KEY);
  return Array.isArray(v) ? v.filter((n) => Number.isInteger(n)) : [];
}

/** Whether the price confirm shows for a call from `callLocation`. */
export function priceConfirmNeeded(callLocation: number): boolean {
  return getPriceTipMode() === 'always' || !confirmedLocations().includes(callLocation);
}

/** After a confirm: in 'once' mode this location does not ask again. */
export function rememberPriceConfirm(callLocation: number): void {
  const list = confirmedLocations();
  if (!list.includes(callLocation)) setLocal(CONFIRMED_KEY, [...list, callLocation]);
}

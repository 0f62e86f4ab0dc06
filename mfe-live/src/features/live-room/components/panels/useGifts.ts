import type { Gift } from 'shared-sdk';
import { liveApi } from 'shared-sdk/live';
import { LIVE_QUICK_GIFTS_MAX } from 'shared-sdk/constants';
import { liveGiftCatalogue } from './giftCatalogue';
import { useLoad, type Loaded } from './useLoad';

/**
 * The gift catalogue (cached), for the panel and the gift messages' pictures. Its call is a
 * signed-in one: visitors (tourists, guests) never ask it (`enabled` false), so a visitor's
 * gift messages show without the gift's picture.
 */
export function useGiftCatalogue(enabled: boolean): Loaded<Gift[]> & { retry(): void } {
  return useLoad(enabled ? 'catalogue' : null, liveGiftCatalogue);
}

/** The quick-gift row (spec 3 §2, §7 getOutShowGifts): at most LIVE_QUICK_GIFTS_MAX. */
export function useQuickGifts(enabled: boolean): Loaded<Gift[]> & { retry(): void } {
  return useLoad(enabled ? 'quick' : null, () =>
    liveApi
      .quickGifts()
      .then((r) => (r.ok && r.data ? r.data.list.slice(0, LIVE_QUICK_GIFTS_MAX) : null)),
  );
}

/** A gift by id (a gift message names only its id). */
export function giftOf(list: Loaded<Gift[]>, giftId: number): Gift | null {
  if (list.status !== 'ready') return null;
  return list.data.find((g) => g.id === giftId || g.giftId === giftId) ?? null;
}

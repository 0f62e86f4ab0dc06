import type { Gift } from 'shared-sdk';
import { liveApi } from 'shared-sdk/live';
import { LIVE_QUICK_GIFTS_MAX } from 'shared-sdk/constants';
import { liveGiftCatalogue } from './giftCatalogue';
import { useLoad, type Loaded } from './useLoad';

/**
 * The gift catalogue (cached), for the panel and the gift messages' pictures. `audienceId`: a
 * visitor's tourist id (tourists and guests see the tourist variant: spec 3 §4 "Tourists"), null
 * for a signed-in user.
 */
export function useGiftCatalogue(audienceId: string | null): Loaded<Gift[]> & { retry(): void } {
  return useLoad(audienceId === null ? 'catalogue' : `tourist:${audienceId}`, () =>
    liveGiftCatalogue(audienceId),
  );
}

/**
 * The quick-gift row (spec 3 §2, §7 getOutShowGifts, or its tourist variant for a visitor's
 * `audienceId`): at most LIVE_QUICK_GIFTS_MAX.
 */
export function useQuickGifts(audienceId: string | null): Loaded<Gift[]> & { retry(): void } {
  return useLoad(audienceId === null ? 'quick' : `quick:${audienceId}`, () =>
    (audienceId === null ? liveApi.quickGifts() : liveApi.touristQuickGifts(audienceId)).then(
      (r) => (r.ok && r.data ? r.data.list.slice(0, LIVE_QUICK_GIFTS_MAX) : null),
    ),
  );
}

/** A gift by id (a gift message names only its id). */
export function giftOf(list: Loaded<Gift[]>, giftId: number): Gift | null {
  if (list.status !== 'ready') return null;
  return list.data.find((g) => g.id === giftId || g.giftId === giftId) ?? null;
}

/**
 * The gift catalogue of the room (spec 3 §3 "Gift": id, giftImage, gold): the chat's catalogue
 * call (giftApi.total), or for a tourist or guest the tourist variant (GET /tourists/getAllGifts:
 * spec 3 §6 "Guests use separate calls and a locally stored gift list"), kept on the device for
 * GIFT_LIST_CACHE_MS (spec 3 §9 "Gift list cache 5 days") with the SDK's local storage, loaded
 * once per page.
 */
import { getLocal, setLocal, type ApiResult, type Gift } from 'shared-sdk';
import { giftApi } from 'shared-sdk/chat';
import { GIFT_LIST_CACHE_MS } from 'shared-sdk/constants';
import { liveApi } from 'shared-sdk/live';

export const LIVE_GIFT_CACHE_KEY = 'livcam.live.giftList.v1';
/** The visitors' copy, apart from the users' (another call). */
export const LIVE_TOURIST_GIFT_CACHE_KEY = 'livcam.live.touristGiftList.v1';

type GiftCall = () => Promise<ApiResult<{ list: Gift[] }>>;

interface Stored {
  savedAt: number;
  gifts: Gift[];
}

/** The panel's order: by the catalogue's sort, then price. */
const byPanelOrder = (gifts: readonly Gift[]): Gift[] =>
  gifts.slice().sort((a, b) => a.friendGiftSort - b.friendGiftSort || a.gold - b.gold);

/**
 * A stored copy younger than the cache's age, else the call (stored when it answers); when the
 * call fails an older copy still serves. Null: no gifts to show at all.
 */
export async function fetchGiftCatalogue(
  now = Date.now(),
  call: GiftCall = giftApi.total,
  key = LIVE_GIFT_CACHE_KEY,
): Promise<Gift[] | null> {
  const stored = getLocal<Stored>(key);
  const usable = stored && Array.isArray(stored.gifts) ? stored : null;
  if (usable && now - usable.savedAt < GIFT_LIST_CACHE_MS) return byPanelOrder(usable.gifts);
  const answer = await call();
  if (!answer.ok || !answer.data) return usable ? byPanelOrder(usable.gifts) : null;
  setLocal(key, { savedAt: now, gifts: answer.data.list } satisfies Stored);
  return byPanelOrder(answer.data.list);
}

const once = new Map<string, Promise<Gift[] | null>>();

/**
 * One load per page for every panel (a visitor's with their tourist id as `audienceId`); a failed
 * one is tried again next time.
 */
export function liveGiftCatalogue(audienceId: string | null = null): Promise<Gift[] | null> {
  const key = audienceId === null ? LIVE_GIFT_CACHE_KEY : LIVE_TOURIST_GIFT_CACHE_KEY;
  let loading = once.get(key);
  if (!loading) {
    const call: GiftCall =
      audienceId === null ? giftApi.total : () => liveApi.touristAllGifts(audienceId);
    loading = fetchGiftCatalogue(Date.now(), call, key).then((gifts) => {
      if (!gifts) once.delete(key);
      return gifts;
    });
    once.set(key, loading);
  }
  return loading;
}

/** Tests: forget the page's copies. */
export function forgetGiftCatalogue(): void {
  once.clear();
}

/**
 * The gift catalogue of the room (spec 3 §3 "Gift": id, giftImage, gold): the chat's catalogue
 * call (giftApi.total), kept on the device for GIFT_LIST_CACHE_MS (spec 3 §9 "Gift list cache
 * 5 days") with the SDK's local storage, loaded once per page.
 */
import { getLocal, setLocal, type Gift } from 'shared-sdk';
import { giftApi } from 'shared-sdk/chat';
import { GIFT_LIST_CACHE_MS } from 'shared-sdk/constants';

export const LIVE_GIFT_CACHE_KEY = 'livcam.live.giftList.v1';

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
export async function fetchGiftCatalogue(now = Date.now()): Promise<Gift[] | null> {
  const stored = getLocal<Stored>(LIVE_GIFT_CACHE_KEY);
  const usable = stored && Array.isArray(stored.gifts) ? stored : null;
  if (usable && now - usable.savedAt < GIFT_LIST_CACHE_MS) return byPanelOrder(usable.gifts);
  const answer = await giftApi.total();
  if (!answer.ok || !answer.data) return usable ? byPanelOrder(usable.gifts) : null;
  setLocal(LIVE_GIFT_CACHE_KEY, { savedAt: now, gifts: answer.data.list } satisfies Stored);
  return byPanelOrder(answer.data.list);
}

let once: Promise<Gift[] | null> | null = null;

/** One load per page for every panel; a failed one is tried again next time. */
export function liveGiftCatalogue(): Promise<Gift[] | null> {
  once ??= fetchGiftCatalogue().then((gifts) => {
    if (!gifts) once = null;
    return gifts;
  });
  return once;
}

/** Tests: forget the page's copy. */
export function forgetGiftCatalogue(): void {
  once = null;
}

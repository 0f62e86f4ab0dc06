import type { Gift } from 'shared-sdk';
import { giftApi } from 'shared-sdk/chat';
import { GIFT_LIST_CACHE_MS } from 'shared-sdk/constants';

/** localforage key of the cached catalogue (spec 2 §7 "cached in local storage for 5 days"). */
export const GIFT_CACHE_KEY = 'livcam.giftList.v1';

interface Cached {
  at: number;
  list: Gift[];
}

export interface KeyValue {
  getItem<T>(key: string): Promise<T | null>;
  setItem<T>(key: string, value: T): Promise<T>;
}

/** localforage (IndexedDB) loads with the first gift panel, never with the page. */
const defaultKv = (): Promise<KeyValue> =>
  import(/* webpackChunkName: "localforage" */ 'localforage').then((m) => m.default);

/** Sorted as the panel shows them: friendGiftSort, then price. */
export function sortGifts(list: readonly Gift[]): Gift[] {
  return [...list].sort((a, b) => a.friendGiftSort - b.friendGiftSort || a.gold - b.gold);
}

/**
 * The gift catalogue: the cached copy while it is younger than 5 days (GIFT_LIST_CACHE_MS),
 * else GET gift/total (and cache it). A failing cache is skipped; a failing call with an old
 * cache still answers the old copy (better than no gifts); null when there is nothing at all.
 */
export async function loadGiftCatalogue(
  opts: { now?: number; kv?: () => Promise<KeyValue>; fetchList?: typeof giftApi.total } = {},
): Promise<Gift[] | null> {
  const now = opts.now ?? Date.now();
  const kv = await (opts.kv ?? defaultKv)().catch(() => null);
  const cached = await kv?.getItem<Cached>(GIFT_CACHE_KEY).catch(() => null);
  const fresh = cached && Array.isArray(cached.list) && now - cached.at < GIFT_LIST_CACHE_MS;
  if (fresh) return sortGifts(cached.list);
  const r = await (opts.fetchList ?? giftApi.total)();
  if (r.ok && r.data?.list) {
    await kv
      ?.setItem<Cached>(GIFT_CACHE_KEY, { at: now, list: r.data.list })
      .catch(() => undefined);
    return sortGifts(r.data.list);
  }
  return cached?.list ? sortGifts(cached.list) : null;
}

let shared: Promise<Gift[] | null> | null = null;

/** One load per page (every bubble and the panel share it); a failure may be tried again. */
export function giftCatalogue(): Promise<Gift[] | null> {
  shared ??= loadGiftCatalogue().then((list) => {
    if (!list) shared = null;
    return list;
  });
  return shared;
}

import type { Gift } from 'shared-sdk';
import { GIFT_LIST_CACHE_MS } from 'shared-sdk/constants';
import { GIFT_CACHE_KEY, loadGiftCatalogue, type KeyValue } from './catalogue';

const gift = (id: number, sort: number): Gift => ({
  id,
  giftId: id,
  name: `g${id}`,
  giftImage: '',
  gold: 10,
  friendGiftSort: sort,
  giftStar: 1,
});

function memoryKv(init: Record<string, unknown> = {}) {
  const map = new Map(Object.entries(init));
  const kv: KeyValue = {
    getItem: async <T>(k: string) => (map.get(k) as T) ?? null,
    setItem: async <T>(k: string, v: T) => (map.set(k, v), v),
  };
  return { map, kv: async () => kv };
}

const answer = (list: Gift[]) =>
  jest.fn(async () => ({ ok: true as const, code: 200, msg: '', data: { list } }));

test('a catalogue younger than 5 days is read from the cache, sorted, without a call', async () => {
  const now = 10 * GIFT_LIST_CACHE_MS;
  const { kv } = memoryKv({
    [GIFT_CACHE_KEY]: { at: now - GIFT_LIST_CACHE_MS + 1, list: [gift(2, 2), gift(1, 1)] },
  });
  const fetchList = answer([]);
  const list = await loadGiftCatalogue({ now, kv, fetchList });
  expect(list!.map((g) => g.id)).toEqual([1, 2]);
  expect(fetchList).not.toHaveBeenCalled();
});

test('an older one is fetched again and cached', async () => {
  const now = 10 * GIFT_LIST_CACHE_MS;
  const { kv, map } = memoryKv({
    [GIFT_CACHE_KEY]: { at: now - GIFT_LIST_CACHE_MS, list: [gift(9, 1)] },
  });
  const fetchList = answer([gift(3, 1)]);
  const list = await loadGiftCatalogue({ now, kv, fetchList });
  expect(list!.map((g) => g.id)).toEqual([3]);
  expect(map.get(GIFT_CACHE_KEY)).toEqual({ at: now, list: [gift(3, 1)] });
});

test('a failed call falls back to the old copy, else null', async () => {
  const fail = jest.fn(async () => ({ ok: false as const, code: -1, msg: 'network', data: null }));
  const old = memoryKv({ [GIFT_CACHE_KEY]: { at: 0, list: [gift(4, 1)] } });
  expect(
    (await loadGiftCatalogue({ now: GIFT_LIST_CACHE_MS * 3, kv: old.kv, fetchList: fail }))!.map(
      (g) => g.id,
    ),
  ).toEqual([4]);
  expect(await loadGiftCatalogue({ kv: memoryKv().kv, fetchList: fail })).toBeNull();
});

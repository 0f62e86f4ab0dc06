import { getLocal, setLocal } from 'shared-sdk';
import { giftApi } from 'shared-sdk/chat';
import { GIFT_LIST_CACHE_MS } from 'shared-sdk/constants';
import { LIVE_GIFT_CACHE_KEY, fetchGiftCatalogue } from './giftCatalogue';
import { ageFrom } from './hostFacts';
import { gift, ok, refused } from './demoRoom';

// The catalogue is kept on the device for 5 days (spec 3 §9), shown in the panel's order.

const NOW = 1_800_000_000_000;
let total: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  total = jest
    .spyOn(giftApi, 'total')
    .mockImplementation(() => ok({ list: [gift(2, 50), gift(1, 10)] }));
});
afterEach(() => jest.restoreAllMocks());

test('asks once, stores it, and serves the stored copy while it is younger than 5 days', async () => {
  expect((await fetchGiftCatalogue(NOW))!.map((g) => g.id)).toEqual([1, 2]);
  expect(getLocal(LIVE_GIFT_CACHE_KEY)).toMatchObject({ savedAt: NOW });
  await fetchGiftCatalogue(NOW + GIFT_LIST_CACHE_MS - 1);
  expect(total).toHaveBeenCalledTimes(1);
  await fetchGiftCatalogue(NOW + GIFT_LIST_CACHE_MS);
  expect(total).toHaveBeenCalledTimes(2);
});

test('a failed call serves an old copy; with none it is a failure', async () => {
  total.mockImplementation(() => refused(500));
  expect(await fetchGiftCatalogue(NOW)).toBeNull();
  setLocal(LIVE_GIFT_CACHE_KEY, { savedAt: NOW - 2 * GIFT_LIST_CACHE_MS, gifts: [gift(3, 5)] });
  expect((await fetchGiftCatalogue(NOW))!.map((g) => g.id)).toEqual([3]);
});

test.each([
  ['2000-06-15', '2026-06-14', 25],
  ['2000-06-15', '2026-06-15', 26],
  ['', '2026-06-15', null],
  ['not a date', '2026-06-15', null],
])('the age of %s on %s is %s', (birthday, on, age) => {
  expect(ageFrom(birthday, new Date(`${on}T12:00:00Z`))).toBe(age);
});

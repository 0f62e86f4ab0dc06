import { LIVE_BATCH_IDS_MAX } from 'shared-sdk/constants';
import { createLivingStore, LIVING_REFRESH_MS } from './livingStore';

function setup() {
  let t = 1_000_000;
  const living = new Set<number>([3]);
  const hostIsLivingBatch = jest.fn(async (ids: readonly number[]) => ({
    ok: true as const,
    code: 200,
    msg: '',
    data: Object.fromEntries(
      ids.map((id) => [
        String(id),
        living.has(id)
          ? { living: true, liveStudioId: id * 10, channelId: `live-${id * 10}` }
          : { living: false, liveStudioId: null, channelId: null },
      ]),
    ),
  }));
  const store = createLivingStore({ hostIsLivingBatch } as never, () => t);
  return { store, hostIsLivingBatch, living, advance: (ms: number) => (t += ms) };
}

test('asks about the given people once, and knows who is living and where', async () => {
  const { store, hostIsLivingBatch } = setup();
  await store.refresh([1, 2, 3, 3]);
  expect(hostIsLivingBatch).toHaveBeenCalledTimes(1);
  expect(hostIsLivingBatch).toHaveBeenCalledWith([1, 2, 3]);
  expect(store.liveOf(3)).toEqual({ hostId: 3, channelId: 'live-30' });
  expect(store.liveOf(1)).toBeNull();
});

test('no one is asked about twice within 30 s; after that, again', async () => {
  const { store, hostIsLivingBatch, advance } = setup();
  await store.refresh([1, 2]);
  advance(LIVING_REFRESH_MS - 1);
  await store.refresh([1, 2, 5]);
  expect(hostIsLivingBatch).toHaveBeenLastCalledWith([5]);
  advance(1);
  await store.refresh([1, 2, 5]);
  expect(hostIsLivingBatch).toHaveBeenLastCalledWith([1, 2]);
  expect(hostIsLivingBatch).toHaveBeenCalledTimes(3);
});

test('system entries and bad ids are never asked about', async () => {
  const { store, hostIsLivingBatch } = setup();
  await store.refresh([-4, -2, 0, Number.NaN, 1.5]);
  expect(hostIsLivingBatch).not.toHaveBeenCalled();
});

test(`batches of at most ${LIVE_BATCH_IDS_MAX} ids`, async () => {
  const { store, hostIsLivingBatch } = setup();
  await store.refresh(Array.from({ length: LIVE_BATCH_IDS_MAX + 1 }, (_, i) => i + 1));
  expect(hostIsLivingBatch).toHaveBeenCalledTimes(2);
  expect(hostIsLivingBatch.mock.calls[0]?.[0]).toHaveLength(LIVE_BATCH_IDS_MAX);
  expect(hostIsLivingBatch.mock.calls[1]?.[0]).toEqual([LIVE_BATCH_IDS_MAX + 1]);
});

test('a live that ends drops the highlight and tells the listeners; a failure keeps the last answer', async () => {
  const { store, hostIsLivingBatch, living, advance } = setup();
  const listener = jest.fn();
  store.subscribe(listener);
  await store.refresh([3]);
  expect(listener).toHaveBeenCalledTimes(1);
  hostIsLivingBatch.mockResolvedValueOnce({ ok: false, code: 500, msg: '', data: null } as never);
  advance(LIVING_REFRESH_MS);
  await store.refresh([3]);
  expect(store.liveOf(3)).not.toBeNull();
  living.delete(3);
  advance(LIVING_REFRESH_MS);
  await store.refresh([3]);
  expect(store.liveOf(3)).toBeNull();
  expect(listener).toHaveBeenCalledTimes(2);
});

test('clear forgets everything (another user)', async () => {
  const { store, hostIsLivingBatch } = setup();
  await store.refresh([3]);
  store.clear();
  expect(store.liveOf(3)).toBeNull();
  await store.refresh([3]);
  expect(hostIsLivingBatch).toHaveBeenCalledTimes(2);
});

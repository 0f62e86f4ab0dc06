import { appStore, requestLive, toastsAtom, userAtom } from 'shared-sdk';
import { TEST_USER } from 'shared-sdk/testing';
import { LiveRoomStore } from '../../live-room/engine';
import { createLiveLayerRuntime } from './runtime';

// The live calls at their module boundary (the runtime's other ports are the SDK's own).
const never = () => new Promise(() => undefined);
const mockLiveApi = {
  hostIsLivingBatch: jest.fn(),
  pageQuery: jest.fn(),
  join: jest.fn(never),
  roomStats: jest.fn(never),
};
jest.mock('shared-sdk/live', () => ({
  get liveApi() {
    return mockLiveApi;
  },
}));

const ok = <T>(data: T) => ({ ok: true as const, code: 200, msg: '', data });

beforeEach(() => {
  appStore.set(userAtom, TEST_USER);
  appStore.set(toastsAtom, []);
});

test('attached, the layer answers requestLive: a host not living toasts and rejects; detached, nothing answers', async () => {
  const store = new LiveRoomStore();
  const runtime = createLiveLayerRuntime({ store, toastText: (key) => `toast:${key}` });
  const detach = runtime.attach();
  mockLiveApi.hostIsLivingBatch.mockResolvedValue(
    ok({ 10009: { living: false, liveStudioId: null, channelId: null } }),
  );
  await expect(requestLive({ hostId: 10009, source: 'test' })).rejects.toThrow('live: not living');
  expect(mockLiveApi.hostIsLivingBatch).toHaveBeenCalledWith([10009]);
  expect(appStore.get(toastsAtom).map((t) => t.text)).toEqual(['toast:liveEnded']);
  detach();
  jest.useFakeTimers();
  const late = requestLive({ hostId: 10009, source: 'test' });
  jest.advanceTimersByTime(10_000);
  await expect(late).rejects.toThrow('not mounted');
  jest.useRealTimers();
});

test('a living channel is looked up and entered for the signed-in user (refused: the promise says why)', async () => {
  const store = new LiveRoomStore();
  const runtime = createLiveLayerRuntime({ store, toastText: (key) => key });
  const detach = runtime.attach();
  const enter = jest.spyOn(store, 'enter');
  mockLiveApi.pageQuery.mockResolvedValue(
    ok({
      pageNo: 1,
      pages: 1,
      total: 1,
      list: [
        { id: 2, channelId: 'live-2', hostId: 10002, name: 'Cy', coverUrl: '', topAudiences: [] },
      ],
    }),
  );
  // Messaging is not online in this test (no host connection): the machine ignores the entry.
  await expect(requestLive({ channelId: 'live-2', source: 'test' })).rejects.toThrow(
    'live: messaging is not online',
  );
  expect(enter).toHaveBeenCalledWith(
    expect.objectContaining({ id: 2, channelId: 'live-2', hostId: 10002 }),
    { kind: 'user', id: TEST_USER.id },
  );
  detach();
});

test('within the 3 s entry lock another live is refused, and the promise says so', async () => {
  const store = new LiveRoomStore();
  const runtime = createLiveLayerRuntime({ store, toastText: (key) => key });
  const detach = runtime.attach();
  store.dispatch({ type: 'messaging', state: 'online' });
  const list = [2, 3].map((id) => ({
    id,
    channelId: `live-${id}`,
    hostId: 10000 + id,
    name: `H${id}`,
    coverUrl: '',
    topAudiences: [],
  }));
  mockLiveApi.pageQuery.mockResolvedValue(ok({ pageNo: 1, pages: 1, total: 2, list }));
  await requestLive({ channelId: 'live-2', source: 'test' });
  expect(store.getSnapshot()).toMatchObject({ status: 'entering', live: { id: 2 } });
  await expect(requestLive({ channelId: 'live-3', source: 'test' })).rejects.toThrow(
    'live: entry locked',
  );
  // The live on screen asked for again: nothing to refuse.
  await expect(requestLive({ channelId: 'live-2', source: 'test' })).resolves.toBeUndefined();
  detach();
});

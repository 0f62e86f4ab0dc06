import { appStore, loginPopupAtom, userAtom } from './atoms';
import {
  applyLiveMiniPlayer,
  liveMiniPlayerAtom,
  registerLiveLayer,
  requestLive,
  type LiveRequest,
} from './live';

const REQ: LiveRequest = { channelId: 'live-3', source: 'livcam_row' };

afterEach(() => {
  appStore.set(userAtom, null);
  appStore.set(loginPopupAtom, { open: false, source: null });
  jest.useRealTimers();
});

describe('requestLive', () => {
  it('a visitor gets the login popup (source live) and "not login"; the live opens after sign-in', async () => {
    const asked: LiveRequest[] = [];
    const off = registerLiveLayer(async (r) => void asked.push(r));
    await expect(requestLive(REQ)).rejects.toThrow('not login');
    expect(appStore.get(loginPopupAtom)).toEqual({ open: true, source: 'live' });
    expect(asked).toEqual([]);
    appStore.set(userAtom, { id: 1 } as never);
    await Promise.resolve();
    expect(asked).toEqual([REQ]);
    off();
  });

  it('a request names a channel or a host', async () => {
    appStore.set(userAtom, { id: 1 } as never);
    await expect(requestLive({ source: 'x' })).rejects.toThrow('no channel or host');
  });

  it('a live asked for before the layer registers opens when it does; the layer can refuse', async () => {
    appStore.set(userAtom, { id: 1 } as never);
    const waiting = requestLive({ hostId: 10001, source: 'friends' });
    const asked: LiveRequest[] = [];
    const off = registerLiveLayer(async (r) => {
      asked.push(r);
      if (r.hostId === 2) throw new Error('not living');
    });
    await waiting;
    expect(asked).toEqual([{ hostId: 10001, source: 'friends' }]);
    await expect(requestLive({ hostId: 2, source: 'x' })).rejects.toThrow('not living');
    off();
  });

  it('with no layer mounted it gives up after a while', async () => {
    jest.useFakeTimers();
    appStore.set(userAtom, { id: 1 } as never);
    const p = requestLive(REQ);
    jest.advanceTimersByTime(10_000);
    await expect(p).rejects.toThrow('the live layer is not mounted');
  });
});

describe('liveMiniPlayerAtom', () => {
  it('has one writer; an equal value keeps the same object; unregistering the layer clears it', () => {
    const off = registerLiveLayer(async () => undefined);
    applyLiveMiniPlayer({ liveId: 3, channelId: 'live-3', hostId: 10001 });
    const first = appStore.get(liveMiniPlayerAtom);
    expect(first).toEqual({ liveId: 3, channelId: 'live-3', hostId: 10001 });
    applyLiveMiniPlayer({ liveId: 3, channelId: 'live-3', hostId: 10001 });
    expect(appStore.get(liveMiniPlayerAtom)).toBe(first);
    off();
    expect(appStore.get(liveMiniPlayerAtom)).toBeNull();
  });
});

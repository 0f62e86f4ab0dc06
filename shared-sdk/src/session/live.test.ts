import { appStore, loginPopupAtom, userAtom } from './atoms';
import {
  applyLiveMiniPlayer,
  liveLayerWantedAtom,
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
  const flush = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };

  it('a visitor watches as a tourist: the layer is wanted (the host mounts it) and opens the live', async () => {
    const asked: LiveRequest[] = [];
    const waiting = requestLive(REQ);
    expect(appStore.get(liveLayerWantedAtom)).toBe(true);
    expect(appStore.get(loginPopupAtom).open).toBe(false);
    const off = registerLiveLayer(async (r) => void asked.push(r), { forVisitor: true });
    await waiting;
    expect(asked).toEqual([REQ]);
    off();
  });

  it("signInFirst: the login popup (the source given), 'not login'; after sign-in the user's layer opens it, not the visitor's", async () => {
    const forVisitor: LiveRequest[] = [];
    const offVisitor = registerLiveLayer(async (r) => void forVisitor.push(r), {
      forVisitor: true,
    });
    const req = { ...REQ, source: 'login_btn', signInFirst: true };
    await expect(requestLive(req)).rejects.toThrow('not login');
    expect(appStore.get(loginPopupAtom)).toEqual({ open: true, source: 'login_btn' });
    appStore.set(userAtom, { id: 1 } as never);
    await flush();
    // The host swaps the layers: the visitor's goes, the user's comes.
    offVisitor();
    const forUser: LiveRequest[] = [];
    const offUser = registerLiveLayer(async (r) => void forUser.push(r));
    await flush();
    expect(forVisitor).toEqual([]);
    expect(forUser).toEqual([{ channelId: 'live-3', source: 'login_btn' }]);
    offUser();
  });

  it('signInFirst, when the host swaps the layers in the same tick as the sign-in (a synchronous render)', async () => {
    const forVisitor: LiveRequest[] = [];
    const offVisitor = registerLiveLayer(async (r) => void forVisitor.push(r), {
      forVisitor: true,
    });
    await expect(requestLive({ ...REQ, signInFirst: true })).rejects.toThrow('not login');
    const forUser: LiveRequest[] = [];
    let offUser = () => {};
    const unsub = appStore.sub(userAtom, () => {
      unsub();
      offVisitor();
      offUser = registerLiveLayer(async (r) => void forUser.push(r));
    });
    appStore.set(userAtom, { id: 1 } as never);
    await flush();
    expect(forVisitor).toEqual([]);
    expect(forUser).toEqual([REQ]);
    offUser();
  });

  it('a live a visitor asked for is not opened by the layer of the user they became', async () => {
    jest.useFakeTimers();
    const p = requestLive(REQ);
    appStore.set(userAtom, { id: 1 } as never);
    const asked: LiveRequest[] = [];
    const off = registerLiveLayer(async (r) => void asked.push(r));
    jest.advanceTimersByTime(10_000);
    await expect(p).rejects.toThrow('not login');
    expect(asked).toEqual([]);
    off();
  });

  it('a request names a channel, a host or a shareId', async () => {
    const asked: LiveRequest[] = [];
    const off = registerLiveLayer(async (r) => void asked.push(r), { forVisitor: true });
    await requestLive({ shareId: 'abc', source: 'share_link' });
    expect(asked).toEqual([{ shareId: 'abc', source: 'share_link' }]);
    off();
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

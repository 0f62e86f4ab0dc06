import { appStore, userAtom, loginPopupAtom } from '../session/atoms';
import { CallStore, callPhaseAtom, callStore, startCall } from './store';
import type { CallCommand } from './machine';

const REQ = { target: { id: 7 }, callLocation: 101 };

describe('CallStore', () => {
  it('publishes a new snapshot per change, with actions only where valid', () => {
    const phases: string[] = [];
    const store = new CallStore((p) => phases.push(p.status));
    const run: CallCommand[] = [];
    store.setDriver({ run: (c) => run.push(c) });
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.getSnapshot().status));
    const idle = store.getSnapshot();
    expect(idle).toEqual({ status: 'idle' });
    store.dispatch({ type: 'accept' }); // not valid when idle
    expect(store.getSnapshot()).toBe(idle);
    store.dispatch({ type: 'start', request: REQ });
    store.dispatch({ type: 'devicesOk' });
    store.dispatch({ type: 'priceLoaded', price: 60, currentCoin: 100, free: false, confirmNeeded: true });
    const snap = store.getSnapshot();
    expect(snap.status).toBe('confirmPrice');
    if (snap.status !== 'confirmPrice') throw new Error('unreachable');
    expect(snap.price).toBe(60);
    expect('accept' in snap).toBe(false);
    snap.confirm();
    expect(store.getSnapshot().status).toBe('launching');
    expect(seen).toEqual(['checking', 'pricing', 'confirmPrice', 'launching']);
    expect(phases).toEqual(seen);
    expect(run.map((c) => c.type)).toEqual(['checkDevices', 'fetchPrice', 'rememberConfirm', 'launch']);
  });

  it('events dispatched by a command run after it (run to completion)', () => {
    const store = new CallStore();
    store.setDriver({
      run: (c, s) => {
        if (c.type === 'checkDevices') s.dispatch({ type: 'devicesOk' });
      },
    });
    store.dispatch({ type: 'start', request: REQ });
    expect(store.getSnapshot().status).toBe('pricing');
  });
});

describe('startCall', () => {
  afterEach(() => {
    appStore.set(userAtom, null);
    appStore.set(loginPopupAtom, { open: false, source: null });
  });

  it('a visitor gets the login popup (source call) and "not login"; the call starts after sign-in', async () => {
    const run: CallCommand[] = [];
    const off = callStore.setDriver({ run: (c) => run.push(c) });
    await expect(startCall(REQ)).rejects.toThrow('not login');
    expect(appStore.get(loginPopupAtom)).toEqual({ open: true, source: 'call' });
    appStore.set(userAtom, { userId: 1 } as never);
    expect(callStore.getSnapshot().status).toBe('checking');
    expect(appStore.get(callPhaseAtom)).toMatchObject({ status: 'checking', peerId: 7 });
    expect(run[0]).toEqual({ type: 'checkDevices' });
    await expect(startCall(REQ)).rejects.toThrow('another call');
    callStore.dispatch({ type: 'dismiss' });
    off();
  });

  it('a chat call reads the session: payStatus 0 → the VIP tip, payStatus 1 → the device check (spec 2 §6)', async () => {
    const run: CallCommand[] = [];
    const off = callStore.setDriver({ run: (c) => run.push(c) });
    const fromChat = { ...REQ, callLocation: 106 };
    appStore.set(userAtom, { id: 1, payStatus: 0 } as never);
    await startCall(fromChat);
    expect(callStore.getSnapshot().status).toBe('vipNeeded');
    expect(run).toEqual([]);
    callStore.dispatch({ type: 'dismiss' });
    appStore.set(userAtom, { id: 1, payStatus: 1 } as never);
    await startCall(fromChat);
    expect(callStore.getSnapshot().status).toBe('checking');
    callStore.dispatch({ type: 'dismiss' });
    off();
  });

  it('a call asked for before the call layer mounts starts when it does', async () => {
    appStore.set(userAtom, { id: 1, payStatus: 1 } as never);
    const started = startCall(REQ);
    expect(callStore.getSnapshot().status).toBe('idle');
    const run: CallCommand[] = [];
    const off = callStore.setDriver({ run: (c) => run.push(c) });
    await started;
    expect(callStore.getSnapshot().status).toBe('checking');
    expect(run[0]).toEqual({ type: 'checkDevices' });
    callStore.dispatch({ type: 'dismiss' });
    off();
  });

  it('needs a target id and a mounted call layer (waits 10 s for it)', async () => {
    appStore.set(userAtom, { userId: 1 } as never);
    await expect(startCall({ target: { id: 0 }, callLocation: 101 })).rejects.toThrow('no target id');
    jest.useFakeTimers();
    const late = startCall(REQ);
    jest.advanceTimersByTime(10_000);
    await expect(late).rejects.toThrow('not mounted');
    jest.useRealTimers();
  });
});

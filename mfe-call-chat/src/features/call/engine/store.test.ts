import {
  applyCallPhase,
  appStore,
  callPhaseAtom,
  loginPopupAtom,
  registerCallLayer,
  requestCall,
  userAtom,
} from 'shared-sdk';
import { CALL_STATUSES, INITIAL_CALL_STATE, type CallCommand, type CallStatus } from './machine';
import { CallStore, phaseOf, startCall } from './store';

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
    store.dispatch({
      type: 'priceLoaded',
      price: 60,
      currentCoin: 100,
      free: false,
      confirmNeeded: true,
    });
    const snap = store.getSnapshot();
    expect(snap.status).toBe('confirmPrice');
    if (snap.status !== 'confirmPrice') throw new Error('unreachable');
    expect(snap.price).toBe(60);
    expect('accept' in snap).toBe(false);
    snap.confirm();
    expect(store.getSnapshot().status).toBe('launching');
    expect(seen).toEqual(['checking', 'pricing', 'confirmPrice', 'launching']);
    // The phase is written on every change, in the SDK's coarser words.
    expect(phases).toEqual(['preparing', 'preparing', 'preparing', 'preparing']);
    // Launching holds the online status busy (statusChange.ts).
    expect(run.map((c) => c.type)).toEqual([
      'checkDevices',
      'fetchPrice',
      'rememberConfirm',
      'launch',
      'markBusy',
    ]);
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

describe('the phase other parts read (callPhaseAtom)', () => {
  const PHASES: Array<[CallStatus, string]> = [
    ['idle', 'idle'],
    ['checking', 'preparing'],
    ['deviceDenied', 'preparing'],
    ['pricing', 'preparing'],
    ['notEnoughCoins', 'preparing'],
    ['vipNeeded', 'preparing'],
    ['confirmPrice', 'preparing'],
    ['launching', 'preparing'],
    ['outgoing', 'ringing'],
    ['incoming', 'ringing'],
    ['connecting', 'inCall'],
    ['inCall', 'inCall'],
    ['reconnecting', 'inCall'],
    ['ended', 'ended'],
  ];
  it('covers every status', () => {
    expect(PHASES.map(([s]) => s).sort()).toEqual([...CALL_STATUSES].sort());
  });
  it.each(PHASES)('%s → %s', (status, phase) => {
    const room = {
      roomNum: 'r1',
      role: 'caller' as const,
      price: 60,
      goddessLocation: 0,
      callLocation: 101,
      ringExpiresAt: 0,
    };
    const s = { ...INITIAL_CALL_STATE, status, room, peer: { id: 7 } };
    expect(phaseOf(s)).toEqual(
      phase === 'idle'
        ? { status: 'idle', roomNum: null, peerId: null }
        : { status: phase, roomNum: 'r1', peerId: 7 },
    );
  });
});

/** Lets the SDK's queue hand a waiting call over (a few promise turns). */
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe("startCall: the call layer's answer to the SDK's requestCall", () => {
  let store: CallStore;
  let run: CallCommand[];
  let offs: Array<() => void>;
  /** What the call layer does when it mounts (the driver's attach). */
  const mountLayer = () => {
    offs.push(
      store.setDriver({ run: (c) => run.push(c) }),
      registerCallLayer((r) => startCall(store, r)),
    );
  };
  beforeEach(() => {
    store = new CallStore(applyCallPhase);
    run = [];
    offs = [];
  });
  afterEach(() => {
    for (const off of offs) off();
    appStore.set(userAtom, null);
    appStore.set(loginPopupAtom, { open: false, source: null });
  });

  it('a visitor gets the login popup (source call) and "not login"; the call starts after sign-in', async () => {
    mountLayer();
    await expect(requestCall(REQ)).rejects.toThrow('not login');
    expect(appStore.get(loginPopupAtom)).toEqual({ open: true, source: 'call' });
    appStore.set(userAtom, { userId: 1 } as never);
    await settle();
    expect(store.getSnapshot().status).toBe('checking');
    expect(appStore.get(callPhaseAtom)).toMatchObject({ status: 'preparing', peerId: 7 });
    expect(run[0]).toEqual({ type: 'checkDevices' });
    await expect(requestCall(REQ)).rejects.toThrow('another call');
    store.dispatch({ type: 'dismiss' });
  });

  it('a chat call reads the session: payStatus 0 → the VIP tip, payStatus 1 → the device check (spec 2 §6)', async () => {
    mountLayer();
    const fromChat = { ...REQ, callLocation: 106 };
    appStore.set(userAtom, { id: 1, payStatus: 0 } as never);
    await requestCall(fromChat);
    expect(store.getSnapshot().status).toBe('vipNeeded');
    expect(run).toEqual([]);
    store.dispatch({ type: 'dismiss' });
    appStore.set(userAtom, { id: 1, payStatus: 1 } as never);
    await requestCall(fromChat);
    expect(store.getSnapshot().status).toBe('checking');
    store.dispatch({ type: 'dismiss' });
  });

  it('a call asked for before the call layer mounts starts when it does', async () => {
    appStore.set(userAtom, { id: 1, payStatus: 1 } as never);
    const started = requestCall(REQ);
    expect(store.getSnapshot().status).toBe('idle');
    mountLayer();
    await started;
    expect(store.getSnapshot().status).toBe('checking');
    expect(run[0]).toEqual({ type: 'checkDevices' });
    store.dispatch({ type: 'dismiss' });
  });

  it('the layer gone (logout), the phase is idle again', () => {
    mountLayer();
    appStore.set(userAtom, { id: 1, payStatus: 1 } as never);
    void requestCall(REQ);
    expect(appStore.get(callPhaseAtom).status).toBe('preparing');
    for (const off of offs.splice(0)) off();
    expect(appStore.get(callPhaseAtom).status).toBe('idle');
  });
});

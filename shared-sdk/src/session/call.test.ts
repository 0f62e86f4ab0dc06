import { appStore, loginPopupAtom, userAtom } from './atoms';
import {
  applyCallPhase,
  callPhaseAtom,
  registerCallLayer,
  requestCall,
  type CallRequest,
} from './call';

const REQ: CallRequest = { target: { id: 7 }, callLocation: 101 };

/** A stand-in call layer recording what it was asked to start. */
function recordingLayer(answer: () => Promise<void> = () => Promise.resolve()) {
  const asked: CallRequest[] = [];
  const off = registerCallLayer((r) => {
    asked.push(r);
    return answer();
  });
  return { asked, off };
}

afterEach(() => {
  appStore.set(userAtom, null);
  appStore.set(loginPopupAtom, { open: false, source: null });
});

describe('requestCall', () => {
  it('a visitor gets the login popup (source call) and "not login"; the call starts after sign-in', async () => {
    const { asked, off } = recordingLayer();
    await expect(requestCall(REQ)).rejects.toThrow('not login');
    expect(appStore.get(loginPopupAtom)).toEqual({ open: true, source: 'call' });
    expect(asked).toEqual([]);
    appStore.set(userAtom, { id: 1 } as never);
    await Promise.resolve();
    expect(asked).toEqual([REQ]);
    off();
  });

  it('a call waiting for the layer is dropped when the user signs out meanwhile', async () => {
    await expect(requestCall(REQ)).rejects.toThrow('not login');
    appStore.set(userAtom, { id: 1 } as never); // signed in: the call waits for the layer
    appStore.set(userAtom, null); // signed out before it registered
    const { asked, off } = recordingLayer();
    try {
      for (let i = 0; i < 5; i++) await Promise.resolve();
      expect(asked).toEqual([]);
      appStore.set(userAtom, { id: 1 } as never); // nothing was kept for the next sign-in
      for (let i = 0; i < 5; i++) await Promise.resolve();
      expect(asked).toEqual([]);
    } finally {
      off();
    }
  });

  it('a call asked for before the call layer registers starts when it does', async () => {
    appStore.set(userAtom, { id: 1 } as never);
    let done = false;
    const started = requestCall(REQ).then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    const { asked, off } = recordingLayer();
    await started;
    expect(asked).toEqual([REQ]);
    off();
  });

  it("passes the layer's refusal on (another call in progress)", async () => {
    appStore.set(userAtom, { id: 1 } as never);
    const { off } = recordingLayer(() =>
      Promise.reject(new Error('call: another call is in progress')),
    );
    await expect(requestCall(REQ)).rejects.toThrow('another call');
    off();
  });

  it('needs a target id and a registered call layer (waits 10 s for it)', async () => {
    appStore.set(userAtom, { id: 1 } as never);
    await expect(requestCall({ target: { id: 0 }, callLocation: 101 })).rejects.toThrow(
      'no target id',
    );
    jest.useFakeTimers();
    try {
      const late = requestCall(REQ);
      jest.advanceTimersByTime(9_999);
      await Promise.resolve();
      jest.advanceTimersByTime(1);
      await expect(late).rejects.toThrow('not mounted');
    } finally {
      jest.useRealTimers();
    }
  });

  it('an unregistered layer is not called', async () => {
    appStore.set(userAtom, { id: 1 } as never);
    const { asked, off } = recordingLayer();
    off();
    jest.useFakeTimers();
    try {
      const late = requestCall(REQ);
      jest.advanceTimersByTime(10_000);
      await expect(late).rejects.toThrow('not mounted');
      expect(asked).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('callPhaseAtom', () => {
  it('is read-only; applyCallPhase is its writer and drops a value equal to the one shown', () => {
    expect('write' in callPhaseAtom).toBe(false);
    expect(appStore.get(callPhaseAtom)).toEqual({ status: 'idle', roomNum: null, peerId: null });
    const seen: string[] = [];
    const unsub = appStore.sub(callPhaseAtom, () => seen.push(appStore.get(callPhaseAtom).status));
    applyCallPhase({ status: 'ringing', roomNum: 'r1', peerId: 7 });
    const ringing = appStore.get(callPhaseAtom);
    applyCallPhase({ status: 'ringing', roomNum: 'r1', peerId: 7 });
    expect(appStore.get(callPhaseAtom)).toBe(ringing);
    applyCallPhase({ status: 'inCall', roomNum: 'r1', peerId: 7 });
    applyCallPhase({ status: 'idle', roomNum: null, peerId: null });
    expect(seen).toEqual(['ringing', 'inCall', 'idle']);
    unsub();
  });

  it('goes back to idle when the call layer unregisters (logout)', () => {
    const off = registerCallLayer(() => Promise.resolve());
    applyCallPhase({ status: 'inCall', roomNum: 'r1', peerId: 7 });
    off();
    expect(appStore.get(callPhaseAtom)).toEqual({ status: 'idle', roomNum: null, peerId: null });
  });
});

import {
  appStore,
  getBusyReasons,
  requestCall,
  userAtom,
  type CallBiz,
  type CallRoomView,
} from 'shared-sdk';
import { BIZ_TYPE_CALL, CALL_EVENT } from 'shared-sdk/constants';
import { CallStore, RING_BELL_STATUS, callApi } from '../engine';
import { STORED_ROOM_KEY, createCallDriver } from './driver';

// The driver only runs what the machine says (the decisions are machine.test.ts rows): these check
// that each of the commands the machine took over is run, and that the page's events reach it.

const ME = 1;
const PEER = 7;
const PUSH = { kind: 'push' } as const;
const view = (roomNum: string, role: 'caller' | 'callee') =>
  ({
    roomNum,
    role,
    callPrice: 60,
    goddessLocation: 0,
    callLocation: 100,
    ringExpiresAt: Date.now() + 30_000,
  }) as CallRoomView;
const invitation = (roomNum: string): CallBiz => ({
  bizType: BIZ_TYPE_CALL,
  action: CALL_EVENT.invitation,
  roomNum,
  callerUserId: PEER,
  calleeUserId: ME,
  callPrice: 60,
  remoteUserInfo: { id: PEER },
  timestamp: Date.now(),
});

function fakeMedia() {
  return {
    acquire: jest.fn(() => Promise.resolve({} as MediaStream)),
    leave: jest.fn(() => Promise.resolve()),
    mute: jest.fn(),
    getSnapshot: () => ({ local: null, remote: null }),
    subscribe: () => () => undefined,
  };
}

/** The answer of every call API the driver may make, so nothing leaves the test. */
function spyApi() {
  const ok = () => Promise.resolve({} as never);
  return {
    ringBellStatus: jest.spyOn(callApi, 'ringBellStatus').mockImplementation(ok),
    refuse: jest.spyOn(callApi, 'refuse').mockImplementation(ok),
    cancel: jest.spyOn(callApi, 'cancel').mockImplementation(ok),
    hangup: jest.spyOn(callApi, 'hangup').mockImplementation(ok),
    balance: jest.spyOn(callApi, 'balance').mockImplementation(ok),
    cleanAbnormal: jest.spyOn(callApi, 'cleanAbnormal').mockImplementation(ok),
    launch: jest
      .spyOn(callApi, 'launch')
      .mockImplementation(() => Promise.resolve(view('r2', 'caller'))),
  };
}

let detach: (() => void) | null = null;
function setup(mobile = false) {
  const store = new CallStore();
  const media = fakeMedia();
  const api = spyApi();
  const driver = createCallDriver({
    store,
    userId: () => ME,
    toast: () => undefined,
    onMatchPage: () => false,
    isMobile: () => mobile,
    media: media as never,
  });
  detach = driver.attach();
  return { store, media, api, driver };
}
const tick = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => appStore.set(userAtom, { id: ME, payStatus: 1 } as never));
afterEach(() => {
  detach?.();
  detach = null;
  jest.restoreAllMocks();
  localStorage.clear();
  appStore.set(userAtom, null);
});

test('a ring bell: busy held and its status sent; closed: busy released, status closed, idle after the end', async () => {
  const { store, driver, api } = setup();
  driver.onCallBiz(invitation('r1'), PUSH);
  expect(store.getSnapshot().status).toBe('incoming');
  expect(getBusyReasons()).toEqual(['call']);
  expect(api.ringBellStatus).toHaveBeenLastCalledWith(RING_BELL_STATUS.shown, 'r1');
  store.dispatch({ type: 'refuse' });
  expect(api.refuse).toHaveBeenCalledWith('r1', false);
  expect(getBusyReasons()).toEqual([]);
  expect(api.ringBellStatus).toHaveBeenLastCalledWith(RING_BELL_STATUS.closed, 'r1');
  expect(store.getSnapshot().status).toBe('ended');
  await tick();
  expect(store.getSnapshot().status).toBe('idle');
});

test("requestCall reaches the layer's store; the page going away while it rings cancels the room", async () => {
  const { store, api } = setup();
  await requestCall({ target: { id: PEER }, callLocation: 100 });
  await tick(); // the device check, the launch answer
  expect(store.getSnapshot().status).toBe('outgoing');
  window.dispatchEvent(new Event('pagehide'));
  expect(api.cancel).toHaveBeenCalledWith('r2');
  expect(store.getSnapshot().status).toBe('outgoing');
  expect(JSON.parse(localStorage.getItem(STORED_ROOM_KEY) ?? 'null')).toEqual({
    roomNum: 'r2',
    role: 'caller',
  });
});

test('the page hidden reaches the machine with whether this is a phone', () => {
  const { store } = setup(true);
  const dispatch = jest.spyOn(store, 'dispatch');
  const hidden = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  document.dispatchEvent(new Event('visibilitychange'));
  expect(dispatch).toHaveBeenCalledWith({ type: 'pageHidden', mobile: true });
  hidden.mockRestore();
});

test('a room stored before a reload is cleaned up once when the layer mounts', () => {
  localStorage.setItem(STORED_ROOM_KEY, JSON.stringify({ roomNum: 'r7', role: 'callee' }));
  const { api } = setup();
  expect(api.cleanAbnormal).toHaveBeenCalledWith('r7');
  expect(localStorage.getItem(STORED_ROOM_KEY)).toBeNull();
});

test('mute reaches the device; the layer gone, busy is released', () => {
  const { store, driver, media } = setup();
  driver.run({ type: 'muteMedia', kind: 'audio', muted: true }, store);
  expect(media.mute).toHaveBeenCalledWith('audio', true);
  driver.onCallBiz(invitation('r3'), PUSH);
  expect(getBusyReasons()).toEqual(['call']);
  detach?.();
  detach = null;
  expect(getBusyReasons()).toEqual([]);
});

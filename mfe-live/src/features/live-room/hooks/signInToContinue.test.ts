import {
  appStore,
  loginPopupAtom,
  registerLiveLayer,
  userAtom,
  type LiveRequest,
} from 'shared-sdk';
import { INITIAL_LIVE_STATE, type LiveInfo, type LiveRoomStore, type LiveState } from '../engine';
import { signInToContinue } from './signInToContinue';

const LIVE = { id: 3, channelId: 'live-3', hostId: 10003, name: 'Ann' } as LiveInfo;
const storeAt = (patch: Partial<LiveState>) =>
  ({ getState: () => ({ ...INITIAL_LIVE_STATE, ...patch }) }) as unknown as LiveRoomStore;

afterEach(() => {
  appStore.set(userAtom, null);
  appStore.set(loginPopupAtom, { open: false, source: null });
});

test.each<[string, Partial<LiveState>, boolean]>([
  [
    'a tourist watching: sign in, then the same live as the user',
    { status: 'watching', live: LIVE, viewer: { kind: 'tourist', id: 'tourist_1' } },
    true,
  ],
  [
    'a guest at the viewing limit: the same',
    {
      status: 'left',
      leftReason: 'viewingLimit',
      live: LIVE,
      viewer: { kind: 'guest', id: 'tourist_1', shareId: 's' },
    },
    true,
  ],
  [
    'a tourist on the end page: the plain popup',
    { status: 'ended', live: LIVE, viewer: { kind: 'tourist', id: 'tourist_1' } },
    false,
  ],
  ['no live at all: the plain popup', {}, false],
])('%s', async (_name, patch, continues) => {
  signInToContinue('login_btn', storeAt(patch));
  expect(appStore.get(loginPopupAtom)).toEqual({ open: true, source: 'login_btn' });
  const asked: LiveRequest[] = [];
  const off = registerLiveLayer(async (r) => void asked.push(r));
  appStore.set(userAtom, { id: 1 } as never);
  for (let i = 0; i < 3; i++) await Promise.resolve();
  expect(asked).toEqual(continues ? [{ channelId: 'live-3', source: 'login_btn' }] : []);
  off();
});

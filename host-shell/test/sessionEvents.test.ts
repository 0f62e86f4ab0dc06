import {
  appStore,
  isLoggedInAtom,
  registerNavigator,
  toastsAtom,
  userAtom,
  type SessionReaction,
} from 'shared-sdk';
import { handleSessionReaction } from '../src/features/session/state/sessionReactions';
import { banAtom, storedSessionAtom } from '../src/features/session/state/sessionAtoms';
import { navState, resetNavState } from '../src/features/routing/state/navState';

const USER = {
  id: 7,
  userName: 'Ann',
  headImg: '',
  goldNum: 1,
  gender: 1,
  countryId: 1,
  payStatus: 0,
};
const reaction = (o: Partial<SessionReaction>): SessionReaction => ({
  kind: 'expired',
  code: 412,
  clearSession: true,
  goRoot: true,
  reload: false,
  showBanScreen: false,
  message: 'Login expired',
  messageIsKey: false,
  ...o,
});

describe('session events (spec 1 §8)', () => {
  let go: jest.Mock;
  let unregister: () => void;
  beforeEach(() => {
    go = jest.fn();
    unregister = registerNavigator({
      go,
      current: () => ({ pathname: '/wall', search: '' }),
      back: jest.fn(),
    });
    appStore.set(userAtom, USER);
    appStore.set(storedSessionAtom, true);
    appStore.set(toastsAtom, []);
    appStore.set(banAtom, null);
  });
  afterEach(() => unregister());

  it('expired: clears the session, toasts the message, goes to the root', () => {
    handleSessionReaction(reaction({}));
    expect(appStore.get(isLoggedInAtom)).toBe(false);
    expect(appStore.get(storedSessionAtom)).toBe(false);
    expect(appStore.get(toastsAtom).map((t) => t.text)).toEqual(['Login expired']);
    expect(go).toHaveBeenCalledWith('/', { replace: true });
  });

  it('going to the root keeps the login-only page on screen from opening the login popup', () => {
    resetNavState();
    // The flag must be up before the session is cleared: clearing re-renders the current page.
    let flagWhenCleared: boolean | null = null;
    const off = appStore.sub(userAtom, () => {
      if (appStore.get(userAtom) === null) flagWhenCleared = navState.leavingToRoot;
    });
    handleSessionReaction(reaction({}));
    off();
    expect(flagWhenCleared).toBe(true);
    resetNavState();
    handleSessionReaction(reaction({ goRoot: false, reload: true }), jest.fn());
    expect(navState.leavingToRoot).toBe(false);
  });

  it('on a live page it reloads instead of going to the root', () => {
    const reload = jest.fn();
    handleSessionReaction(reaction({ goRoot: false, reload: true }), reload);
    expect(reload).toHaveBeenCalled();
    expect(go).not.toHaveBeenCalled();
  });

  it('banned: shows the ban screen', () => {
    handleSessionReaction(
      reaction({
        kind: 'banned',
        code: 10115,
        goRoot: false,
        showBanScreen: true,
        message: 'errors:session.banned_account',
        messageIsKey: true,
      }),
    );
    expect(appStore.get(banAtom)).toEqual({
      code: 10115,
      message: 'Your account has been banned.',
    });
    expect(appStore.get(isLoggedInAtom)).toBe(false);
  });
});

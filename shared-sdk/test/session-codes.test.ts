import {
  applySessionReaction,
  resetSessionReactionDedupe,
  sessionEvents,
  sessionReaction,
  type SessionReaction,
} from '../src/api/session-codes';
import { getCookie, readSession, saveSession, setCookie } from '../src/storage/cookies';

const off = { onLivePage: false };
const live = { onLivePage: true };

describe('sessionReaction (spec 1 §8, spec 3 §8)', () => {
  it.each([412, 10023])(
    '%s: expired, clear, go to root, message about another device / expiry',
    (code) => {
      expect(sessionReaction(code, 200, 'srv', off)).toEqual({
        kind: 'expired',
        code,
        httpStatus: 200,
        clearSession: true,
        goRoot: true,
        reload: false,
        showBanScreen: false,
        message: 'errors:session.expired',
        messageIsKey: true,
      });
    },
  );

  it('HTTP 401 without a session code is expired too', () => {
    expect(sessionReaction(401, 401, '', off)).toMatchObject({
      kind: 'expired',
      httpStatus: 401,
      clearSession: true,
      goRoot: true,
    });
    expect(sessionReaction(0, 401, '', off)).toMatchObject({ kind: 'expired' });
  });

  it.each([412, 10023, 401])('%s on a live page reloads instead of going to root', (code) => {
    expect(sessionReaction(code, code === 401 ? 401 : 200, '', live)).toMatchObject({
      reload: true,
      goRoot: false,
      clearSession: true,
    });
  });

  it('10101 shows the server message (or the relogin text), clears, goes to root', () => {
    expect(sessionReaction(10101, 200, 'Please log in', off)).toEqual({
      kind: 'message',
      code: 10101,
      httpStatus: 200,
      clearSession: true,
      goRoot: true,
      reload: false,
      showBanScreen: false,
      message: 'Please log in',
      messageIsKey: false,
    });
    expect(sessionReaction(10101, 200, '', off)).toMatchObject({
      message: 'errors:session.relogin',
      messageIsKey: true,
    });
  });

  it('10115 banned account and 10116 banned device: ban screen, clear, stay', () => {
    expect(sessionReaction(10115, 200, 'x', off)).toMatchObject({
      kind: 'banned',
      showBanScreen: true,
      clearSession: true,
      goRoot: false,
      reload: false,
      message: 'errors:session.banned_account',
    });
    expect(sessionReaction(10116, 200, 'x', live)).toMatchObject({
      kind: 'banned',
      showBanScreen: true,
      clearSession: true,
      goRoot: false,
      reload: false,
      message: 'errors:session.banned_device',
    });
  });

  it('10117 shows the server message, clears, goes to root', () => {
    expect(sessionReaction(10117, 200, 'Kicked out', off)).toMatchObject({
      kind: 'kicked',
      clearSession: true,
      goRoot: true,
      reload: false,
      showBanScreen: false,
      message: 'Kicked out',
      messageIsKey: false,
    });
  });

  it.each([200, 0, 500, 25501, 10042, 6666, -1])('%s is not a session code', (code) => {
    expect(sessionReaction(code, 200, '', off)).toBeNull();
  });
});

describe('applySessionReaction', () => {
  beforeEach(() => resetSessionReactionDedupe());

  it('clears the session cookies (keeping deviceId) and emits to subscribers', () => {
    saveSession({ userId: 1, loginToken: 't' });
    setCookie('deviceId', 'd');
    const got: SessionReaction[] = [];
    const unsubscribe = sessionEvents.subscribe((r) => got.push(r));
    expect(applySessionReaction(sessionReaction(10117, 200, 'bye', off), 1_000)).toBe(true);
    expect(readSession()).toBeNull();
    expect(getCookie('deviceId')).toBe('d');
    expect(got).toHaveLength(1);
    // same kind within the window: cleared again, not emitted again
    expect(applySessionReaction(sessionReaction(10117, 200, 'bye', off), 1_500)).toBe(false);
    expect(applySessionReaction(sessionReaction(10117, 200, 'bye', off), 4_000)).toBe(true);
    unsubscribe();
    applySessionReaction(sessionReaction(412, 200, '', off), 9_000);
    expect(got).toHaveLength(2);
  });

  it('null is a no-op', () => {
    saveSession({ userId: 1, loginToken: 't' });
    expect(applySessionReaction(null)).toBe(false);
    expect(readSession()).not.toBeNull();
  });
});

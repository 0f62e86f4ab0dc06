import {
  cleanupCookies,
  getCookie,
  getOrCreateDeviceId,
  readSession,
  saveSession,
  setCookie,
} from '../src/storage/cookies';
import { captureAdParams, getAdParams, getLocal, setLocal } from '../src/storage/local';

// Node (the backend, node-env tests): no document, no localStorage — nothing may throw.
describe('storage without a DOM', () => {
  it('has no document or localStorage here', () => {
    expect(typeof document).toBe('undefined');
    expect((globalThis as { localStorage?: unknown }).localStorage).toBeUndefined();
  });

  it('cookies fall back to memory and clean up the same way', () => {
    saveSession({ userId: 1, loginToken: 't' });
    setCookie('RC_POP_18', '1');
    const dev = getOrCreateDeviceId();
    expect(readSession()).toEqual({ userId: '1', loginToken: 't' });
    cleanupCookies();
    expect(readSession()).toBeNull();
    expect(getCookie('RC_POP_18')).toBe('1');
    expect(getCookie('deviceId')).toBe(dev);
  });

  it('local storage falls back to memory', () => {
    setLocal('k', { a: 1 });
    expect(getLocal('k')).toEqual({ a: 1 });
    captureAdParams('/?utm_source=x');
    expect(getAdParams()).toEqual({ utm_source: 'x' });
  });
});

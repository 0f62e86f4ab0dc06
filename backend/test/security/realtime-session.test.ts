/**
 * An open socket kept working after logout, and a messaging token issued before
 * logout still connected for 24 h. Realtime tokens are now bound to the login session that got
 * them; logout, a login on another device (10023) and a ban close that user's sockets (4001) and
 * void their tokens.
 */
import { Codes } from '../../src/codes';
import { call, login } from '../helpers';
import { TestClient } from '../realtime/helpers';
import { liveApp, type LiveApp } from './helpers';

let env: LiveApp;
beforeAll(async () => {
  env = await liveApp();
});
afterAll(() => env.close());

/** A socket opened with `token` is refused (4001). */
async function refused(token: string): Promise<boolean> {
  const c = await TestClient.open(env.wsUrl);
  c.send({ type: 'auth', token });
  return (await c.closed) === 4001;
}

test('logout closes the open socket (4001) and the token from before no longer connects', async () => {
  const s = await env.user();
  const token = await env.rtmToken(s);
  const c = await TestClient.connect(env.wsUrl, token);
  const other = await env.connect(await env.user()); // someone else stays connected
  expect(env.app.services.realtime.isOnline(s.userId)).toBe(true);
  const out = await call(env.app, '/facade/api/user/logout', { method: 'PUT', session: s });
  expect(out.json().code).toBe(200);
  expect(await c.closed).toBe(4001);
  expect(env.app.services.realtime.isOnline(s.userId)).toBe(false);
  expect(await refused(token)).toBe(true);
  expect(other.closeCode).toBeNull();
  // And the logged-out session cannot get a new token.
  const again = await call(env.app, '/facade/api/rtm/genToken', { session: s });
  expect(again.json().code).toBe(Codes.LOGIN_EXPIRED);
});

test('a login on another device (10023) closes the old sockets; the new session connects', async () => {
  const a = await env.user();
  const oldToken = await env.rtmToken(a);
  const tab1 = await TestClient.connect(env.wsUrl, oldToken);
  const tab2 = await TestClient.connect(env.wsUrl, oldToken);
  const b = await login(env.app, a.userId, 'the-other-phone');
  expect(await tab1.closed).toBe(4001);
  expect(await tab2.closed).toBe(4001);
  expect(await refused(oldToken)).toBe(true);
  const info = await call(env.app, '/facade/api/user/getUserInfo', { session: a });
  expect(info.json().code).toBe(Codes.ACTIVE_ON_OTHER_DEVICE);
  const fresh = await env.connect(b);
  expect(fresh.welcome).toMatchObject({ userId: String(a.userId) });
});

test('an account ban and a device ban close the sockets and void the token', async () => {
  const s = await env.user();
  const token = await env.rtmToken(s);
  const c = await TestClient.connect(env.wsUrl, token);
  await env.app.inject({ method: 'POST', url: '/dev/api/ban', payload: { userId: s.userId } });
  expect(await c.closed).toBe(4001);
  expect(await refused(token)).toBe(true);

  const d = await env.user();
  const dToken = await env.rtmToken(d);
  const dc = await TestClient.connect(env.wsUrl, dToken);
  await env.app.inject({ method: 'POST', url: '/dev/api/ban', payload: { deviceId: d.deviceId } });
  expect(await dc.closed).toBe(4001);
  expect(await refused(dToken)).toBe(true);
});

test('an expired login session voids its realtime token', async () => {
  const s = await env.user();
  const token = await env.rtmToken(s);
  await env.app.inject({
    method: 'POST',
    url: '/dev/api/session/expire',
    payload: { loginToken: s.loginToken },
  });
  expect(await refused(token)).toBe(true);
});

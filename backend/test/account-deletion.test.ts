/**
 * Delete account (docs/CONTRACTS.md "Delete account"): POST /facade/api/user/deleteAccount
 * deletes the account and its data in one transaction with every registered module step; the
 * account can no longer sign in by any method; a new sign-up with the same phone or e-mail is a
 * new, empty account; a failing step rolls everything back.
 */
import type { AddressInfo } from 'node:net';
import { Codes } from '../src/codes';
import { USER_STATUS } from '../src/sdk';
import { call } from './helpers';
import { TestClient } from './realtime/helpers';
import { sessionRealtimeToken } from './realtime/session-token';
import { authEnv, newDevice, phoneHash, type AuthEnv } from './auth/helpers';

const DELETE = '/facade/api/user/deleteAccount';
const INFO = '/facade/api/user/getUserInfo';

let env: AuthEnv;
beforeAll(async () => {
  env = await authEnv();
});
afterAll(() => env.app.close());

const rows = (sql: string, ...args: unknown[]) => env.app.services.db.prepare(sql).all(...args);

test('a phone account is deleted with its data; its token, password, cert and code paths are gone', async () => {
  const u = await env.phoneUser('Secret#123');
  const { db, ledger, accounts } = env.app.services;
  ledger.credit(u.userId, 50, 'test', `del-${u.userId}`);
  db.prepare(
    'INSERT INTO user_protocols (user_id, protocol_type, agree_button, saved_at) VALUES (?, 3, 1, 1)',
  ).run(u.userId);
  const cert = (await env.dev<{ cert: string }>('/dev/api/auth/cert', { userId: u.userId })).cert;

  const res = await call(env.app, DELETE, { method: 'POST', body: {}, session: u.session });
  expect(res.json()).toMatchObject({ code: 200 });

  expect(accounts.getUser(u.userId)).toBeUndefined();
  for (const table of ['login_tokens', 'user_auth', 'coin_ledger', 'user_protocols', 'login_certs'])
    expect([table, rows(`SELECT 1 FROM ${table} WHERE user_id = ?`, u.userId)]).toEqual([
      table,
      [],
    ]);
  expect(rows('SELECT user_id FROM account_deletions WHERE user_id = ?', u.userId)).toHaveLength(1);

  // The old session: HTTP 401 (client clears its session).
  const after = await call(env.app, INFO, { session: u.session });
  expect(after.statusCode).toBe(401);
  // Password sign-in: the number is unknown now (no account to sign in to).
  const pw = await env.api('/facade/api/mobile/mobilePasswordLogin', {
    query: { countryCode: u.cc, mobileNo: u.no, password: phoneHash('Secret#123') },
    deviceId: newDevice(),
  });
  expect(pw.code).not.toBe(200);
  const check = await env.api('/facade/api/mobile/checkMobile', {
    query: { countryCode: u.cc, mobileNo: u.no },
  });
  expect(check.data).toMatchObject({ existent: false });
  // Auto-login link: refused.
  const auto = await env.api('/facade/api/user/login/auto', {
    body: { userId: u.userId, cert },
    deviceId: newDevice(),
  });
  expect(auto.code).not.toBe(200);
});

test('an account that has called someone is deleted with its call rooms and likes', async () => {
  const u = await env.phoneUser('Secret#123');
  const { ledger } = env.app.services;
  ledger.credit(u.userId, 500, 'test', `del-call-${u.userId}`);
  // Online whatever the hour's schedule says (a seeded host is busy some hours).
  env.app.services.hostSchedule.configure(10002, { status: USER_STATUS.online });
  const launch = await call(env.app, '/api/call/launch', {
    method: 'POST',
    body: { calleeUserId: 10002, callLocation: 101 },
    session: u.session,
  });
  expect(launch.json()).toMatchObject({ code: 200 });
  await call(env.app, '/matches/api/like', {
    method: 'POST',
    body: { likeUserId: 10003 },
    session: u.session,
  });
  expect(rows('SELECT 1 FROM call_rooms WHERE caller_id = ?', u.userId)).toHaveLength(1);

  const res = await call(env.app, DELETE, { method: 'POST', body: {}, session: u.session });
  expect(res.json()).toMatchObject({ code: 200 });
  expect(env.app.services.accounts.getUser(u.userId)).toBeUndefined();
  expect(
    rows('SELECT 1 FROM call_rooms WHERE caller_id = ? OR callee_id = ?', u.userId, u.userId),
  ).toEqual([]);
  expect(rows('SELECT 1 FROM user_likes WHERE user_id = ?', u.userId)).toEqual([]);
});

test('a new sign-up with the same phone is a new, empty account', async () => {
  const u = await env.phoneUser();
  await call(env.app, DELETE, { method: 'POST', body: {}, session: u.session });
  const ticket = await env.phoneTicket(u, newDevice());
  const again = await env.api('/facade/api/user/exempt/login/phone', {
    body: {
      threePartyId: ticket,
      type: 6,
      userName: 'Second Life',
      gender: 2,
      birthday: '1990-01-01',
      countryId: 0,
    },
    deviceId: newDevice(),
  });
  expect(again.code).toBe(200);
  expect(again.data.userId).not.toBe(u.userId);
  expect(again.data.userId).toBeGreaterThan(u.userId);
});

test('an e-mail account: e-mail sign-in is refused after deletion and the address is free again', async () => {
  const u = await env.emailUser('secret1!');
  const session = { userId: u.userId, loginToken: u.loginToken, deviceId: u.deviceId };
  expect((await call(env.app, DELETE, { method: 'POST', body: {}, session })).json().code).toBe(
    200,
  );
  const login = await env.enc(
    '/facade/api/user/email/v2/emailLogin',
    { userAccount: u.email, password: 'secret1!', deviceType: 4, deviceName: 'web' },
    { deviceId: newDevice() },
  );
  expect(login.code).not.toBe(200);
  expect(
    (await env.api('/facade/api/user/email/v2/exists', { query: { email: u.email } })).data,
  ).toEqual({
    status: 0,
  });
});

test('registered module steps run in the same transaction; one that throws rolls everything back', async () => {
  const { accountDeletion, accounts, db } = env.app.services;
  db.exec(
    'CREATE TABLE IF NOT EXISTS test_notes (user_id INTEGER NOT NULL REFERENCES users (id), note TEXT)',
  );
  const u = await env.phoneUser();
  db.prepare('INSERT INTO test_notes (user_id, note) VALUES (?, ?)').run(u.userId, 'hello');

  accountDeletion.register('test-notes', () => {
    throw new Error('step failed');
  });
  const failed = await call(env.app, DELETE, { method: 'POST', body: {}, session: u.session });
  expect(failed.json().code).toBe(Codes.INTERNAL);
  expect(accounts.getUser(u.userId)).toBeDefined();
  expect(rows('SELECT 1 FROM login_tokens WHERE user_id = ?', u.userId)).toHaveLength(1);

  // Without the module's step its rows block the deletion (foreign key): nothing is half-deleted.
  accountDeletion.register('test-notes', () => undefined);
  expect(
    (await call(env.app, DELETE, { method: 'POST', body: {}, session: u.session })).json().code,
  ).toBe(Codes.INTERNAL);
  expect(accounts.getUser(u.userId)).toBeDefined();

  accountDeletion.register('test-notes', (tx, userId) => {
    tx.prepare('DELETE FROM test_notes WHERE user_id = ?').run(userId);
  });
  // Re-registering replaces the step (no duplicate); the app's own modules registered theirs.
  expect(accountDeletion.steps()).toEqual([
    'chat',
    'shop',
    'live',
    'activities',
    'call',
    'rewards',
    'test-notes',
  ]);
  expect(
    (await call(env.app, DELETE, { method: 'POST', body: {}, session: u.session })).json().code,
  ).toBe(200);
  expect(accounts.getUser(u.userId)).toBeUndefined();
  expect(rows('SELECT 1 FROM test_notes WHERE user_id = ?', u.userId)).toEqual([]);
});

test('without a session the path is refused (login-only)', async () => {
  const res = await call(env.app, DELETE, { method: 'POST', body: {}, session: null });
  expect(res.json().code).not.toBe(200);
});

test('its realtime sockets close (4001) and its realtime tokens are refused from then on', async () => {
  const u = await env.phoneUser();
  await env.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `ws://127.0.0.1:${(env.app.server.address() as AddressInfo).port}/rtm`;
  const token = sessionRealtimeToken(env.app, u.userId);
  const socket = await TestClient.connect(url, token);
  expect(env.app.services.realtime.isOnline(u.userId)).toBe(true);

  expect(
    (await call(env.app, DELETE, { method: 'POST', body: {}, session: u.session })).json().code,
  ).toBe(200);
  expect(await socket.closed).toBe(4001);
  expect(env.app.services.realtime.isOnline(u.userId)).toBe(false);
  const again = await TestClient.open(url);
  again.send({ type: 'auth', token });
  expect(await again.closed).toBe(4001);
});

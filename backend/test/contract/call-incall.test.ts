/**
 * Contract (in-call): the call layer's calls made from inside a call (mfe-call-chat's callApi,
 * typed with the SDK's types) — callApi.uploadSnapshot (multipart, field `snapshot`, the spec's
 * query), callApi.autoAddFriend and callApi.room — through the SDK's real client against the
 * real backend.
 */
import fs from 'node:fs';
import { callApi } from '../../../mfe-call-chat/src/features/call/engine/callApi';
import { friendApi } from '../../../shared-sdk/src/api/modules/friend';
import { png } from '../chat/images';
import { jpeg } from '../call/jpeg';
import { sessionRealtimeToken } from '../realtime/session-token';
import { TestClient } from '../realtime/helpers';
import { codeOf, devSession, devUser, signInClient, startContractEnv, type ContractEnv, type DevSession } from './harness';

let env: ContractEnv;
let a: DevSession;
let b: DevSession;
let roomNum: string;
let warn: jest.SpyInstance;
const sockets: TestClient[] = [];

const dev = (path: string, body: unknown) =>
  fetch(`${env.backend}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then((r) => r.json() as Promise<{ code: number; data: unknown }>);

beforeAll(async () => {
  env = await startContractEnv();
});
afterAll(async () => {
  for (const c of sockets) await c.close().catch(() => undefined);
  await env.close();
});
beforeEach(async () => {
  env.proxy.reset();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  a = await devSession(
    env.backend,
    (await devUser(env.backend, 'Ann Caller')).userId,
    `dev-a-${Date.now()}`,
  );
  b = await devSession(
    env.backend,
    (await devUser(env.backend, 'Bea Host')).userId,
    `dev-b-${Date.now()}`,
  );
  await dev('/dev/api/ledger', { userId: a.userId, amount: 500, reason: 'contract' });
  await dev('/dev/api/users/host', { userId: b.userId, isHost: true, callPrice: 60 });
  // The callee is online (a realtime socket), as a person with the app open is.
  sockets.push(
    await TestClient.connect(
      `${env.backend.replace(/^http/, 'ws')}/rtm`,
      sessionRealtimeToken(env.app, b.userId),
    ),
  );
  signInClient(a);
  roomNum = (await callApi.launch({ calleeUserId: b.userId, callLocation: 101 })).roomNum;
  signInClient(b);
  await callApi.answer(roomNum);
  // The payer's first frame starts a call between two people.
  signInClient(a);
  await callApi.notifyStartCall(roomNum);
});
afterEach(() => warn.mockRestore());

test('uploadSnapshot: a JPEG of the call is stored under the data folder; wrong room, other user, PNG refused', async () => {
  signInClient(a);
  const jpg = new Blob([new Uint8Array(jpeg(8, 6))], { type: 'image/jpeg' });
  const r = await callApi.uploadSnapshot(jpg, {
    id: roomNum,
    matchUserId: b.userId,
    remoteUserId: b.userId,
    gender: 1,
    location: 101,
    videoType: 1,
    page: 1,
    model: 'contract',
  });
  expect(r).toEqual({ id: expect.any(Number), url: '' });
  const sent = env.proxy.last();
  expect(sent.sent.url).toMatch(/^\/upload\/1\/videos\/snapshots\?/);
  const q = new URLSearchParams(sent.sent.url.split('?')[1]);
  expect(
    Object.fromEntries(
      ['id', 'matchUserId', 'remoteUserId', 'gender', 'location', 'videoType', 'page', 'model'].map(
        (k) => [k, q.get(k)],
      ),
    ),
  ).toEqual({
    id: roomNum,
    matchUserId: String(b.userId),
    remoteUserId: String(b.userId),
    gender: '1',
    location: '101',
    videoType: '1',
    page: '1',
    model: 'contract',
  });
  expect(sent.sent.headers['content-type']).toMatch(/^multipart\/form-data/);

  const row = env.app.services.db
    .prepare('SELECT * FROM call_snapshots WHERE id = ?')
    .get(r.id) as { path: string; user_id: number; room_num: string };
  expect(row).toMatchObject({ user_id: a.userId, room_num: roomNum });
  expect(fs.readFileSync(row.path)).toEqual(jpeg(8, 6));

  const pngBlob = new Blob([new Uint8Array(png(6, 4))], { type: 'image/png' });
  expect(
    await codeOf(callApi.uploadSnapshot(pngBlob, { id: roomNum, matchUserId: b.userId })),
  ).toBe(26003);
  expect(await codeOf(callApi.uploadSnapshot(jpg, { id: roomNum, matchUserId: a.userId }))).toBe(
    100007,
  );
  expect(await codeOf(callApi.uploadSnapshot(jpg, { id: '999999', matchUserId: b.userId }))).toBe(
    100007,
  );
  const big = new Blob([new Uint8Array(Buffer.concat([jpeg(8, 6), Buffer.alloc(1024 * 1024)]))], {
    type: 'image/jpeg',
  });
  expect(await codeOf(callApi.uploadSnapshot(big, { id: roomNum, matchUserId: b.userId }))).toBe(
    26002,
  );
});

test('autoAddFriend: accepts the request made from this call (times 1 → 2), free', async () => {
  signInClient(a);
  const add = await friendApi.addFriend({
    addWay: 101,
    friendUserId: b.userId,
    addReally: 1,
    flag: roomNum,
  });
  expect(add.ok && add.data.charged).toBe(9);
  signInClient(b);
  expect(await callApi.autoAddFriend({ hostId: a.userId, flag: roomNum })).toEqual({
    relation: 2,
    accepted: true,
  });
  expect(await codeOf(callApi.autoAddFriend({ hostId: a.userId, flag: '999999' }))).toBe(100007);
});

test("room: the server's view of the call for each party; an ended room says how and when; strangers refused", async () => {
  signInClient(a);
  expect(await callApi.room(roomNum)).toMatchObject({ roomNum, role: 'caller', state: 'connected', minutesBilled: 1 });
  expect(env.proxy.last().sent.url).toMatch(/^\/api\/call\/room\?/);
  signInClient(b);
  expect(await callApi.room(roomNum)).toMatchObject({ roomNum, role: 'callee', state: 'connected' });
  await callApi.hangup(roomNum);
  signInClient(a);
  expect(await callApi.room(roomNum)).toMatchObject({ state: 'ended', hangupReason: 1, hangupUserId: b.userId });
  const c = await devSession(env.backend, (await devUser(env.backend, 'Cy Stranger')).userId, `dev-c-${Date.now()}`);
  signInClient(c);
  expect(await codeOf(callApi.room(roomNum))).toBe(100007);
  expect(await codeOf(callApi.room(''))).toBe(100007);
});

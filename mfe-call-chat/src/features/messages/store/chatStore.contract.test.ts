/**
 * @jest-environment node
 */
/**
 * Contract: the device's message store with the SDK's real IM module against the
 * REAL backend (backend/test/contract/harness.ts: the backend on 127.0.0.1, the SDK client over
 * HTTP through a pass-through proxy). IndexedDB is fake-indexeddb (IndexedDB cannot run in Node).
 * The cookie jar holds one signed-in user per process, so the two users act in turns, the
 * store closed while the other one acts — as two devices would, one after the other. The tests
 * run in order and share one conversation (Ann and Bob, friends), each building on the last.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { imApi, resolveRealtimeUrl, rtmApi, type Messaging, type WebSocketCtor } from 'shared-sdk';
import { blacklistApi, createMessaging } from 'shared-sdk/chat';
import { IM_CODE } from 'shared-sdk/constants';
import { TestClient, WebSocket } from '../../../../../backend/test/realtime/helpers';
import { createImServer } from './serverApi';
import { MessageStore, type MessageStoreOptions } from './messageStore';
import { waitFor, switchableConnectivity } from '../testing/helpers';
import {
  devSession,
  devUser,
  signInClient,
  startContractEnv,
  type ContractEnv,
  type DevSession,
} from '../../../../../backend/test/contract/harness';

let env: ContractEnv;
let ann: DevSession;
let bob: DevSession;
let warn: jest.SpyInstance;
const open: MessageStore[] = [];

async function post(path: string, body: unknown): Promise<void> {
  const r = await fetch(`${env.backend}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(((await r.json()) as { code: number }).code).toBe(200);
}

function annStore(extra: Partial<MessageStoreOptions> = {}): MessageStore {
  signInClient(ann);
  const s = new MessageStore({
    userId: ann.userId,
    server: createImServer(),
    broadcast: false,
    ...extra,
  });
  open.push(s);
  return s;
}
function closeAll(): void {
  for (const s of open.splice(0)) s.close();
}
async function asBob<T>(fn: () => Promise<T>): Promise<T> {
  closeAll();
  signInClient(bob);
  try {
    return await fn();
  } finally {
    signInClient(ann);
  }
}
const roomOf = async (s: MessageStore, friendId: number) => {
  const r = s.room(friendId);
  r.subscribe(() => undefined);
  await waitFor(() => r.getSnapshot().status === 'ready' && !r.getSnapshot().syncing, 5_000);
  return r;
};

beforeAll(async () => {
  globalThis.indexedDB = new IDBFactory();
  env = await startContractEnv();
  const a = await devUser(env.backend, 'Ann Store');
  const b = await devUser(env.backend, 'Bob Store');
  ann = await devSession(env.backend, a.userId, 'store-ann-device');
  bob = await devSession(env.backend, b.userId, 'store-bob-device');
  await post('/dev/api/chat/friends', { a: a.userId, b: b.userId });
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterAll(async () => {
  closeAll();
  warn.mockRestore();
  await env.close();
});
afterEach(() => {
  closeAll();
  env.proxy.reset();
});

test('a message sent while the receiver was away is there once: list, history and a duplicate push', async () => {
  const sent = await asBob(() =>
    imApi.send({
      messageUuid: 'bob-hello-0001',
      message: 'hello Ann',
      messageType: 1,
      receiveUserId: ann.userId,
      sendUserId: bob.userId,
    }),
  );
  expect(sent.ok).toBe(true);
  const s = annStore();
  await s.open();
  await waitFor(() => s.getConversations().users.some((u) => u.friendId === bob.userId));
  const entry = s.getConversations().users.find((u) => u.friendId === bob.userId)!;
  expect(entry).toMatchObject({ userName: 'Bob Store', noReadCount: 1, content: 'hello Ann' });
  // The system conversations hold the backend's welcome notices.
  expect(
    s
      .getConversations()
      .list.slice(0, 3)
      .map((e) => e.friendId),
  ).toEqual([-1, -2, -3]);
  const room = await roomOf(s, bob.userId);
  // The realtime push of the same message arrives too (after the history sync): still one.
  // (The backend pushes the receiver's view: read 0; the send answer is the sender's view.)
  await s.ingest([{ ...sent.data!.message, read: 0, bizType: 1040 } as never]);
  expect(room.getSnapshot().messages.map((m) => m.content)).toEqual(['hello Ann']);
  expect((await s.unreadCounts([room.croomId])).byRoom.get(room.croomId)).toBe(1);
  await s.markRead(bob.userId);
  await waitFor(async () => (await s.unreadCounts([room.croomId])).byRoom.get(room.croomId) === 0);
  const list = await imApi.list({ pageNo: 1, pageSize: 30 });
  expect(list.data?.list.find((u) => u.friendId === bob.userId)?.noReadCount).toBe(0);
});

test('sent once: "sending" then "sent"; a retry of the same uuid is a duplicate on the server', async () => {
  const s = annStore();
  const room = await roomOf(s, bob.userId);
  const r = await s.send({ kind: 'text', friendId: bob.userId, text: 'hi Bob' });
  expect(r.ok).toBe(true);
  await waitFor(() =>
    room.getSnapshot().messages.some((m) => m.content === 'hi Bob' && m.sendStatus === 'sent'),
  );
  const mine = room.getSnapshot().messages.find((m) => m.content === 'hi Bob')!;
  expect(mine.messageId).toBeTruthy();
  const again = await imApi.send({
    messageUuid: mine.messageUuid,
    message: 'hi Bob',
    messageType: 1,
    receiveUserId: bob.userId,
    sendUserId: ann.userId,
  });
  expect(again.data?.duplicate).toBe(true);
  const bobSees = await asBob(() =>
    imApi.details({ sendUserId: ann.userId, pageNo: 1, pageSize: 100 }),
  );
  expect(bobSees.data?.list.filter((m) => m.content === 'hi Bob')).toHaveLength(1);
});

test('typed offline, delivered once when the connection is back', async () => {
  const net = switchableConnectivity(false);
  const s = annStore({ connectivity: net });
  const room = await roomOf(s, bob.userId);
  await s.send({ kind: 'text', friendId: bob.userId, text: 'written in a tunnel' });
  await new Promise((r) => setTimeout(r, 100));
  expect(env.proxy.log.some((x) => x.sent.url.startsWith('/facade/api/im/v1/send'))).toBe(false);
  net.set(true);
  await waitFor(() =>
    room
      .getSnapshot()
      .messages.some((m) => m.content === 'written in a tunnel' && m.sendStatus === 'sent'),
  );
  const bobSees = await asBob(() =>
    imApi.details({ sendUserId: ann.userId, pageNo: 1, pageSize: 100 }),
  );
  expect(bobSees.data?.list.filter((m) => m.content === 'written in a tunnel')).toHaveLength(1);
});

test('no answer in time: "failed"; Retry sends the same uuid and the server keeps one message', async () => {
  const s = annStore({ sendTimeoutMs: 150 });
  const room = await roomOf(s, bob.userId);
  // The request reaches the backend late (it is stored), after the client gave up.
  env.proxy.hooks.request = async (req) => {
    if (req.url.startsWith('/facade/api/im/v1/send')) await new Promise((r) => setTimeout(r, 400));
  };
  await s.send({ kind: 'text', friendId: bob.userId, text: 'slow network' });
  await waitFor(() =>
    room
      .getSnapshot()
      .messages.some((m) => m.content === 'slow network' && m.sendStatus === 'failed'),
  );
  env.proxy.hooks = {};
  const failed = room.getSnapshot().messages.find((m) => m.content === 'slow network')!;
  await new Promise((r) => setTimeout(r, 500)); // the first request has reached the backend by now
  expect(await s.retry(failed.messageUuid)).toBe(true);
  await waitFor(() =>
    room
      .getSnapshot()
      .messages.some((m) => m.content === 'slow network' && m.sendStatus === 'sent'),
  );
  const bobSees = await asBob(() =>
    imApi.details({ sendUserId: ann.userId, pageNo: 1, pageSize: 100 }),
  );
  expect(bobSees.data?.list.filter((m) => m.content === 'slow network')).toHaveLength(1);
});

test('a message pushed through the real gateway shows in the open store, once, with a sound event', async () => {
  const s = annStore();
  await s.open();
  await waitFor(() => s.getConversations().users.some((u) => u.friendId === bob.userId));
  const token = await rtmApi.genToken();
  expect(resolveRealtimeUrl(token.provider === 'local' ? token.url : '', env.backend)).toMatch(
    /^ws:/,
  );
  const m: Messaging = createMessaging(token, {
    apiBase: env.backend,
    WebSocket: WebSocket as unknown as WebSocketCtor,
  });
  try {
    await m.login();
    s.attachMessaging(m);
    const heard: string[] = [];
    s.events.on('incoming', ({ message, inOpenChat }) =>
      heard.push(`${message.content}:${inOpenChat}`),
    );
    // Bob writes while Ann's store is idle (no server call of hers is in flight).
    signInClient(bob);
    const sent = await imApi.send({
      messageUuid: 'bob-push-0001',
      message: 'pushed to Ann',
      messageType: 1,
      receiveUserId: ann.userId,
      sendUserId: bob.userId,
    });
    signInClient(ann);
    expect(sent.ok).toBe(true);
    await waitFor(() => heard.length === 1);
    expect(heard).toEqual(['pushed to Ann:false']);
    const room = await roomOf(s, bob.userId);
    expect(room.getSnapshot().messages.filter((x) => x.content === 'pushed to Ann')).toHaveLength(
      1,
    );
    expect(heard).toHaveLength(1);
  } finally {
    m.logout();
  }
});

test("a stranger's peer frame posing as Bob's chat message never reaches Ann's store", async () => {
  const s = annStore();
  await s.open();
  await waitFor(() => s.getConversations().users.some((u) => u.friendId === bob.userId));
  const before = s.getConversations().users.find((u) => u.friendId === bob.userId)!;
  const token = await rtmApi.genToken();
  const m: Messaging = createMessaging(token, {
    apiBase: env.backend,
    WebSocket: WebSocket as unknown as WebSocketCtor,
  });
  // Eve, signed in elsewhere, on her own raw socket to the same gateway.
  const eve = await devSession(env.backend, (await devUser(env.backend, 'Eve')).userId, 'eve');
  signInClient(eve);
  const eveToken = await rtmApi.genToken();
  signInClient(ann);
  const url = resolveRealtimeUrl(eveToken.provider === 'local' ? eveToken.url : '', env.backend);
  const evil = await TestClient.connect(url, eveToken.token);
  try {
    await m.login();
    s.attachMessaging(m);
    const heard: string[] = [];
    s.events.on('incoming', ({ message }) => heard.push(message.content ?? ''));
    const peers: unknown[] = [];
    m.on('peer', (p) => peers.push(p));
    // The frame of the finding: a 1040 naming Bob, Ann's friend, as its sender.
    const reply = await evil.request({
      type: 'peer',
      to: ann.userId,
      payload: {
        bizType: 1040,
        senderId: bob.userId,
        receiverId: ann.userId,
        croomId: before.croomId,
        messageType: 1,
        messageTypeValue: 0,
        messageUuid: 'eve-forged-0001',
        content: 'Bob here: send me your code',
        timestamp: Date.now() + 1_000,
      },
    });
    expect(reply).toMatchObject({ type: 'ok', online: { [String(ann.userId)]: true } });
    // It arrives as a peer message, stamped with Eve as the sender, and goes no further.
    await waitFor(() => peers.length === 1);
    expect(peers[0]).toMatchObject({
      from: String(eve.userId),
      payload: { senderId: eve.userId, content: 'Bob here: send me your code' },
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(heard).toEqual([]);
    const room = await roomOf(s, bob.userId);
    expect(room.getSnapshot().messages.some((x) => x.messageUuid === 'eve-forged-0001')).toBe(
      false,
    );
    const after = s.getConversations().users.find((u) => u.friendId === bob.userId)!;
    expect(after.content).toBe(before.content);
    expect(s.getConversations().users.some((u) => u.friendId === eve.userId)).toBe(false);
  } finally {
    evil.ws.terminate();
    m.logout();
  }
});

test('blocked by the receiver: "failed" with its text, nothing lost; delete stays on one side', async () => {
  await asBob(() => blacklistApi.addBlack({ blacklistUserId: ann.userId, userId: bob.userId }));
  const s = annStore();
  const room = await roomOf(s, bob.userId);
  await s.send({ kind: 'text', friendId: bob.userId, text: 'are you there?' });
  await waitFor(() => room.getSnapshot().messages.some((m) => m.sendStatus === 'failed'));
  const failed = room.getSnapshot().messages.find((m) => m.content === 'are you there?')!;
  expect(failed.sendError).toMatchObject({
    code: IM_CODE.blockedByReceiver,
    key: 'chat:send.blocked_by_receiver',
  });
  expect(await s.deleteConversation(bob.userId)).toEqual({ ok: true });
  await waitFor(() => !s.getConversations().users.some((u) => u.friendId === bob.userId));
  const annList = await imApi.list({ pageNo: 1, pageSize: 30 });
  expect(annList.data?.list.some((u) => u.friendId === bob.userId)).toBe(false);
});

/**
 * @jest-environment node
 */
import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { MemoryImServer } from '../testing/memoryServer';
import { freshIndexedDb, sleep, storeFactory, timersAt, waitFor } from '../testing/helpers';
import { chatDbName } from '../db/schema';
import { croomIdOf } from '../rules/ids';
import type { ImBiz } from 'shared-sdk';
import { Events } from 'shared-sdk/chat';
import type { Messaging, MessagingEvents } from 'shared-sdk';
import type { MessageStore } from './messageStore';

const ME = 100;
const ANN = 7;
const BOB = 300;

const stores = storeFactory(ME);
const makeStore = stores.make;
beforeEach(() => freshIndexedDb());
afterEach(() => stores.closeAll());

const roomMessages = (s: MessageStore, friendId: number) => s.room(friendId).getSnapshot().messages;

describe('the de-duplicating writer', () => {
  test('a message pushed twice and synced from history is stored and shown once, unread once', async () => {
    const server = new MemoryImServer(ME);
    const s = makeStore(server);
    await s.open();
    const msg = server.put({ senderId: ANN, receiverId: ME, content: 'hi' });
    await s.ingest([msg]);
    await s.ingest([{ ...msg }]);
    const room = s.room(ANN);
    room.subscribe(() => undefined);
    await waitFor(() => room.getSnapshot().status === 'ready' && !room.getSnapshot().syncing);
    expect(server.count('details')).toBe(1);
    expect(roomMessages(s, ANN).map((m) => m.content)).toEqual(['hi']);
    expect((await s.unreadCounts()).total).toBe(1);
    await waitFor(
      () => s.getConversations().users.find((u) => u.friendId === ANN)?.noReadCount === 1,
    );
  });

  test("a server notice's key and values go on the message and its conversation (the list's preview)", async () => {
    const server = new MemoryImServer(ME);
    const s = makeStore(server);
    await s.open();
    const values = { sender: 'Ann', gift: 'Rose', points: 2 };
    await s.ingest([
      server.put({
        senderId: -3,
        receiverId: ME,
        messageTypeValue: -3,
        content: 'Ann sent you a Rose (+2 points)',
        noticeKey: 'income.gift',
        noticeValues: values,
      }),
    ]);
    await waitFor(() => s.getConversations().users.some((u) => u.friendId === -3));
    expect(s.getConversations().users.find((u) => u.friendId === -3)).toMatchObject({
      noticeKey: 'income.gift',
      noticeValues: values,
    });
    // A newer plain message from the same sender: the entry's key goes with the old text.
    await s.ingest([
      server.put({ senderId: -3, receiverId: ME, messageTypeValue: -3, content: 'plain' }),
    ]);
    await waitFor(
      () => s.getConversations().users.find((u) => u.friendId === -3)?.content === 'plain',
    );
    expect(s.getConversations().users.find((u) => u.friendId === -3)?.noticeKey).toBeUndefined();
  });

  test('own messages are read, others unread; opening marks read and tells the server', async () => {
    const server = new MemoryImServer(ME);
    const s = makeStore(server);
    await s.open();
    await s.ingest([
      server.put({ senderId: ANN, receiverId: ME, content: 'a' }),
      server.put({ senderId: ME, receiverId: ANN, content: 'b' }),
    ]);
    expect((await s.unreadCounts()).total).toBe(1);
    await s.markRead(ANN);
    expect((await s.unreadCounts()).total).toBe(0);
    expect(server.calls.find((c) => c.fn === 'read')?.args).toEqual({ friendId: ANN });
    await waitFor(
      () => s.getConversations().users.find((u) => u.friendId === ANN)?.noReadCount === 0,
    );
  });

  test("the server's unread copy of a message the device read before it had it stays read (no badge for the chat on screen)", async () => {
    const server = new MemoryImServer(ME);
    const msg = server.put({ senderId: ANN, receiverId: ME, content: 'before you came' });
    const s = makeStore(server);
    await s.open();
    // The list names the conversation with the server's count; its messages are not here yet.
    await waitFor(
      () => s.getConversations().users.find((u) => u.friendId === ANN)?.noReadCount === 1,
    );
    expect(roomMessages(s, ANN)).toEqual([]);
    await s.markRead(ANN);
    await waitFor(
      () => s.getConversations().users.find((u) => u.friendId === ANN)?.noReadCount === 0,
    );
    // The history arrives with the copy from before the server heard of the read.
    await s.ingest([{ ...msg, read: 0 }]);
    expect((await s.unreadCounts()).total).toBe(0);
    await sleep(50);
    expect(s.getConversations().users.find((u) => u.friendId === ANN)?.noReadCount).toBe(0);
    // A newer message still arrives unread.
    await s.ingest([server.put({ senderId: ANN, receiverId: ME, content: 'still there?' })]);
    expect((await s.unreadCounts()).total).toBe(1);
  });

  test("a late listener gets the latest incoming message for a while, never a duplicate's or one's own", async () => {
    const server = new MemoryImServer(ME);
    let clock = Date.now();
    const s = makeStore(server, { timers: { ...timersAt(0), now: () => clock } });
    await s.open();
    expect(s.recentIncoming(5_000)).toBeNull();
    const hi = server.put({ senderId: ANN, receiverId: ME, content: 'hi' });
    await s.ingest([hi]);
    await s.ingest([server.put({ senderId: ME, receiverId: ANN, content: 'mine' })]);
    await s.ingest([{ ...hi }]);
    expect(s.recentIncoming(5_000)).toMatchObject({
      message: { content: 'hi', senderId: ANN },
      inOpenChat: false,
    });
    clock += 4_999;
    expect(s.recentIncoming(5_000)?.message.content).toBe('hi');
    clock += 1;
    expect(s.recentIncoming(5_000)).toBeNull();
  });

  test('a friend answer or a relation push says whose relation changed and re-reads the list', async () => {
    const server = new MemoryImServer(ME);
    const s = makeStore(server);
    await s.open();
    await waitFor(() => server.count('list') >= 1);
    const changed: number[] = [];
    s.events.on('relation', (e) => changed.push(e.userId));
    const lists = server.count('list');
    await s.ingest([server.put({ senderId: ANN, receiverId: ME, content: 'a text' })]);
    expect(changed).toEqual([]);
    // ANN accepted (addType 2, accept 1); BOB declined (addType 2, accept 0); 1043 from ANN.
    await s.ingest([
      server.put({ senderId: ANN, receiverId: ME, messageType: 2, addType: 2, accept: 1 }),
    ]);
    await s.ingest([
      server.put({ senderId: BOB, receiverId: ME, messageType: 2, addType: 2, accept: 0 }),
    ]);
    await s.ingest([{ bizType: 1040, noticeType: 1043, senderId: ANN, timestamp: 1 } as never]);
    expect(changed).toEqual([ANN, BOB, ANN]);
    await waitFor(() => server.count('list') > lists);
  });

  test('system notices go through the filter: an ignored type is not stored', async () => {
    const server = new MemoryImServer(ME);
    const s = makeStore(server);
    await s.open();
    await s.ingest([
      {
        messageUuid: 'n1',
        senderId: -1,
        receiverId: ME,
        noticeType: 52,
        messageTypeValue: -3,
        content: 'x',
      },
      {
        messageUuid: 'n2',
        senderId: -1,
        receiverId: ME,
        noticeType: 12,
        messageTypeValue: -3,
        content: 'y',
        expire: Date.now() - 1,
      },
      {
        messageUuid: 'n3',
        senderId: -1,
        receiverId: ME,
        noticeType: 12,
        messageTypeValue: -3,
        content: 'z',
      },
    ]);
    const room = s.room(-1);
    room.subscribe(() => undefined);
    await waitFor(() => room.getSnapshot().status === 'ready');
    expect(room.getSnapshot().messages.map((m) => m.messageUuid)).toEqual(['n3']);
  });
});

describe('realtime messages', () => {
  /** The part of Messaging the store listens to, driven by hand. */
  function fakeMessaging() {
    const events = new Events<MessagingEvents>();
    const m = {
      on: events.on.bind(events),
      subscribe: () => () => undefined,
      getSnapshot: () => ({ state: 'online' }),
    } as unknown as Messaging;
    return { m, emit: (e: MessagingEvents['biz']) => events.emit('biz', e) };
  }

  test("a 1040 in a peer frame is ignored, whatever friend it names; the server's push is taken", async () => {
    const server = new MemoryImServer(ME);
    const s = makeStore(server);
    await s.open();
    const { m, emit } = fakeMessaging();
    s.attachMessaging(m);
    const heard: string[] = [];
    s.events.on('incoming', ({ message }) => heard.push(message.content ?? ''));
    // The frame of the finding: a stranger (666) claims to be Ann, the user's friend.
    const forged = {
      bizType: 1040,
      senderId: ANN,
      receiverId: ME,
      croomId: croomIdOf(ANN, ME),
      messageType: 1,
      messageTypeValue: 0,
      content: 'It is me, send me your code',
      messageUuid: 'forged-0001',
      timestamp: Date.now(),
    } as ImBiz;
    emit({ envelope: forged, source: { kind: 'peer', from: '666' } });
    emit({ envelope: forged, source: { kind: 'channel', channel: 'live-1', from: '666' } });
    emit({ envelope: forged, source: { kind: 'push', channel: 'live-1' } });
    await sleep(100);
    expect(heard).toEqual([]);
    expect(s.recentIncoming(60_000)).toBeNull();
    expect(s.getConversations().users.some((u) => u.friendId === ANN)).toBe(false);
    expect((await s.unreadCounts()).total).toBe(0);

    const real = server.put({ senderId: ANN, receiverId: ME, content: 'real one' });
    emit({
      envelope: { ...real, bizType: 1040, timestamp: Date.now() } as ImBiz,
      source: { kind: 'push' },
    });
    await waitFor(() => heard.length === 1);
    expect(heard).toEqual(['real one']);
    await waitFor(() => s.getConversations().users.some((u) => u.friendId === ANN));
  });
});

describe('rooms', () => {
  test('pages of 100, newest first page, older pages on demand, then from the server', async () => {
    const server = new MemoryImServer(ME);
    const t0 = Date.now() - 1_000_000;
    for (let i = 0; i < 250; i++)
      server.put({
        senderId: i % 2 ? ANN : ME,
        receiverId: i % 2 ? ME : ANN,
        content: `m${i}`,
        timestamp: t0 + i * 1000,
      });
    const s = makeStore(server);
    const room = s.room(ANN);
    room.subscribe(() => undefined);
    await waitFor(
      () =>
        room.getSnapshot().status === 'ready' &&
        !room.getSnapshot().syncing &&
        room.getSnapshot().messages.length > 0,
    );
    // The first sync fetched the newest server page (100).
    expect(
      room
        .getSnapshot()
        .messages.map((m) => m.content)
        .slice(-2),
    ).toEqual(['m248', 'm249']);
    expect(room.getSnapshot().messages).toHaveLength(100);
    expect(room.getSnapshot().hasOlder).toBe(true);
    await room.loadOlder();
    expect(room.getSnapshot().messages).toHaveLength(200);
    await room.loadOlder();
    expect(room.getSnapshot().messages).toHaveLength(250);
    expect(room.getSnapshot().messages[0]?.content).toBe('m0');
    expect(room.getSnapshot().hasOlder).toBe(false);
    expect(server.count('details')).toBe(3);
  });

  test('sync once per friend: a second store reads locally, unless the list shows news', async () => {
    const server = new MemoryImServer(ME);
    server.put({ senderId: ANN, receiverId: ME, content: 'one', timestamp: Date.now() - 5000 });
    const a = makeStore(server);
    const ra = a.room(ANN);
    ra.subscribe(() => undefined);
    await waitFor(() => ra.getSnapshot().messages.length === 1 && !ra.getSnapshot().syncing);
    a.close();
    const b = makeStore(server);
    await b.open();
    const rb = b.room(ANN);
    rb.subscribe(() => undefined);
    await waitFor(() => rb.getSnapshot().status === 'ready' && !rb.getSnapshot().syncing);
    expect(server.count('details')).toBe(1);
    b.close();
    // Sent while this device was away: the list shows it, so the room catches up on open.
    server.put({ senderId: ANN, receiverId: ME, content: 'two' });
    const c = makeStore(server);
    await c.open();
    await waitFor(() => c.getConversations().users.some((u) => u.content === 'two'));
    const rc = c.room(ANN);
    rc.subscribe(() => undefined);
    await waitFor(() => rc.getSnapshot().messages.length === 2);
    expect(server.count('details')).toBe(2);
    expect(rc.getSnapshot().messages.map((m) => m.content)).toEqual(['one', 'two']);
  });

  test('a listener of one room is not called for another room', async () => {
    const server = new MemoryImServer(ME);
    const s = makeStore(server);
    const ann = s.room(ANN);
    const bob = s.room(BOB);
    const annFn = jest.fn();
    const bobFn = jest.fn();
    ann.subscribe(annFn);
    bob.subscribe(bobFn);
    await waitFor(
      () =>
        ann.getSnapshot().status === 'ready' &&
        bob.getSnapshot().status === 'ready' &&
        !ann.getSnapshot().syncing &&
        !bob.getSnapshot().syncing,
    );
    const before = {
      ann: annFn.mock.calls.length,
      bob: bobFn.mock.calls.length,
      annSnap: ann.getSnapshot(),
    };
    await s.ingest([server.put({ senderId: BOB, receiverId: ME, content: 'to bob room' })]);
    expect(bobFn.mock.calls.length).toBeGreaterThan(before.bob);
    expect(annFn.mock.calls.length).toBe(before.ann);
    expect(ann.getSnapshot()).toBe(before.annSnap);
  });

  test('deleting a conversation removes it and its messages here and on the server; forgetting is local', async () => {
    const server = new MemoryImServer(ME);
    const s = makeStore(server);
    await s.open();
    await s.ingest([
      server.put({ senderId: ANN, receiverId: ME, content: 'a' }),
      server.put({ senderId: BOB, receiverId: ME, content: 'b' }),
    ]);
    await waitFor(() => s.getConversations().users.length === 2);
    expect(await s.deleteConversation(ANN)).toEqual({ ok: true });
    expect(server.count('remove')).toBe(1);
    await s.forgetFriend(BOB);
    expect(server.count('remove')).toBe(1);
    await waitFor(() => s.getConversations().users.length === 0);
    expect((await s.unreadCounts()).total).toBe(0);
    const db = await openDB(chatDbName(ME));
    expect(await db.count('chatHistory')).toBe(0);
    db.close();
  });
});

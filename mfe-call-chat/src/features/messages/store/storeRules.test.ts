/**
 * @jest-environment node
 */
import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { MemoryImServer } from '../testing/memoryServer';
import { freshIndexedDb, sleep, storeFactory, timersAt, waitFor } from '../testing/helpers';
import { chatDbName } from '../db/schema';
import { croomIdOf } from '../rules/ids';
import type { UnreadSummaryUpdate } from 'shared-sdk';

const ME = 100;
const ANN = 7;
const HOUR = 3_600_000;

const stores = storeFactory(ME);
const makeStore = stores.make;
beforeEach(() => freshIndexedDb());
afterEach(() => stores.closeAll());

// The store's rules (spec 2 §4, §5), two tabs of one user, and the database upgrade path; the
// writer, realtime messages and rooms are in messageStore.test.ts.

describe('rules in the store', () => {
  test('auto-read after 72 h, in the pass 350 ms after start', async () => {
    const server = new MemoryImServer(ME);
    let clock = Date.now();
    const timers = {
      setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
      clearTimeout: (h: unknown) => clearTimeout(h as never),
      now: () => clock,
    };
    const a = makeStore(server, { timers });
    await a.open();
    await a.ingest([
      server.put({ senderId: ANN, receiverId: ME, content: 'old', timestamp: clock - 10 * HOUR }),
    ]);
    await a.ingest([
      server.put({ senderId: ANN, receiverId: ME, content: 'new', timestamp: clock - 1 * HOUR }),
    ]);
    expect((await a.unreadCounts()).total).toBe(2);
    a.close();
    clock += 63 * HOUR; // 'old' is now 73 h old, 'new' 64 h
    const b = makeStore(server, { timers });
    await b.open();
    await sleep(200);
    expect((await b.unreadCounts()).total).toBe(2);
    await sleep(300);
    expect((await b.unreadCounts()).total).toBe(1);
    await waitFor(
      () => b.getConversations().users.find((u) => u.friendId === ANN)?.noReadCount === 1,
    );
    // Something is still unread there: the server is not told the room is read.
    expect(server.count('read')).toBe(0);
  });

  test('a room the auto-read pass leaves with nothing unread is read on the server too', async () => {
    const server = new MemoryImServer(ME);
    const now = Date.now();
    const a = makeStore(server);
    await a.open();
    await a.ingest([
      server.put({ senderId: ANN, receiverId: ME, content: 'old', timestamp: now - 71 * HOUR }),
    ]);
    a.close();
    // Two hours later the message is 73 h old; the server's own list still counts it unread.
    const b = makeStore(server, { timers: timersAt(now + 2 * HOUR) });
    await b.open();
    await waitFor(() => server.count('read') === 1);
    expect(server.calls.find((c) => c.fn === 'read')?.args).toEqual({ friendId: ANN });
    await b.refreshConversations();
    expect(b.getConversations().users.find((u) => u.friendId === ANN)?.noReadCount).toBe(0);
  });

  test('a start-up list answer from before the server was told does not bring the count back', async () => {
    const server = new MemoryImServer(ME);
    const now = Date.now();
    const a = makeStore(server);
    await a.open();
    await a.ingest([
      server.put({ senderId: ANN, receiverId: ME, content: 'old', timestamp: now - 71 * HOUR }),
    ]);
    a.close();
    // The start-up list is answered after the pass (350 ms) has run, with the server's count (1).
    const list = server.list.bind(server);
    let slow = true;
    server.list = async (q) => {
      const r = await list(q);
      if (slow) {
        slow = false;
        await sleep(600);
      }
      return r;
    };
    const b = makeStore(server, { timers: timersAt(now + 2 * HOUR) });
    await b.open();
    await waitFor(() => server.count('read') === 1);
    await sleep(700);
    await waitFor(
      () => b.getConversations().users.find((u) => u.friendId === ANN)?.noReadCount === 0,
    );
    expect((await b.unreadCounts()).total).toBe(0);
  });

  test('the auto-read pass works in batches and reaches every due message', async () => {
    const server = new MemoryImServer(ME);
    const now = Date.now();
    const s = makeStore(server);
    await s.open();
    const old = Array.from({ length: 450 }, (_, i) => ({
      messageUuid: `o${i}`,
      senderId: ANN,
      receiverId: ME,
      content: 'x',
      timestamp: now - 71 * HOUR + i,
    }));
    await s.ingest(old);
    await s.ingest([
      { messageUuid: 'fresh', senderId: ANN, receiverId: ME, content: 'y', timestamp: now },
    ]);
    const later = makeStore(server, { timers: { ...timersAt(now + 2 * HOUR) } });
    await later.open(); // the pass starts 350 ms later and takes 3 batches (200, 200, 50)
    await waitFor(async () => (await later.unreadCounts()).total === 1);
    expect(await later.autoRead()).toBe(0);
    await waitFor(
      () => later.getConversations().users.find((u) => u.friendId === ANN)?.noReadCount === 1,
    );
  });

  test('welcome messages once per user, 50 ms apart, three for a login count of 5', async () => {
    const server = new MemoryImServer(ME);
    const s = makeStore(server);
    const user = { id: ME, userName: 'Ann', gender: 2 };
    expect(await s.ensureWelcome(user, 5)).toBe(3);
    expect(await s.ensureWelcome(user, 5)).toBe(0);
    const room = s.room(-2);
    room.subscribe(() => undefined);
    await waitFor(() => room.getSnapshot().messages.length === 3);
    const ms = room.getSnapshot().messages;
    expect(ms.map((m) => m.contentKey)).toEqual([
      'chat:welcome.greeting_female',
      'chat:welcome.support',
      'chat:welcome.returning',
    ]);
    expect(ms[1]!.timestamp - ms[0]!.timestamp).toBeGreaterThanOrEqual(45);
    expect(ms[0]!.expire! - ms[0]!.timestamp).toBe(300_000);
  });

  test('expired welcome notices leave the badge: read by the pass their expiry schedules', async () => {
    const server = new MemoryImServer(ME);
    let clock = Date.now();
    let scheduled: [fn: () => void, ms: number][] = [];
    const timers = {
      setTimeout: (fn: () => void, ms: number) => {
        if (ms > 60_000) return scheduled.push([fn, ms]); // the expiry: run by hand below
        return setTimeout(fn, ms);
      },
      clearTimeout: (h: unknown) => clearTimeout(h as never),
      now: () => clock,
    };
    const s = makeStore(server, { timers });
    expect(await s.ensureWelcome({ id: ME, userName: 'Ann', gender: 2 }, 5)).toBe(3);
    const room = croomIdOf(-2, ME);
    expect((await s.unreadCounts([room])).byRoom.get(room)).toBe(3);
    expect(scheduled.map(([, ms]) => ms)).toEqual([301_000]);
    // Not yet expired: the pass leaves them.
    await s.autoRead();
    expect((await s.unreadCounts([room])).byRoom.get(room)).toBe(3);
    clock += 301_000;
    const [[expire]] = scheduled as [[() => void, number]];
    scheduled = [];
    expire();
    await waitFor(async () => (await s.unreadCounts([room])).byRoom.get(room) === 0);
    // The conversation's own count (the badge the list shows) too.
    await waitFor(() =>
      s.getConversations().users.some((u) => u.croomId === room && u.noReadCount === 0),
    );
  });

  test('the unread summary: up to 6 users, a newer revision each time', async () => {
    const server = new MemoryImServer(ME);
    const got: UnreadSummaryUpdate[] = [];
    const s = makeStore(server, { onUnreadSummary: (u) => got.push(u) });
    await s.open();
    for (let f = 1; f <= 8; f++)
      await s.ingest([
        server.put({ senderId: f, receiverId: ME, content: `x${f}`, timestamp: Date.now() + f }),
      ]);
    await waitFor(() => got.at(-1)?.total === 8);
    const last = got.at(-1)!;
    expect(last.chats.map((c) => c.friendId)).toEqual([8, 7, 6, 5, 4, 3]);
    expect(got.map((g) => g.seq)).toEqual([...got.map((g) => g.seq)].sort((x, y) => x - y));
  });
});

describe('two tabs of the same user', () => {
  test('a message written in one tab shows in the other tab, read state too', async () => {
    const server = new MemoryImServer(ME);
    const a = makeStore(server, { broadcast: true });
    const b = makeStore(server, { broadcast: true });
    await Promise.all([a.open(), b.open()]);
    const rb = b.room(ANN);
    rb.subscribe(() => undefined);
    await waitFor(() => rb.getSnapshot().status === 'ready' && !rb.getSnapshot().syncing);
    await a.ingest([server.put({ senderId: ANN, receiverId: ME, content: 'from tab a' })]);
    await waitFor(() => rb.getSnapshot().messages.some((m) => m.content === 'from tab a'));
    await a.markRead(ANN);
    await waitFor(() => rb.getSnapshot().messages.every((m) => m.read === 1));
    await waitFor(
      () => b.getConversations().users.find((u) => u.friendId === ANN)?.noReadCount === 0,
    );
  });
});

describe('upgrade path', () => {
  test('a newer database is rebuilt from the server, with a state the UI can show', async () => {
    const v2 = await openDB(chatDbName(ME), 2, {
      upgrade: (db) => void db.createObjectStore('future'),
    });
    v2.close();
    const server = new MemoryImServer(ME);
    server.put({ senderId: ANN, receiverId: ME, content: 'kept on the server' });
    const s = makeStore(server);
    const states: string[] = [];
    s.subscribeDb(() => states.push(s.getDbState().state));
    await s.open();
    expect(states).toContain('rebuilding');
    expect(s.getDbState()).toEqual({ state: 'ready', rebuiltFrom: 'newer' });
    expect(s.getConversations().users.map((u) => u.content)).toEqual(['kept on the server']);
  });

  test('a corrupt database (missing stores) is rebuilt; its unsent messages are sent again', async () => {
    const bad = await openDB(chatDbName(ME), 1, {
      upgrade: (db) => {
        const o = db.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
        void o.add({
          messageUuid: 'u-lost',
          croomId: `${ANN}-${ME}`,
          friendId: ANN,
          state: 'queued',
          attempts: 0,
          createdAt: Date.now(),
          payload: { kind: 'text', text: 'still mine' },
        });
      },
    });
    bad.close();
    const server = new MemoryImServer(ME);
    const s = makeStore(server);
    await s.open();
    expect(s.getDbState()).toEqual({ state: 'ready', rebuiltFrom: 'corrupt' });
    await waitFor(() => server.messages.has('u-lost'));
    expect(server.messages.get('u-lost')?.content).toBe('still mine');
  });
});

/**
 * The page side of bench/chat-store.mjs: mfe-call-chat's real message store (bundled by esbuild) over
 * Chromium's real IndexedDB. Seeding writes records straight into the stores in big
 * transactions (the writer's per-message de-duplication is not what is measured); the measures
 * use the store's own code paths: a room's first page, and the unread counts.
 */
import { openChatDb } from '../../mfe-call-chat/src/features/messages/db/schema';
import { toStored } from '../../mfe-call-chat/src/features/messages/db/normalize';
import { syncKey } from '../../mfe-call-chat/src/features/messages/db/queries';
import { croomIdOf } from '../../mfe-call-chat/src/features/messages/rules/ids';
import { MessageStore } from '../../mfe-call-chat/src/features/messages/store/messageStore';
import type { ImServer } from '../../mfe-call-chat/src/features/messages/store/server';

const ME = 1;
const ok = <T>(data: T) => Promise.resolve({ ok: true as const, code: 200, msg: 'success', data });
/** No network in the measure: the server has nothing newer. */
const server: ImServer = {
  list: () => ok({ pageNo: 1, pages: 1, list: [] }),
  details: () => ok({ pageNo: 1, pages: 1, list: [] }),
  send: () => ok({ translateCode: 200 }),
  read: () => ok(null),
  remove: () => ok(null),
};

async function seed(userId: number, rooms: number, perRoom: number, unreadPerRoom: number, ageMs = 0): Promise<number> {
  const { db } = await openChatDb(userId);
  const now = Date.now() - ageMs;
  let n = 0;
  for (let r = 0; r < rooms; r++) {
    const friend = 1000 + r;
    const tx = db.transaction(['chatHistory', 'recentChatUsers', 'meta'], 'readwrite');
    const history = tx.objectStore('chatHistory');
    for (let i = 0; i < perRoom; i++) {
      const incoming = i % 2 === 0 || i >= perRoom - unreadPerRoom;
      const rec = toStored(
        {
          messageUuid: `b-${r}-${i}`,
          senderId: incoming ? friend : userId,
          receiverId: incoming ? userId : friend,
          messageType: 1,
          messageTypeValue: 0,
          content: `message ${i} of room ${r}, with a sentence of ordinary length`,
          timestamp: now - (perRoom - i) * 60_000,
        },
        userId,
        now,
      );
      // Older than 72 h is stored read by the writer's rule; the seed decides unread itself.
      rec.read = incoming && i >= perRoom - unreadPerRoom ? 0 : 1;
      void history.add(rec);
      n++;
    }
    const croomId = croomIdOf(friend, userId);
    void tx.objectStore('recentChatUsers').put({
      croomId, friendId: friend, userId, userName: `friend ${r}`, headImg: '', relation: 2, stick: 0,
      noReadCount: unreadPerRoom, timestamp: now,
    });
    void tx.objectStore('meta').put({ key: syncKey(croomId), value: { syncedAt: now, nextPage: null } });
    await tx.done;
  }
  db.close();
  return n;
}

async function openFirstPage(userId: number, friend: number, coldDb: boolean): Promise<{ ms: number; rows: number }> {
  const store = new MessageStore({ userId, server, broadcast: false, singleSender: false });
  if (!coldDb) await store.open();
  const t0 = performance.now();
  const room = store.room(friend);
  const rows = await new Promise<number>((resolve) => {
    room.subscribe(() => {
      const s = room.getSnapshot();
      if (s.status === 'ready' && s.messages.length) resolve(s.messages.length);
    });
  });
  const ms = performance.now() - t0;
  store.close();
  return { ms, rows };
}

async function countUnread(userId: number): Promise<{ ms: number; total: number; rooms: number; totalOnlyMs: number }> {
  const store = new MessageStore({ userId, server, broadcast: false, singleSender: false });
  await store.open();
  await new Promise((r) => setTimeout(r, 500)); // past the auto-read pass (350 ms)
  const t0 = performance.now();
  const res = await store.unreadCounts();
  const ms = performance.now() - t0;
  const t1 = performance.now();
  await store.unreadCounts([]);
  const totalOnlyMs = performance.now() - t1;
  store.close();
  return { ms, total: res.total, rooms: res.byRoom.size, totalOnlyMs };
}

/** The auto-read pass on its own (spec 2 §4: unread older than 72 h become read). */
async function autoRead(userId: number): Promise<{ ms: number; marked: number }> {
  const store = new MessageStore({ userId, server, broadcast: false, singleSender: false, timers: { setTimeout: () => 0, clearTimeout: () => undefined, now: () => Date.now() } });
  await store.open();
  const t0 = performance.now();
  const marked = await store.autoRead();
  const ms = performance.now() - t0;
  store.close();
  return { ms, marked };
}

(window as unknown as { bench: unknown }).bench = { seed, openFirstPage, countUnread, autoRead, ME };

/**
 * @jest-environment node
 */
import 'fake-indexeddb/auto';
import type { MessageStore } from '../store/messageStore';
import { MemoryImServer } from '../testing/memoryServer';
import { freshIndexedDb, sleep, storeFactory, waitFor } from '../testing/helpers';
import { sendRetryable } from '../rules/wording';

// A failed message's Retry works wherever it is shown: in the tab that sends, after that tab
// re-read its outbox mid-send, and in another tab of the same user (the one the user tapped);
// a refusal that a retry cannot change shows no Retry (`sendRetryable`).

const ME = 100;
const ANN = 7;
const stores = storeFactory(ME);
beforeEach(() => freshIndexedDb());
afterEach(() => {
  stores.closeAll();
  delete (globalThis as { navigator?: unknown }).navigator;
});

const statuses = (s: MessageStore) =>
  s
    .room(ANN)
    .getSnapshot()
    .messages.map((m) => `${m.content}:${m.sendStatus}`);
async function openRoom(s: MessageStore) {
  const r = s.room(ANN);
  r.subscribe(() => undefined);
  await waitFor(() => r.getSnapshot().status === 'ready' && !r.getSnapshot().syncing);
}

/** Web Locks as a browser grants them: the first tab to ask holds the lock, the others wait. */
function installLocks(): void {
  const held = new Set<string>();
  const waiting: Array<() => void> = [];
  const locks = {
    request(name: string, fn: () => Promise<void> | undefined) {
      const run = async (): Promise<void> => {
        if (held.has(name)) return new Promise<void>((r) => waiting.push(() => void run().then(r)));
        held.add(name);
        try {
          await fn();
        } finally {
          held.delete(name);
          waiting.shift()?.();
        }
      };
      return run();
    },
  };
  (globalThis as { navigator?: unknown }).navigator = { locks };
}

test('Retry after the sending tab re-read its outbox while the send was in flight', async () => {
  const server = new MemoryImServer(ME);
  server.mode = 'hang';
  const s = stores.make(server, { sendTimeoutMs: 100 });
  await openRoom(s);
  await s.send({ kind: 'text', friendId: ANN, text: 'mid-send' });
  await waitFor(() => server.count('send') === 1);
  // Another tab queued something (or this tab became the sender): the outbox is read again.
  await s.outbox.reload();
  await waitFor(() => statuses(s).join() === 'mid-send:failed', 2_000);
  server.mode = 'ok';
  const failed = s.room(ANN).getSnapshot().messages[0]!;
  expect(await s.retry(failed.messageUuid)).toBe(true);
  await waitFor(() => statuses(s).join() === 'mid-send:sent');
  server.releaseHung();
  await sleep(30);
  expect(server.messages.size).toBe(1);
});

test('Retry in a tab that does not send: the sending tab delivers it, once', async () => {
  installLocks();
  const server = new MemoryImServer(ME);
  server.mode = 'error';
  server.errorCode = 21005;
  const sender = stores.make(server, { broadcast: true });
  await openRoom(sender);
  await waitFor(() => sender.outbox.getSnapshot().leader);
  const other = stores.make(server, { broadcast: true });
  await openRoom(other);
  expect(other.outbox.getSnapshot().leader).toBe(false);

  // Typed in the other tab; the sending tab sends it and the server refuses it.
  await other.send({ kind: 'text', friendId: ANN, text: 'from the other tab' });
  await waitFor(() => statuses(other).join() === 'from the other tab:failed');
  // The user unblocks them (21005 is "you blocked them"), then taps Retry where they typed it.
  server.mode = 'ok';
  const failed = other.room(ANN).getSnapshot().messages[0]!;
  expect(await other.retry(failed.messageUuid)).toBe(true);
  await waitFor(() => statuses(other).join() === 'from the other tab:sent');
  await waitFor(() => statuses(sender).join() === 'from the other tab:sent');
  expect(server.messages.size).toBe(1);
});

test('sendRetryable: Retry for what can change (connection, timeout, blocks, friend verification, limits), not for what cannot', () => {
  for (const code of [-1, 500, 503, 21004, 21005, 21007, 21008, 10150])
    expect(sendRetryable(code)).toBe(true);
  // Empty, too long, yourself, no such user, a malformed id, a picture not uploaded here.
  for (const code of [21001, 21002, 21003, 21006, 21009, 21010])
    expect(sendRetryable(code)).toBe(false);
});

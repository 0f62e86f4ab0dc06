/**
 * @jest-environment node
 */
import 'fake-indexeddb/auto';
import { IM_TEXT_MAX_CHARS } from 'shared-sdk/constants';
import type { MessageStore } from '../store/messageStore';
import { MemoryImServer } from '../testing/memoryServer';
import {
  freshIndexedDb,
  sleep,
  storeFactory,
  switchableConnectivity,
  waitFor,
} from '../testing/helpers';

const ME = 100;
const ANN = 7;

const stores = storeFactory(ME);
const makeStore = stores.make;
beforeEach(() => freshIndexedDb());
afterEach(() => stores.closeAll());

function statuses(s: MessageStore, friendId = ANN) {
  return s
    .room(friendId)
    .getSnapshot()
    .messages.map((m) => `${m.content}:${m.sendStatus}`);
}
async function openRoom(s: MessageStore, friendId = ANN) {
  const r = s.room(friendId);
  r.subscribe(() => undefined);
  await waitFor(() => r.getSnapshot().status === 'ready' && !r.getSnapshot().syncing);
  return r;
}

describe('the outbox: exactly once, even across reconnects', () => {
  test('shows "sending" at once, "sent" on the acknowledgement, with the server id', async () => {
    const server = new MemoryImServer(ME);
    server.mode = 'hang';
    const s = makeStore(server);
    await openRoom(s);
    const r = await s.send({ kind: 'text', friendId: ANN, text: 'hello' });
    expect(r.ok).toBe(true);
    await waitFor(() => statuses(s).join() === 'hello:sending');
    server.releaseHung();
    await waitFor(() => statuses(s).join() === 'hello:sent');
    const m = s.room(ANN).getSnapshot().messages[0]!;
    expect(m.messageId).toBeDefined();
    expect(m.read).toBe(1);
    expect(server.messages.get(m.messageUuid)?.content).toBe('hello');
  });

  test('typed while offline: waits in order, goes out in order once when the connection is back', async () => {
    const server = new MemoryImServer(ME);
    const net = switchableConnectivity(false);
    const s = makeStore(server, { connectivity: net });
    await openRoom(s);
    for (const t of ['one', 'two', 'three']) await s.send({ kind: 'text', friendId: ANN, text: t });
    await sleep(50);
    expect(server.count('send')).toBe(0);
    expect(statuses(s)).toEqual(['one:queued', 'two:queued', 'three:queued']);
    expect(s.outbox.getSnapshot()).toMatchObject({ online: false, queued: 3 });
    net.set(true);
    await waitFor(() => statuses(s).every((x) => x.endsWith(':sent')));
    expect(
      server.calls
        .filter((c) => c.fn === 'send')
        .map((c) => (c.args as { message: string }).message),
    ).toEqual(['one', 'two', 'three']);
    expect(server.messages.size).toBe(3);
  });

  test('the outbox survives a reload: queued messages of a closed tab are sent by the next one, once', async () => {
    const server = new MemoryImServer(ME);
    const a = makeStore(server, { connectivity: switchableConnectivity(false) });
    await openRoom(a);
    await a.send({ kind: 'text', friendId: ANN, text: 'kept' });
    a.close();
    const b = makeStore(server, { connectivity: switchableConnectivity(true) });
    const rb = await openRoom(b);
    await waitFor(() => rb.getSnapshot().messages.some((m) => m.sendStatus === 'sent'));
    expect(server.count('send')).toBe(1);
    expect(rb.getSnapshot().messages).toHaveLength(1);
  });

  test('a network failure puts the message back in line (no "failed"), the same uuid goes out later', async () => {
    const server = new MemoryImServer(ME);
    server.mode = 'network';
    const net = switchableConnectivity(true);
    const s = makeStore(server, { connectivity: net });
    await openRoom(s);
    await s.send({ kind: 'text', friendId: ANN, text: 'flaky' });
    await waitFor(() => server.count('send') === 1);
    await waitFor(() => statuses(s).join() === 'flaky:queued');
    server.mode = 'ok';
    net.set(true); // the connection reports itself back
    await waitFor(() => statuses(s).join() === 'flaky:sent');
    const uuids = server.calls
      .filter((c) => c.fn === 'send')
      .map((c) => (c.args as { messageUuid: string }).messageUuid);
    expect(new Set(uuids).size).toBe(1);
  });

  test('a timeout shows "failed"; Retry sends the same uuid, and the server stores it once', async () => {
    const server = new MemoryImServer(ME);
    server.mode = 'hang';
    const s = makeStore(server, { sendTimeoutMs: 100 });
    await openRoom(s);
    await s.send({ kind: 'text', friendId: ANN, text: 'slow' });
    await waitFor(() => statuses(s).join() === 'slow:failed', 2_000);
    const failed = s.room(ANN).getSnapshot().messages[0]!;
    expect(failed.sendError).toEqual({ code: -1, key: 'chat:send.timeout' });
    server.mode = 'ok';
    expect(await s.retry(failed.messageUuid)).toBe(true);
    await waitFor(() => statuses(s).join() === 'slow:sent');
    server.releaseHung(); // the first attempt's late answer: still one message
    await sleep(30);
    expect(server.messages.size).toBe(1);
    expect(s.room(ANN).getSnapshot().messages).toHaveLength(1);
  });

  test('a late answer after the timeout turns "failed" into "sent"', async () => {
    const server = new MemoryImServer(ME);
    server.mode = 'hang';
    const s = makeStore(server, { sendTimeoutMs: 80 });
    await openRoom(s);
    await s.send({ kind: 'text', friendId: ANN, text: 'late' });
    await waitFor(() => statuses(s).join() === 'late:failed', 2_000);
    server.releaseHung();
    await waitFor(() => statuses(s).join() === 'late:sent');
  });

  test('a refusal shows "failed" with the server code; discard removes the unsent message', async () => {
    const server = new MemoryImServer(ME);
    server.mode = 'error';
    server.errorCode = 10150;
    const s = makeStore(server);
    await openRoom(s);
    await s.send({ kind: 'text', friendId: ANN, text: 'blocked?' });
    await waitFor(() => statuses(s).join() === 'blocked?:failed');
    const m = s.room(ANN).getSnapshot().messages[0]!;
    expect(m.sendError).toMatchObject({ code: 10150, key: 'chat:send.failed', msg: 'refused' });
    // A known refusal gets its own text (spec 2 §8), e.g. blocked by the receiver.
    server.errorCode = 21004;
    await s.send({ kind: 'text', friendId: ANN, text: 'second' });
    await waitFor(() =>
      s
        .room(ANN)
        .getSnapshot()
        .messages.some((x) => x.sendError?.key === 'chat:send.blocked_by_receiver'),
    );
    expect(s.outbox.getSnapshot().failed).toBe(2);
    expect(await s.discard(m.messageUuid)).toBe(true);
    await waitFor(() => s.room(ANN).getSnapshot().messages.length === 1);
    expect(s.outbox.getSnapshot().failed).toBe(1);
  });

  test('the echo of an own message (history or push) completes its entry, shown once', async () => {
    const server = new MemoryImServer(ME);
    server.mode = 'hang';
    const s = makeStore(server);
    await openRoom(s);
    const r = await s.send({ kind: 'text', friendId: ANN, text: 'echoed' });
    if (!r.ok) throw new Error('not queued');
    // The server stored it (its answer is lost) and pushes it back to this user's devices.
    await s.ingest([
      {
        ...server.put({
          messageUuid: r.message.messageUuid,
          senderId: ME,
          receiverId: ANN,
          content: 'echoed',
        }),
      },
    ]);
    await waitFor(() => statuses(s).join() === 'echoed:sent');
    expect(s.outbox.getSnapshot()).toMatchObject({ queued: 0, sending: 0, failed: 0 });
  });

  test('bad input is refused before anything is queued', async () => {
    const s = makeStore(new MemoryImServer(ME));
    expect(await s.send({ kind: 'text', friendId: ANN, text: '   ' })).toEqual({
      ok: false,
      key: 'chat:send.empty',
    });
    expect(await s.send({ kind: 'text', friendId: ANN, text: 'x'.repeat(2001) })).toMatchObject({
      ok: false,
      key: 'chat:send.too_long',
    });
    expect(await s.send({ kind: 'text', friendId: ME, text: 'me' })).toEqual({
      ok: false,
      key: 'chat:send.self',
    });
    expect(await s.send({ kind: 'picture', friendId: ANN, url: '' })).toEqual({
      ok: false,
      key: 'chat:send.empty',
    });
    // Refused before the database was even opened: nothing written, nothing queued.
    expect(s.getDbState().state).toBe('closed');
  });

  test('the length rule counts an emoji once: the limit in emoji goes out, one more is refused', async () => {
    const server = new MemoryImServer(ME);
    const s = makeStore(server);
    await openRoom(s);
    const over = await s.send({
      kind: 'text',
      friendId: ANN,
      text: '😀'.repeat(IM_TEXT_MAX_CHARS + 1),
    });
    expect(over).toMatchObject({
      ok: false,
      key: 'chat:send.too_long',
      values: { count: IM_TEXT_MAX_CHARS },
    });
    // 2,000 emoji are 4,000 UTF-16 units: counted in units it used to be refused here, not by the server.
    const full = '😀'.repeat(IM_TEXT_MAX_CHARS);
    expect(await s.send({ kind: 'text', friendId: ANN, text: full })).toMatchObject({ ok: true });
    await waitFor(() => statuses(s).join() === `${full}:sent`);
    expect([...server.messages.values()].map((m) => m.content)).toEqual([full]);
  });

  test('translateCode 54000 switches translation off and tells the user', async () => {
    const server = new MemoryImServer(ME);
    server.translateCode = 54000;
    const s = makeStore(server);
    const notices: string[] = [];
    s.events.on('notice', (n) => notices.push(n.key));
    await openRoom(s);
    expect(s.getTranslation()).toBe(true);
    await s.send({ kind: 'text', friendId: ANN, text: 'translate me' });
    await waitFor(() => notices.length === 1);
    expect(notices).toEqual(['chat:translate.limit_reached']);
    expect(s.getTranslation()).toBe(false);
    await s.send({ kind: 'text', friendId: ANN, text: 'again' });
    await waitFor(() => server.count('send') === 2);
    expect((server.calls.at(-1)!.args as { needTranslate: boolean }).needTranslate).toBe(false);
  });
});

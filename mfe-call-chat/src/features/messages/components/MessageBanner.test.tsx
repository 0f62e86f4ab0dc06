import { act, fireEvent, screen } from '@testing-library/react';
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { deserialize, serialize } from 'node:v8';
import { type ChatMessage, type ChatUser, type RouteName } from 'shared-sdk';
import type { ImServer } from '../store/server';
import { getMessageStore, startMessageStore, stopMessageStore } from '../store/session';
import { renderWithApp, TEST_USER } from 'shared-sdk/testing';
import { useState } from 'react';
import { MessageBanner } from './MessageBanner';

// The banner on the SDK's real message store (IndexedDB through fake-indexeddb): live messages,
// and the one that came while the banner's code was still loading (the first second of a page).
const me = TEST_USER.id;
const ANN = 7;
const croomId = `${Math.min(me, ANN)}-${Math.max(me, ANN)}`;
const ann: ChatUser = {
  croomId,
  friendId: ANN,
  userId: me,
  userName: 'Ann',
  headImg: '',
  relation: 2,
  stick: 0,
  noReadCount: 0,
  content: '',
  messageType: 1,
  senderId: ANN,
  timestamp: Date.now() - 60_000,
};
let seq = 0;
const fromAnn = (content: string): ChatMessage => ({
  messageUuid: `ann-${++seq}`,
  croomId,
  senderId: ANN,
  receiverId: me,
  messageType: 1,
  messageTypeValue: 0,
  content,
  timestamp: Date.now(),
  read: 0,
});

const ok = <T,>(data: T) => Promise.resolve({ ok: true as const, code: 200, msg: 'ok', data });
const server = {
  list: () => ok({ pageNo: 1, pages: 1, list: [ann] }),
  details: () => ok({ pageNo: 1, pages: 1, list: [] as ChatMessage[] }),
  send: () => ok({ translateCode: 200, message: { messageUuid: 'x', timestamp: Date.now() } }),
  read: () => ok({ read: 1 }),
  remove: () => ok({ deleted: 1 }),
} as unknown as ImServer;

// jsdom has no structuredClone (fake-indexeddb clones records with it).
globalThis.structuredClone ??= <T,>(v: T): T => deserialize(serialize(v)) as T;

beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  const store = await startMessageStore(me, {
    server,
    broadcast: false,
    connectivity: { isOnline: () => true, subscribe: () => () => undefined },
  });
  await store.refreshConversations();
  // The store's auto-read pass runs 350 ms after start: let it finish before the test closes it.
  await new Promise((r) => setTimeout(r, 400));
});
afterEach(() => stopMessageStore());

const ingest = (m: ChatMessage) =>
  act(async () => {
    await getMessageStore()!.ingest([m]);
  });
/** The banner as the shell mounts it, with a way to change the route under it. */
function Shell({ start = 'FriendsPage' }: { start?: RouteName }) {
  const [route, setRoute] = useState<RouteName>(start);
  return (
    <>
      <button onClick={() => setRoute('FriendsPage')}>to friends</button>
      <button onClick={() => setRoute('CoinPage')}>to the coin shop</button>
      <MessageBanner routeName={route} prefix={null} />
    </>
  );
}
const banner = () => screen.queryByRole('status', { name: 'New message from Ann' });

test('a message that came before the banner was on screen still shows, once', async () => {
  await ingest(fromAnn('Are you free tonight?'));
  renderWithApp(<Shell />, { loggedIn: true });
  expect(
    (await screen.findByRole('status', { name: 'New message from Ann' })).textContent,
  ).toContain('Are you free tonight?');
  fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(banner()).toBeNull();
  // Away to a page without banners and back (the banner listens anew): it does not come back.
  fireEvent.click(screen.getByRole('button', { name: 'to the coin shop' }));
  fireEvent.click(screen.getByRole('button', { name: 'to friends' }));
  expect(banner()).toBeNull();
});

test('live messages show; none on a page where the banner is hidden', async () => {
  renderWithApp(<Shell />, { loggedIn: true });
  await ingest(fromAnn('Hello there'));
  expect(banner()?.textContent).toContain('Hello there');
  expect(banner()?.querySelector('a')?.getAttribute('href')).toBe(`/message/session/${ANN}`);
  fireEvent.click(screen.getByRole('button', { name: 'to the coin shop' }));
  expect(banner()).toBeNull();
});

test('an old message the store took in long ago does not show', async () => {
  const now = Date.now();
  const clock = jest.spyOn(Date, 'now');
  await ingest(fromAnn('From a while ago'));
  clock.mockReturnValue(now + 10_000);
  renderWithApp(<Shell />, { loggedIn: true });
  await act(() => new Promise((r) => setTimeout(r, 50)));
  expect(banner()).toBeNull();
  clock.mockRestore();
});

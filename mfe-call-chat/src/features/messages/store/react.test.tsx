/**
 * @jest-environment jsdom
 */
import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { appStore, unreadChatsAtom, userAtom, type SessionUser } from 'shared-sdk';
import { resetSessionAtoms } from 'shared-sdk';
import { useConversations, useRoom } from './react';
import { getMessageStore, startMessageStore, stopMessageStore } from './session';
import { MemoryImServer } from '../testing/memoryServer';
import { waitFor } from '../testing/helpers';

// jsdom has no structuredClone (fake-indexeddb clones records with it); Node's is the standard one.
if (typeof globalThis.structuredClone !== 'function') {
  globalThis.structuredClone = ((v: unknown) =>
    JSON.parse(JSON.stringify(v))) as typeof structuredClone;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
require('fake-indexeddb/auto');

const ME = 100;
/** Commits per room (React Profiler). */
const renders: Record<string, number> = {};

function Room({ friendId }: { friendId: number }) {
  const room = useRoom(friendId);
  return <p data-testid={`room-${friendId}`}>{room.messages.map((m) => m.content).join('|')}</p>;
}
function List() {
  const { list } = useConversations();
  return (
    <p data-testid="list">
      {list
        .filter((e) => e.friendId > 0)
        .map((e) => `${e.friendId}:${e.noReadCount}`)
        .join(',')}
    </p>
  );
}

afterEach(() => {
  stopMessageStore();
  resetSessionAtoms();
});

test('hooks: each room re-renders only for its own messages; the list and the shell summary follow', async () => {
  appStore.set(userAtom, {
    id: ME,
    userName: 'Me',
    headImg: '',
    goldNum: 0,
    gender: 1,
    countryId: 1,
    payStatus: 0,
  } as SessionUser);
  const server = new MemoryImServer(ME);
  render(
    <>
      {[7, 8].map((id) => (
        <Profiler
          key={id}
          id={String(id)}
          onRender={(pid) => (renders[pid] = (renders[pid] ?? 0) + 1)}
        >
          <Room friendId={id} />
        </Profiler>
      ))}
      <List />
    </>,
  );
  expect(screen.getByTestId('room-7').textContent).toBe('');
  await act(() => startMessageStore(ME, { server, broadcast: false, singleSender: false }));
  const store = getMessageStore()!;
  await act(() =>
    waitFor(
      () => store.room(7).getSnapshot().status === 'ready' && !store.room(8).getSnapshot().syncing,
    ),
  );
  await act(() => store.ingest([server.put({ senderId: 7, receiverId: ME, content: 'to seven' })]));
  const before = { seven: renders[7]!, eight: renders[8]! };
  await act(() => store.ingest([server.put({ senderId: 8, receiverId: ME, content: 'to eight' })]));
  expect(screen.getByTestId('room-8').textContent).toBe('to eight');
  expect(screen.getByTestId('room-7').textContent).toBe('to seven');
  expect(renders[7]).toBe(before.seven);
  expect(renders[8]).toBeGreaterThan(before.eight);
  await act(() => waitFor(() => screen.getByTestId('list').textContent === '8:1,7:1'));
  await act(() => waitFor(() => appStore.get(unreadChatsAtom).length === 2));
  expect(appStore.get(unreadChatsAtom).map((c) => c.friendId)).toEqual([8, 7]);
});

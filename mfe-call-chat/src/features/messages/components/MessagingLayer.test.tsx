import { act, screen } from '@testing-library/react';
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { deserialize, serialize } from 'node:v8';
import { appStore, unreadChatsAtom, unreadTotalAtom, userAtom } from 'shared-sdk';
import { renderWithApp, settleRequests, TEST_USER } from 'shared-sdk/testing';
import MessagingLayer from '../../../expose/MessagingLayer';
import { getMessageStore } from '../store/session';
import { waitFor } from '../testing/helpers';

// The exposed messaging layer as the host mounts it after sign-in: it runs the user's message
// store, the store feeds the shell's unread summary (the SDK's atoms, through their one writer),
// a pushed message shows the banner, and signing out closes the store and clears the summary.
// The IM calls go nowhere here (jsdom has no fetch): the store works from the device.

// jsdom has no structuredClone (fake-indexeddb clones records with it).
globalThis.structuredClone ??= <T,>(v: T): T => deserialize(serialize(v)) as T;
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  // The store's list request fails (no server here) and says so once: expected.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const ANN = 7;
const me = TEST_USER.id;

test('the layer runs the store, which writes the unread summary; a message shows the banner', async () => {
  const view = renderWithApp(<MessagingLayer routeName="FriendsPage" prefix={null} />, {
    loggedIn: true,
  });
  await act(() => waitFor(() => getMessageStore()?.getDbState().state === 'ready', 5_000));
  const store = getMessageStore()!;
  expect(store.userId).toBe(me);

  await act(async () => {
    await store.ingest([
      {
        messageUuid: 'layer-1',
        senderId: ANN,
        receiverId: me,
        messageType: 1,
        messageTypeValue: 0,
        content: 'Hi from Ann',
        timestamp: Date.now(),
      },
    ]);
  });
  expect((await screen.findByRole('status', { name: /^New message from/ })).textContent).toContain(
    'Hi from Ann',
  );
  await act(() => waitFor(() => appStore.get(unreadChatsAtom).some((c) => c.friendId === ANN)));
  expect(appStore.get(unreadTotalAtom)).toBeGreaterThanOrEqual(1);

  // Signed out: the host unmounts the layer; the store closes and the summary is cleared.
  await act(settleRequests);
  view.unmount();
  expect(getMessageStore()).toBeNull();
  expect(appStore.get(unreadTotalAtom)).toBe(0);
  expect(appStore.get(unreadChatsAtom)).toEqual([]);
  appStore.set(userAtom, null);
});

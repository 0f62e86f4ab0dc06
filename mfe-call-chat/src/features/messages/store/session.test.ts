/**
 * @jest-environment jsdom
 */
import { appStore, userAtom, type SessionUser } from 'shared-sdk';
import { resetSessionAtoms } from 'shared-sdk';
import { incrementLoginCount } from 'shared-sdk';
import { getMessageStore, stopMessageStore, watchMessageStore } from './session';
import { MemoryImServer } from '../testing/memoryServer';
import { freshIndexedDb, sleep, waitFor } from '../testing/helpers';

// jsdom has no structuredClone (fake-indexeddb clones records with it); Node's is the standard one.
if (typeof globalThis.structuredClone !== 'function') {
  globalThis.structuredClone = ((v: unknown) =>
    JSON.parse(JSON.stringify(v))) as typeof structuredClone;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
require('fake-indexeddb/auto');

const user = (id: number, gender: number): SessionUser =>
  ({
    id,
    userName: `User ${id}`,
    headImg: '',
    goldNum: 0,
    gender,
    countryId: 1,
    payStatus: 0,
  }) as SessionUser;

/** The welcome texts the product team's conversation (−2) holds, oldest first. */
async function welcomeKeys(): Promise<string[]> {
  const store = getMessageStore();
  if (!store) return [];
  const room = store.room(-2);
  room.subscribe(() => undefined);
  await waitFor(() => room.getSnapshot().status === 'ready');
  return room.getSnapshot().messages.map((m) => m.contentKey ?? '');
}

beforeEach(() => {
  freshIndexedDb();
  localStorage.clear();
});
afterEach(() => {
  stopMessageStore();
  resetSessionAtoms();
});

const opts = (id: number) => ({
  server: new MemoryImServer(id),
  broadcast: false,
  singleSender: false,
});

test('the host wiring sends the welcome once per user: not again after a reload or the next sign-in', async () => {
  appStore.set(userAtom, user(501, 1));
  let off = watchMessageStore(appStore, opts(501));
  await waitFor(async () => (await welcomeKeys()).length === 2);
  // First sign-in on this device (login count 0 or 1): greeting by gender (spec 2 §4; the key
  // names who reads it) and the support text; no third.
  expect(await welcomeKeys()).toEqual(['chat:welcome.greeting_male', 'chat:welcome.support']);
  off();

  // A reload (a new watcher, the same database) and a later sign-in with a count of 5: nothing new.
  incrementLoginCount(501);
  incrementLoginCount(501);
  off = watchMessageStore(appStore, opts(501));
  await waitFor(() => getMessageStore()?.getDbState().state === 'ready');
  await sleep(200);
  expect(await welcomeKeys()).toHaveLength(2);
  off();
});

test('a returning user (login count 2–20) new on this device gets the third welcome', async () => {
  incrementLoginCount(502);
  incrementLoginCount(502);
  appStore.set(userAtom, user(502, 2));
  const off = watchMessageStore(appStore, opts(502));
  await waitFor(async () => (await welcomeKeys()).length === 3);
  expect(await welcomeKeys()).toEqual([
    'chat:welcome.greeting_female',
    'chat:welcome.support',
    'chat:welcome.returning',
  ]);
  off();
});

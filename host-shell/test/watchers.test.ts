import { appStore, userAtom } from 'shared-sdk';
import { startSessionWatchers } from '../src/features/session/state/watchers';
import { startSignedInWatchers } from '../src/features/session/state/signedInWatchers';
import { watchMessageStore } from 'shared-sdk/chat';

// Issue 9: the session's background work is code a visitor's landing never loads; it starts at
// the first signed-in user, once (after that it follows userAtom itself).
jest.mock('../src/features/session/state/signedInWatchers', () => ({
  startSignedInWatchers: jest.fn(),
}));
jest.mock('shared-sdk/chat', () => ({ watchMessageStore: jest.fn() }));

const USER = {
  id: 7,
  userName: 'Ann',
  headImg: '',
  goldNum: 1,
  gender: 1,
  countryId: 1,
  payStatus: 0,
};
const settle = () => new Promise((r) => setTimeout(r, 0));

test('nothing for a visitor; the watchers start at the first sign-in, once', async () => {
  appStore.set(userAtom, null);
  startSessionWatchers();
  await settle();
  expect(startSignedInWatchers).not.toHaveBeenCalled();
  expect(watchMessageStore).not.toHaveBeenCalled();

  appStore.set(userAtom, USER);
  await settle();
  expect(startSignedInWatchers).toHaveBeenCalledTimes(1);
  expect(watchMessageStore).toHaveBeenCalledTimes(1);

  appStore.set(userAtom, null);
  appStore.set(userAtom, { ...USER, id: 8 });
  await settle();
  expect(startSignedInWatchers).toHaveBeenCalledTimes(1);
  expect(watchMessageStore).toHaveBeenCalledTimes(1);
});

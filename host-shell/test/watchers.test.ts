import { appStore, userAtom } from 'shared-sdk';
import { startSessionWatchers } from '../src/features/session/state/watchers';
import { startSignedInWatchers } from '../src/features/session/state/signedInWatchers';
import { TEST_USER } from 'shared-sdk/testing';

// The session's background work is code a visitor's landing never loads; it starts at
// the first signed-in user, once (after that it follows userAtom itself).
jest.mock('../src/features/session/state/signedInWatchers', () => ({
  startSignedInWatchers: jest.fn(),
}));

const settle = () => new Promise((r) => setTimeout(r, 0));

test('nothing for a visitor; the watchers start at the first sign-in, once', async () => {
  appStore.set(userAtom, null);
  startSessionWatchers();
  await settle();
  expect(startSignedInWatchers).not.toHaveBeenCalled();

  appStore.set(userAtom, TEST_USER);
  await settle();
  expect(startSignedInWatchers).toHaveBeenCalledTimes(1);

  appStore.set(userAtom, null);
  appStore.set(userAtom, { ...TEST_USER, id: TEST_USER.id + 1 });
  await settle();
  expect(startSignedInWatchers).toHaveBeenCalledTimes(1);
});

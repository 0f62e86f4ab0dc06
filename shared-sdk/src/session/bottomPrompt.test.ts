import { appStore } from './atoms';
import {
  bottomPromptAtom,
  claimBottomPrompt,
  releaseBottomPrompt,
  resetBottomPrompt,
} from './bottomPrompt';
import { resetSessionAtoms } from './reset';

beforeEach(() => resetBottomPrompt());

test('one holder at a time: the first keeps it, others wait until it is given back', () => {
  expect(claimBottomPrompt('consent')).toBe(true);
  expect(claimBottomPrompt('push')).toBe(false);
  expect(claimBottomPrompt('consent')).toBe(true);
  expect(appStore.get(bottomPromptAtom)).toBe('consent');
  releaseBottomPrompt('push');
  expect(appStore.get(bottomPromptAtom)).toBe('consent');
  releaseBottomPrompt('consent');
  expect(appStore.get(bottomPromptAtom)).toBeNull();
  expect(claimBottomPrompt('push')).toBe(true);
});

test('sign-out frees the place', () => {
  claimBottomPrompt('install');
  resetSessionAtoms();
  expect(appStore.get(bottomPromptAtom)).toBeNull();
});

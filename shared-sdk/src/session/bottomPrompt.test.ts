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
  expect(appStore.get(bottomPromptAtom)?.owner).toBe('consent');
  releaseBottomPrompt('push');
  expect(appStore.get(bottomPromptAtom)?.owner).toBe('consent');
  releaseBottomPrompt('consent');
  expect(appStore.get(bottomPromptAtom)).toBeNull();
  expect(claimBottomPrompt('push')).toBe(true);
});

test('a higher priority takes the place; a lower or equal one waits', () => {
  expect(claimBottomPrompt('push')).toBe(true);
  expect(claimBottomPrompt('install', 1)).toBe(true);
  expect(appStore.get(bottomPromptAtom)?.owner).toBe('install');
  expect(claimBottomPrompt('push')).toBe(false);
  expect(claimBottomPrompt('other', 1)).toBe(false);
  expect(claimBottomPrompt('consent', 2)).toBe(true);
  releaseBottomPrompt('install');
  expect(appStore.get(bottomPromptAtom)?.owner).toBe('consent');
});

test('sign-out frees the place', () => {
  claimBottomPrompt('install');
  resetSessionAtoms();
  expect(appStore.get(bottomPromptAtom)).toBeNull();
});

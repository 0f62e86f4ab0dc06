// Shared helpers for host tests.
import { createElement, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { appStore, resetSessionAtoms } from 'shared-sdk';
import { englishDefaults } from '../src/features/i18n/defaults';
import { playWaysAtom, type PlayWay } from '../src/features/routing/state/playWays';
import { storedSessionAtom } from '../src/features/session/state/sessionAtoms';

export const ALL_PLAY_WAYS = (main?: string): PlayWay[] =>
  ['LIVCAM', 'CARD', 'WALL', 'MATCH', 'LIVE'].map((name, i) => ({
    name,
    id: i + 1,
    main: name === main,
  }));

export function resetStores(): void {
  resetSessionAtoms();
  appStore.set(storedSessionAtom, false);
  appStore.set(playWaysAtom, { status: 'ready', list: ALL_PLAY_WAYS() });
}

const ENGLISH = englishDefaults();

/** A render wrapper: every text its English default, as the app's first render shows them. */
export function EnglishTexts({ children }: { children?: ReactNode }) {
  return createElement(I18nextProvider, { i18n: ENGLISH }, children);
}

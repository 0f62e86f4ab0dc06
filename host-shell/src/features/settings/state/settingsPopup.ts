import { atom } from 'jotai';
import { appStore } from 'shared-sdk';

/**
 * The settings popup (spec 3 §2 "Settings popup"), a global popup of the host: opened from the
 * phone's "Me" tab and the desktop avatar menu, closed by its own controls.
 */
export const settingsOpenAtom = atom(false);

export function openSettings(): void {
  appStore.set(settingsOpenAtom, true);
}

export function closeSettings(): void {
  appStore.set(settingsOpenAtom, false);
}

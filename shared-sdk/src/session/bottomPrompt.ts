import { atom, type Atom } from 'jotai';
import { appStore } from './atoms';

/**
 * The bottom of the screen holds one prompt at a time. The consent notice (host), the install
 * banner and the push popup (mfe-tasks) all sit there on a phone, above the bottom bar, and would
 * cover each other: each takes the place before it shows and gives it back when it goes. The
 * first to take it keeps it; the others wait (their own rules re-check, e.g. push every 2 s).
 */
const holderAtom = atom<string | null>(null);

/** Read-only: who holds the bottom of the screen now, or null. */
export const bottomPromptAtom: Atom<string | null> = atom((get) => get(holderAtom));

/** Takes the place for `owner` when it is free (or already its own); answers whether it holds it. */
export function claimBottomPrompt(owner: string): boolean {
  const holder = appStore.get(holderAtom);
  if (holder !== null && holder !== owner) return false;
  if (holder === null) appStore.set(holderAtom, owner);
  return true;
}

/** Gives the place back; a no-op for an owner that does not hold it. */
export function releaseBottomPrompt(owner: string): void {
  if (appStore.get(holderAtom) === owner) appStore.set(holderAtom, null);
}

/** Sign-out: nothing of the last user's stays on screen. */
export function resetBottomPrompt(): void {
  appStore.set(holderAtom, null);
}

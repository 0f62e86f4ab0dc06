import { atom, type Atom } from 'jotai';
import { appStore } from './atoms';

/**
 * The bottom of the screen holds one prompt at a time. The consent notice (host), the install
 * banner and the push popup (mfe-tasks) all sit there on a phone, above the bottom bar, and would
 * cover each other: each takes the place before it shows and gives it back when it goes. A
 * prompt of a higher priority takes it from a lower one (the consent notice before the offers;
 * the install banner, counted twice a day, before the push popup, which re-checks every 2 s);
 * the one that lost it hides until the place is free again.
 */
export interface BottomPromptHolder {
  owner: string;
  priority: number;
}
const holderAtom = atom<BottomPromptHolder | null>(null);

/** Read-only: who holds the bottom of the screen now (and at what priority), or null. */
export const bottomPromptAtom: Atom<BottomPromptHolder | null> = atom((get) => get(holderAtom));

/**
 * Takes the place for `owner` when it is free, already its own, or held at a lower priority;
 * answers whether `owner` holds it now.
 */
export function claimBottomPrompt(owner: string, priority = 0): boolean {
  const holder = appStore.get(holderAtom);
  if (holder?.owner === owner) return true;
  if (holder && holder.priority >= priority) return false;
  appStore.set(holderAtom, { owner, priority });
  return true;
}

/** Gives the place back; a no-op for an owner that does not hold it. */
export function releaseBottomPrompt(owner: string): void {
  if (appStore.get(holderAtom)?.owner === owner) appStore.set(holderAtom, null);
}

/** Sign-out: nothing of the last user's stays on screen. */
export function resetBottomPrompt(): void {
  appStore.set(holderAtom, null);
}

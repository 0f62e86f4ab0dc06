/**
 * "Blur a stranger's video until I tap it": a setting of this
 * device, on by default (MATCH_BLUR_STRANGERS_DEFAULT), read by the video window of a match call.
 * Kept in localStorage; read once, then held in a snapshot store (useSnapshotStore reads it).
 */
import { createSnapshotStore } from 'shared-sdk';
import { MATCH_BLUR_STRANGERS_DEFAULT } from 'shared-sdk/constants';

export const BLUR_STRANGERS_KEY = 'livcam.match.blurStrangers';

function readStored(): boolean {
  try {
    const v = localStorage.getItem(BLUR_STRANGERS_KEY);
    return v === null ? MATCH_BLUR_STRANGERS_DEFAULT : v === '1';
  } catch {
    return MATCH_BLUR_STRANGERS_DEFAULT; // no storage (the server render, a blocked one)
  }
}

/** The setting as a store: `useSnapshotStore(blurStrangers)`. */
export const blurStrangers = createSnapshotStore<boolean>(readStored());

export function setBlurStrangers(on: boolean): void {
  try {
    localStorage.setItem(BLUR_STRANGERS_KEY, on ? '1' : '0');
  } catch {
    // Storage full or blocked: the setting lasts for this page only.
  }
  blurStrangers.set(on);
}

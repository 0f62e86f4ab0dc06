/**
 * "Blur a stranger's video until I tap it" (issue 11 "Beyond the anchors"): a setting of this
 * device, on by default (MATCH_BLUR_STRANGERS_DEFAULT), read by the video window of a match call.
 */
import { MATCH_BLUR_STRANGERS_DEFAULT } from 'shared-sdk';

export const BLUR_STRANGERS_KEY = 'livcam.match.blurStrangers';
const listeners = new Set<() => void>();

export function getBlurStrangers(): boolean {
  try {
    const v = localStorage.getItem(BLUR_STRANGERS_KEY);
    return v === null ? MATCH_BLUR_STRANGERS_DEFAULT : v === '1';
  } catch {
    return MATCH_BLUR_STRANGERS_DEFAULT;
  }
}

export function setBlurStrangers(on: boolean): void {
  try {
    localStorage.setItem(BLUR_STRANGERS_KEY, on ? '1' : '0');
  } catch {
    // Storage full or blocked: the setting lasts for this page only.
  }
  for (const fn of [...listeners]) fn();
}

export function subscribeBlurStrangers(fn: () => void): () => void {
  listeners.add(fn);
  return () => void listeners.delete(fn);
}

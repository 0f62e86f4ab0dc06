import { useSyncExternalStore } from 'react';

/**
 * The browser's install prompt (`beforeinstallprompt`, Chromium browsers): its default mini
 * info-bar is prevented and the event kept, so the app offers installing in its own banner and
 * button and calls `prompt()` when the user asks. Listening starts when this module loads (with
 * the widget), and a later event replaces the kept one.
 */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

let kept: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function onBeforeInstallPrompt(e: Event) {
  e.preventDefault();
  kept = e as BeforeInstallPromptEvent;
  emit();
}

function onInstalled() {
  kept = null;
  emit();
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', onBeforeInstallPrompt);
  window.addEventListener('appinstalled', onInstalled);
}

/** Takes the kept prompt for one use (a prompt event can be shown once). */
export function takeInstallPrompt(): BeforeInstallPromptEvent | null {
  const e = kept;
  kept = null;
  emit();
  return e;
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** Whether the browser gave an install prompt that was not used yet. */
export function useHasInstallPrompt(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => kept !== null,
    () => false,
  );
}

/**
 * Whether the install banner, the mini button or Safari's instructions are on screen: the push popup steps aside
 * while they are (one offer at a time; they share the bottom of LivCam).
 */
let installOfferUp = false;
const offerListeners = new Set<() => void>();
export function setInstallOfferUp(up: boolean): void {
  if (installOfferUp === up) return;
  installOfferUp = up;
  offerListeners.forEach((l) => l());
}
const subscribeOffer = (l: () => void) => {
  offerListeners.add(l);
  return () => offerListeners.delete(l);
};
export function useInstallOfferUp(): boolean {
  return useSyncExternalStore(
    subscribeOffer,
    () => installOfferUp,
    () => false,
  );
}

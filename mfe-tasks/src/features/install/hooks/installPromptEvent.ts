import { createSnapshotStore, useSnapshotStore } from 'shared-sdk';

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

const kept = createSnapshotStore<BeforeInstallPromptEvent | null>(null);

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    kept.set(e as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => kept.set(null));
}

/** Takes the kept prompt for one use (a prompt event can be shown once). */
export function takeInstallPrompt(): BeforeInstallPromptEvent | null {
  const e = kept.getSnapshot();
  kept.set(null);
  return e;
}

/** Whether the browser gave an install prompt that was not used yet. */
export function useHasInstallPrompt(): boolean {
  return useSnapshotStore(kept) !== null;
}

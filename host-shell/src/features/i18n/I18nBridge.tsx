import type { i18n as I18nInstance } from 'i18next';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from 'shared-sdk';
import { whenShown } from '../prerender/state/takeover';
import { englishDefaults } from './defaults';

/** One for the page's life: useTranslation's snapshots are kept per instance. */
const DEFAULTS = englishDefaults();

/**
 * i18next after the page is on screen (i18next loads after the first render): the first render
 * uses every text's English default in code (defaults.ts, until a pack arrived);
 * once the shared instance is ready it is provided here, so every useTranslation in the tree —
 * the host's and the remotes' (react-i18next is a shared singleton) — renders again with it.
 */
export function I18nBridge({ children }: { children: ReactNode }) {
  const [instance, setInstance] = useState<I18nInstance | null>(null);
  useEffect(() => {
    let live = true;
    whenShown(() => {
      initI18n().then(
        // A transition: re-rendering every translated text of the page yields to input instead
        // of being one long task.
        (i) => live && startTransition(() => setInstance(i)),
        (err: unknown) => console.warn('[host] i18n init failed', err),
      );
    });
    return () => {
      live = false;
    };
  }, []);
  // Until then every text is its English default (defaults.ts).
  return <I18nextProvider i18n={instance ?? DEFAULTS}>{children}</I18nextProvider>;
}

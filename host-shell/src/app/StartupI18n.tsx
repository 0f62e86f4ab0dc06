import type { i18n as I18nInstance } from 'i18next';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from 'shared-sdk';
import { englishDefaults } from '../features/i18n/defaults';
import '../i18n';

const DEFAULTS = englishDefaults();

/**
 * The start-up screens render before the app (and its I18nBridge): English defaults at once,
 * then the visitor's language once i18next has loaded (a screen that stays, like the error).
 */
export function StartupI18n({ children }: { children: ReactNode }) {
  const [instance, setInstance] = useState<I18nInstance | null>(null);
  useEffect(() => {
    let live = true;
    initI18n().then(
      (i) => live && setInstance(i),
      () => undefined, // English stays
    );
    return () => {
      live = false;
    };
  }, []);
  return <I18nextProvider i18n={instance ?? DEFAULTS}>{children}</I18nextProvider>;
}

import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';

const FALLBACK = 'en';

/**
 * This remote's texts in a given language, whatever language the page is in (the RTC limit
 * popup speaks the browser's language). The language's pack is loaded on first use; until it
 * arrives, and before i18next is set up, the texts are English (the pack, or the defaults in code).
 */
export function useLanguageT(lng: string): { t: TFunction; lng: string; dir: 'ltr' | 'rtl' } {
  const { t, i18n } = useTranslation(NS);
  const ready = Boolean(i18n?.isInitialized);
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (!ready || i18n.hasResourceBundle(lng, NS)) return;
    let live = true;
    // loadNamespaces puts this namespace on the list loadLanguages fetches for a new language.
    void i18n
      .loadNamespaces(NS)
      .then(() => i18n.loadLanguages(lng))
      .then(() => live && setLoaded((n) => n + 1))
      .catch(() => {
        // No pack: the English defaults stay.
      });
    return () => {
      live = false;
    };
  }, [i18n, lng, ready]);
  // Until the pack is there the texts are English, and say so (lang, dir).
  const shown = ready && i18n.hasResourceBundle(lng, NS) ? lng : FALLBACK;
  if (!ready) return { t, lng: shown, dir: 'ltr' };
  return { t: i18n.getFixedT(shown, NS), lng: shown, dir: i18n.dir(shown) };
}

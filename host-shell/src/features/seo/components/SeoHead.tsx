import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { matchAppRoute } from '../../routing/state/matchRoute';
import { SITE, seoLanguageOf, seoMetaFor } from '../state/seoText';

function setMeta(name: string, content: string): void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.name = name;
    document.head.appendChild(el);
  }
  el.content = content;
}

/**
 * Writes <title> and <meta name="description"> for the current route, in the prefix's SEO
 * language. <html lang> and dir follow the interface language (features/i18n/state/language.ts).
 */
export function SeoHead() {
  const { pathname } = useLocation();
  useEffect(() => {
    let live = true;
    const match = matchAppRoute(pathname);
    const lang = seoLanguageOf(match?.prefix ?? null);
    seoMetaFor(match?.def.name, lang).then(
      (meta) => {
        if (!live) return;
        document.title = meta?.title ?? SITE;
        if (meta) setMeta('description', meta.description);
      },
      (err: unknown) => console.warn('[host] page title could not load', err),
    );
    return () => {
      live = false;
    };
  }, [pathname]);
  return null;
}
